import { z } from 'zod';
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_NAME_MAX, CHANNEL_TOPICS } from './channels.rules';

// The topics and limits live in channels.rules.ts (no zod: the header's search form reads them at
// first load); the server and the channel form keep importing everything from here.
export * from './channels.rules';

/** Create and edit a channel (same form, same rules on both sides). */
export const channelInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'channel_name_required' })
    .max(CHANNEL_NAME_MAX, { error: 'channel_name_too_long' }),
  description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX).default(''),
  topics: z
    .array(z.enum(CHANNEL_TOPICS))
    .max(CHANNEL_TOPICS.length)
    .default([])
    .transform((topics) => [...new Set(topics)]),
});
export type ChannelInput = z.input<typeof channelInputSchema>;

/** Editing a channel: only the fields sent change (no default may clear a stored description). */
export const channelPatchSchema = z
  .object({
    name: channelInputSchema.shape.name,
    description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX),
    topics: z
      .array(z.enum(CHANNEL_TOPICS))
      .max(CHANNEL_TOPICS.length)
      .transform((topics) => [...new Set(topics)]),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'nothing_to_update' });
export type ChannelPatch = z.input<typeof channelPatchSchema>;

export const idSchema = z.uuid();

import { z } from 'zod';

/** Channel topics (spec §3), in the order the form lists them. */
export const CHANNEL_TOPICS = [
  'gaming',
  'technology',
  'education',
  'entertainment',
  'music',
  'sports',
  'cooking',
  'travel',
  'lifestyle',
  'science',
  'art',
  'business',
  'news',
  'comedy',
  'health',
  'fashion',
  'action',
  'horror',
  'heroic_fantasy',
  'romantic_comedy',
  'drama',
  'science_fiction',
  'crime',
  'other',
] as const;
export type ChannelTopic = (typeof CHANNEL_TOPICS)[number];

export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_DESCRIPTION_MAX = 5000;

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

import { z } from 'zod';
import { handChaptersSchema } from './chapters';
import { LOCALES } from './locales';
import { VIDEO_DESCRIPTION_MAX, VIDEO_SORTS, VIDEO_TITLE_MAX, VIDEO_VISIBILITIES } from './videos.rules';

// The zod-free rules live in videos.rules.ts (the web's first load imports them without zod); the
// server and the forms keep importing everything from here.
export * from './videos.rules';

/** Title, description, channel, visibility and monetized flag: the upload form and the edit form. */
export const videoInfoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'title_required' })
    .max(VIDEO_TITLE_MAX, { error: 'title_too_long' }),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX).default(''),
  channelId: z.uuid().nullable().default(null),
  visibility: z.enum(VIDEO_VISIBILITIES).default('public'),
  monetized: z.boolean().default(false),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

/**
 * The edit form's PATCH: only the fields sent change, nothing is defaulted (a PATCH of {title}
 * must not make a private video public or clear its description).
 */
export const videoInfoPatchSchema = z
  .object({
    title: videoInfoSchema.shape.title,
    description: z.string().trim().max(VIDEO_DESCRIPTION_MAX),
    channelId: z.uuid().nullable(),
    visibility: z.enum(VIDEO_VISIBILITIES),
    monetized: z.boolean(),
    /** Chapters set by hand (domain/chapters.ts); null returns to the description's. */
    chapters: handChaptersSchema,
    /** The language spoken in it (automatic captions use it; never guessed from the sound). */
    language: z.enum(LOCALES),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'nothing_to_update' });
export type VideoInfoPatch = z.infer<typeof videoInfoPatchSchema>;

export const heartbeatSchema = z.object({
  positionS: z
    .number()
    .min(0)
    .max(24 * 3600),
  playing: z.boolean().default(true),
  /** The playback grant of the player's master URL: only a playback the server started counts. */
  playbackToken: z.string().min(1).max(400),
});

/** Dashboard table query. */
export const ownVideosQuerySchema = z.object({
  sort: z.enum(VIDEO_SORTS).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

import { z } from 'zod';
import { rankedCursorSchema } from '../ranked-cursor';
import { VIDEO_STATUSES, VIDEO_VISIBILITIES } from '../videos.rules';

/** The admin videos table's orders: newest, oldest, most viewed. */
export const ADMIN_VIDEO_SORTS = ['newest', 'oldest', 'views'] as const;
export type AdminVideoSort = (typeof ADMIN_VIDEO_SORTS)[number];

const flag = z.enum(['true', 'false'], { error: 'validation_failed' }).transform((v) => v === 'true');

/** GET /api/admin/videos: filters (combined), search, order and the page's cursor. */
export const adminVideosQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: 'validation_failed' })
    .refine((s) => !s.includes('\u0000'), { error: 'invalid_characters' })
    .optional()
    .transform((s) => s || undefined),
  status: z.enum(VIDEO_STATUSES, { error: 'validation_failed' }).optional(),
  visibility: z.enum(VIDEO_VISIBILITIES, { error: 'validation_failed' }).optional(),
  monetized: flag.optional(),
  sort: z.enum(ADMIN_VIDEO_SORTS, { error: 'validation_failed' }).default('newest'),
  cursor: rankedCursorSchema,
});
export type AdminVideosQuery = z.infer<typeof adminVideosQuerySchema>;

export const adminVideoRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(VIDEO_STATUSES),
  visibility: z.enum(VIDEO_VISIBILITIES),
  monetized: z.boolean(),
  owner: z.object({ id: z.string(), username: z.string().nullable(), email: z.string() }),
  channel: z.object({ id: z.string(), name: z.string() }).nullable(),
  views: z.number(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Whether the watch page opens for this admin (the videos policy: admins see every video since issue 27). */
  watchable: z.boolean(),
});
export type AdminVideoRow = z.infer<typeof adminVideoRowSchema>;

export const adminVideosPageSchema = z.object({
  items: z.array(adminVideoRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminVideosPage = z.infer<typeof adminVideosPageSchema>;

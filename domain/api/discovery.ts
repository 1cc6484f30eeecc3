import { z } from 'zod';
import { HOME_THEMES } from '../discovery';
import { videoCardSchema, videoPageSchema } from './videos';

/** GET /api/home: the same for every viewer (what is personal comes from /api/me/continue-watching). */
export const homeSchema = z.object({
  /** The video the hero features: the most trending one, else the newest. */
  hero: videoCardSchema.extend({ description: z.string() }).nullable(),
  trending: z.array(videoCardSchema),
  /** Only themes that have videos, in the home order. */
  themes: z.array(z.object({ theme: z.enum(HOME_THEMES), items: z.array(videoCardSchema) })),
  /** First page of the newest videos; next pages from GET /api/videos?cursor=. */
  latest: videoPageSchema,
  /** Nothing to show yet, and the demo catalogue is being made (the page says so and looks again soon). */
  demoPreparing: z.boolean(),
});
export type Home = z.infer<typeof homeSchema>;

/** GET /api/me/continue-watching: the member's unfinished videos, most recently watched first. */
export const continueWatchingSchema = z.object({
  items: z.array(z.object({ video: videoCardSchema, positionS: z.number(), watchedAt: z.string() })),
});
export type ContinueWatching = z.infer<typeof continueWatchingSchema>;

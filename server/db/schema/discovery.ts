import { index, pgTable, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { videos } from './videos';

/**
 * Trending scores, recomputed by a periodic job from the validated views of the last days (decayed
 * by age), so the home page never scans views at request time.
 */
export const videoTrending = pgTable(
  'video_trending',
  {
    videoId: uuid('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_trending_score_idx').on(t.score, t.videoId)],
);

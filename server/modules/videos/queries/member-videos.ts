import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';

/**
 * "The member is a creator" as SQL on another query's user id (the admins' members filter): they
 * own a video in one of their channels (a deleted channel leaves its videos without one). Uses
 * videos_owner_created_idx.
 */
export const isCreatorSql = (userId: SQL): SQL =>
  sql`exists (select 1 from videos cv where cv.owner_id = ${userId} and cv.channel_id is not null)`;

/** How many videos the member has and their latest ones, whatever their state (the admins' member page). */
export async function memberVideosSummary(db: Database, userId: string, limit: number) {
  const [total, latest] = await Promise.all([
    db.select({ n: count() }).from(videos).where(eq(videos.ownerId, userId)),
    db
      .select({ id: videos.id, title: videos.title, status: videos.status, createdAt: videos.createdAt })
      .from(videos)
      .where(eq(videos.ownerId, userId))
      .orderBy(desc(videos.createdAt))
      .limit(limit),
  ]);
  return { total: total[0]?.n ?? 0, latest };
}

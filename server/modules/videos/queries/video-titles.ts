import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';

/** Titles of videos by id, for an owner's own lists elsewhere (earnings per video); deleted ones are absent. */
export async function videoTitles(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(inArray(videos.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

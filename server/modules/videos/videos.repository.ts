import { and, asc, count, desc, eq, getTableColumns, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VideoSort } from '../../../domain/videos';
import type { Database } from '../../db/client';
import { channels, user, videos } from '../../db/schema';
import { type PublicProfileRow, publicProfileColumns } from '../accounts/accounts.public';
import { isListed } from './listed';

/**
 * A video as the app reads it: every column but the search ones (kept by database triggers, read
 * only by the search module), which would add kilobytes of lexemes to every card.
 */
const { searchDocument: _document, searchText: _text, ...videoColumns } = getTableColumns(videos);
export type VideoRow = Omit<typeof videos.$inferSelect, 'searchDocument' | 'searchText'>;

const channelColumns = { id: channels.id, name: channels.name, imageUrl: channels.imageUrl };

export interface VideoWithRefs {
  video: VideoRow;
  owner: PublicProfileRow;
  channel: { id: string; name: string; imageUrl: string | null } | null;
}

/**
 * Video rows with their owner and channel, as cards need them, plus any `extra` columns of tables
 * the caller joins (add joins, where, order and limit).
 */
export function selectVideoCards<Extra extends Record<string, SQL | AnyPgColumn> = Record<never, never>>(
  db: Database,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ video: videoColumns, owner: publicProfileColumns, channel: channelColumns, ...extra })
    .from(videos)
    .innerJoin(user, eq(user.id, videos.ownerId))
    .leftJoin(channels, eq(channels.id, videos.channelId));
}

function selectWithRefs(db: Database) {
  return db
    .select({ video: videoColumns, owner: publicProfileColumns, channel: channelColumns })
    .from(videos)
    .innerJoin(user, eq(user.id, videos.ownerId))
    .leftJoin(channels, eq(channels.id, videos.channelId));
}

export async function findVideo(db: Database, id: string): Promise<VideoRow | null> {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function loadVideo(db: Database, id: string): Promise<VideoWithRefs | null> {
  const [row] = await selectWithRefs(db).where(eq(videos.id, id));
  return row ?? null;
}

/** Listed videos newest first, by keyset (publishedAt, id) so page 1000 costs what page 1 does. */
export async function listPublicVideos(
  db: Database,
  opts: { limit: number; before?: { publishedAt: Date; id: string }; channelId?: string; excludeId?: string },
): Promise<VideoWithRefs[]> {
  const conditions: (SQL | undefined)[] = [isListed];
  if (opts.channelId) conditions.push(eq(videos.channelId, opts.channelId));
  if (opts.excludeId) conditions.push(sql`${videos.id} <> ${opts.excludeId}`);
  if (opts.before) {
    conditions.push(
      or(
        lt(videos.publishedAt, opts.before.publishedAt),
        and(eq(videos.publishedAt, opts.before.publishedAt), lt(videos.id, opts.before.id)),
      ),
    );
  }
  return selectWithRefs(db)
    .where(and(...conditions))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(opts.limit);
}

/** Every video of a channel, for its owner (any status or visibility). */
export async function listChannelVideosForOwner(db: Database, channelId: string): Promise<VideoWithRefs[]> {
  return selectWithRefs(db).where(eq(videos.channelId, channelId)).orderBy(desc(videos.createdAt)).limit(500);
}

const SORT_COLUMNS = {
  created: videos.createdAt,
  title: videos.title,
  views: videos.viewCount,
  status: videos.status,
  visibility: videos.visibility,
} as const;

export async function listOwnVideos(
  db: Database,
  ownerId: string,
  q: { sort: VideoSort; order: 'asc' | 'desc'; page: number; pageSize: number },
): Promise<{ items: VideoWithRefs[]; total: number }> {
  const direction = q.order === 'asc' ? asc : desc;
  const [items, [totals]] = await Promise.all([
    selectWithRefs(db)
      .where(eq(videos.ownerId, ownerId))
      .orderBy(direction(SORT_COLUMNS[q.sort]), desc(videos.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(videos).where(eq(videos.ownerId, ownerId)),
  ]);
  return { items, total: Number(totals?.n ?? 0) };
}

export async function creatorStats(db: Database, ownerId: string) {
  const [[v], [c]] = await Promise.all([
    db
      .select({ videos: count(), views: sum(videos.viewCount), likes: sum(videos.likeCount) })
      .from(videos)
      .where(eq(videos.ownerId, ownerId)),
    db
      .select({ subscribers: sum(channels.subscriberCount) })
      .from(channels)
      .where(eq(channels.ownerId, ownerId)),
  ]);
  return {
    videos: Number(v?.videos ?? 0),
    views: Number(v?.views ?? 0),
    likes: Number(v?.likes ?? 0),
    subscribers: Number(c?.subscribers ?? 0),
  };
}

// Writes. `db` may be a transaction (withTransaction's `tx`), so a command's writes and its jobs commit together.

/** Column values, or SQL computed by the database (e.g. `access_version + 1`). */
export type VideoChanges = {
  [K in keyof typeof videos.$inferInsert]?: (typeof videos.$inferInsert)[K] | SQL;
};

export async function insertVideoRow(db: Database, values: typeof videos.$inferInsert): Promise<void> {
  await db.insert(videos).values(values);
}

/** Changes the owner's video; null when it is not (or no longer) theirs. */
export async function updateOwnedVideo(
  db: Database,
  id: string,
  ownerId: string,
  values: VideoChanges,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set(values)
    .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId)))
    .returning(videoColumns);
  return row ?? null;
}

/** Deletes the owner's video, returning what it was (its files are removed by a job). */
export async function deleteOwnedVideo(db: Database, id: string, ownerId: string): Promise<VideoRow | null> {
  const [row] = await db
    .delete(videos)
    .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId)))
    .returning(videoColumns);
  return row ?? null;
}

/** Changes a video whatever its state; false when it no longer exists. */
export async function updateVideoRow(db: Database, id: string, values: VideoChanges): Promise<boolean> {
  const rows = await db.update(videos).set(values).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

/** Moves a failed video back to processing; false unless this call is the one that did. */
export async function restartFailedVideo(db: Database, id: string, values: VideoChanges): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ ...values, status: 'processing' })
    .where(and(eq(videos.id, id), eq(videos.status, 'failed')))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Changes the video only while `condition` holds (e.g. a processing run still holds its lease). */
export async function updateVideoIf(
  db: Database,
  condition: SQL | undefined,
  values: VideoChanges,
): Promise<VideoRow | null> {
  const [row] = await db.update(videos).set(values).where(condition).returning(videoColumns);
  return row ?? null;
}

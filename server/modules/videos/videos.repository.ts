import { and, asc, count, desc, eq, isNotNull, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import type { VideoSort } from '../../../domain/videos';
import type { Database } from '../../db/client';
import { channels, user, videoLikes, videos, watchSessions } from '../../db/schema';
import { type PublicProfileRow, publicProfileColumns } from '../accounts/accounts.public';

export type VideoRow = typeof videos.$inferSelect;

const channelColumns = { id: channels.id, name: channels.name, imageUrl: channels.imageUrl };

export interface VideoWithRefs {
  video: VideoRow;
  owner: PublicProfileRow;
  channel: { id: string; name: string; imageUrl: string | null } | null;
}

function selectWithRefs(db: Database) {
  return db
    .select({ video: videos, owner: publicProfileColumns, channel: channelColumns })
    .from(videos)
    .innerJoin(user, eq(user.id, videos.ownerId))
    .leftJoin(channels, eq(channels.id, videos.channelId));
}

export async function findVideo(db: Database, id: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function loadVideo(db: Database, id: string): Promise<VideoWithRefs | null> {
  const [row] = await selectWithRefs(db).where(eq(videos.id, id));
  return row ?? null;
}

/** Public, watchable videos newest first, by keyset (publishedAt, id) so page 1000 costs what page 1 does. */
export async function listPublicVideos(
  db: Database,
  opts: { limit: number; before?: { publishedAt: Date; id: string }; channelId?: string; excludeId?: string },
): Promise<VideoWithRefs[]> {
  const conditions: (SQL | undefined)[] = [eq(videos.visibility, 'public'), isNotNull(videos.publishedAt)];
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

export async function hasLiked(db: Database, videoId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ v: videoLikes.videoId })
    .from(videoLikes)
    .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId)));
  return Boolean(row);
}

export async function lastPosition(db: Database, videoId: string, viewerKey: string): Promise<number> {
  const [row] = await db
    .select({ positionS: watchSessions.positionS })
    .from(watchSessions)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)));
  return row?.positionS ?? 0;
}

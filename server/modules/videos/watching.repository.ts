import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileProgress, videoLikes, videos, videoViews, watchSessions } from '../../db/schema';

/**
 * Watching a video: likes, watch sessions (position, watch time, the playback that counts) and
 * validated views. `db` may be a transaction.
 */
export type WatchSessionRow = typeof watchSessions.$inferSelect;

/** Adds or removes a like; returns the new count, or null when nothing changed (liking twice). */
export async function toggleLike(
  db: Database,
  videoId: string,
  userId: string,
  liked: boolean,
): Promise<number | null> {
  const changed = liked
    ? await db.insert(videoLikes).values({ videoId, userId }).onConflictDoNothing().returning()
    : await db
        .delete(videoLikes)
        .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId)))
        .returning();
  if (changed.length === 0) return null;
  const [row] = await db
    .update(videos)
    .set({ likeCount: sql`greatest(0, ${videos.likeCount} + ${liked ? 1 : -1})` })
    .where(eq(videos.id, videoId))
    .returning({ likeCount: videos.likeCount });
  return row?.likeCount ?? 0;
}

/**
 * Records the playback a viewer started (a new one replaces the previous one; watch time carries
 * over) and returns the session as it now is. The version moves on, so progress another node
 * buffered for the previous playback is never written over it.
 */
export async function startWatchSession(
  db: Database,
  session: { videoId: string; viewerKey: string; userId: string | null; playbackId: string },
): Promise<WatchSessionRow> {
  const [row] = await db
    .insert(watchSessions)
    .values(session)
    .onConflictDoUpdate({
      target: [watchSessions.videoId, watchSessions.viewerKey],
      set: { playbackId: session.playbackId, lastBeatAt: null, version: sql`${watchSessions.version} + 1` },
    })
    .returning();
  return row!;
}

const watchSessionOf = (db: Database, videoId: string, viewerKey: string) =>
  db
    .select()
    .from(watchSessions)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)));

export async function findWatchSession(
  db: Database,
  videoId: string,
  viewerKey: string,
): Promise<WatchSessionRow | null> {
  const [row] = await watchSessionOf(db, videoId, viewerKey);
  return row ?? null;
}

/** The viewer's session, locked until the transaction ends (beats of one viewer queue up). */
export async function lockWatchSession(
  db: Database,
  videoId: string,
  viewerKey: string,
): Promise<WatchSessionRow | null> {
  const [row] = await watchSessionOf(db, videoId, viewerKey).for('update');
  return row ?? null;
}

export async function saveWatchSession(
  db: Database,
  videoId: string,
  viewerKey: string,
  values: Partial<typeof watchSessions.$inferInsert>,
): Promise<WatchSessionRow> {
  const [row] = await db
    .update(watchSessions)
    .set(values)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)))
    .returning();
  return row!;
}

/** A session's state as a node's buffer computed it from the row at `version` and its own beats. */
export interface BufferedSession {
  videoId: string;
  viewerKey: string;
  version: number;
  positionS: number;
  watchedMs: number;
  lastBeatAt: Date | null;
  /** A playing beat came: the session is shown again in "continue watching". */
  played: boolean;
  updatedAt: Date;
}

/**
 * Writes buffered sessions in one statement, each only if its row is still at the version the
 * buffer computed it from (optimistic concurrency: after another node's write or a new playback,
 * nothing is written for it, rather than time counted twice). Returns the sessions written, now
 * at version + 1.
 */
export async function saveBufferedSessions(
  db: Database,
  sessions: BufferedSession[],
): Promise<{ videoId: string; viewerKey: string }[]> {
  if (sessions.length === 0) return [];
  const result = await db.execute(sql`
    update watch_sessions ws set
      position_s = v."positionS", watched_ms = v."watchedMs", last_beat_at = v."lastBeatAt",
      hidden_at = case when v.played and ws.hidden_at <= v."updatedAt" then null else ws.hidden_at end,
      updated_at = v."updatedAt", version = ws.version + 1
    from json_to_recordset(${JSON.stringify(sessions)}::json) as v(
      "videoId" uuid, "viewerKey" text, version integer, "positionS" real, "watchedMs" integer,
      "lastBeatAt" timestamptz, played boolean, "updatedAt" timestamptz)
    where ws.video_id = v."videoId" and ws.viewer_key = v."viewerKey" and ws.version = v.version
    returning ws.video_id as "videoId", ws.viewer_key as "viewerKey"`);
  return (result as unknown as { rows: { videoId: string; viewerKey: string }[] }).rows;
}

/** Where a member's viewer profile stopped in a video, as its latest heartbeat said. */
export interface BufferedProgress {
  profileId: string;
  videoId: string;
  positionS: number;
  updatedAt: Date;
}

/**
 * Upserts where profiles stopped (continue watching, history, resume), in one statement. `played`:
 * the beats were playing, which brings a video the profile removed from "continue watching" back —
 * unless it was removed after that beat. Progress of a profile or video deleted meanwhile is skipped.
 */
export async function saveProfileProgress(
  db: Database,
  progress: BufferedProgress[],
  played: boolean,
): Promise<void> {
  if (progress.length === 0) return;
  const hidden = played
    ? sql`case when profile_progress.hidden_at <= excluded.updated_at then null else profile_progress.hidden_at end`
    : sql`profile_progress.hidden_at`;
  await db.execute(sql`
    insert into profile_progress (profile_id, video_id, position_s, updated_at)
    select v."profileId", v."videoId", v."positionS", v."updatedAt"
    from json_to_recordset(${JSON.stringify(progress)}::json)
      as v("profileId" uuid, "videoId" uuid, "positionS" real, "updatedAt" timestamptz)
    where exists (select 1 from viewer_profiles p where p.id = v."profileId")
      and exists (select 1 from videos where videos.id = v."videoId")
    on conflict (profile_id, video_id) do update set
      position_s = excluded.position_s, updated_at = excluded.updated_at, hidden_at = ${hidden}`);
}

/** Appends a validated view and counts it on the video; returns the view and the new count. */
export async function addValidatedView(
  db: Database,
  view: typeof videoViews.$inferInsert,
): Promise<{ viewCount: number }> {
  await db.insert(videoViews).values(view);
  const [video] = await db
    .update(videos)
    .set({ viewCount: sql`${videos.viewCount} + 1` })
    .where(eq(videos.id, view.videoId))
    .returning({ viewCount: videos.viewCount });
  return { viewCount: video?.viewCount ?? 0 };
}

/**
 * Visitor views of a video from one IP since `since`, serialised per (video, IP) until the
 * transaction ends, so parallel beats cannot all see room for one more.
 */
export async function countVisitorViewsLocked(
  db: Database,
  videoId: string,
  ipHash: string,
  since: Date,
): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${videoId}|${ipHash}`}, 0))`);
  const [row] = await db
    .select({ n: count() })
    .from(videoViews)
    .where(
      and(
        eq(videoViews.videoId, videoId),
        eq(videoViews.viewerIpHash, ipHash),
        gt(videoViews.validatedAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Removes a video from the profile's "continue watching" (its progress and history stay). */
export async function hideFromContinueWatching(
  db: Database,
  profileId: string,
  videoId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(profileProgress)
    .set({ hiddenAt: now })
    .where(and(eq(profileProgress.profileId, profileId), eq(profileProgress.videoId, videoId)))
    .returning({ videoId: profileProgress.videoId });
  return rows.length > 0;
}

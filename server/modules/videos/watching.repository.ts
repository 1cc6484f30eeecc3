import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileProgress, videoLikes, videos, videoViews, watchSessions } from '../../db/schema';

/**
 * Watching a video: likes, watch sessions (position, watch time, the playback that counts) and
 * validated views. `db` may be a transaction.
 */
export type WatchSessionRow = typeof watchSessions.$inferSelect;
export type VideoViewRow = typeof videoViews.$inferSelect;

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

/** Records the playback a viewer started; a new one starts counting from zero. */
export async function startWatchSession(
  db: Database,
  session: { videoId: string; viewerKey: string; userId: string | null; playbackId: string },
): Promise<void> {
  await db
    .insert(watchSessions)
    .values(session)
    .onConflictDoUpdate({
      target: [watchSessions.videoId, watchSessions.viewerKey],
      set: { playbackId: session.playbackId, lastBeatAt: null },
    });
}

/** The viewer's session, locked until the transaction ends (beats of one viewer queue up). */
export async function lockWatchSession(
  db: Database,
  videoId: string,
  viewerKey: string,
): Promise<WatchSessionRow | null> {
  const [row] = await db
    .select()
    .from(watchSessions)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)))
    .for('update');
  return row ?? null;
}

export async function saveWatchSession(
  db: Database,
  videoId: string,
  viewerKey: string,
  values: Partial<typeof watchSessions.$inferInsert>,
): Promise<void> {
  await db
    .update(watchSessions)
    .set(values)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)));
}

/**
 * Where the member's current profile stopped (its continue watching, history and resume). Playing
 * again brings a video the profile removed back into "continue watching".
 */
export async function saveProfileProgress(
  db: Database,
  profileId: string,
  videoId: string,
  beat: { positionS: number; playing: boolean; now: Date },
): Promise<void> {
  const shown = beat.playing ? { hiddenAt: null } : {};
  await db
    .insert(profileProgress)
    .values({ profileId, videoId, positionS: beat.positionS, updatedAt: beat.now })
    .onConflictDoUpdate({
      target: [profileProgress.profileId, profileProgress.videoId],
      set: { positionS: beat.positionS, updatedAt: beat.now, ...shown },
    });
}

/** Appends a validated view and counts it on the video; returns the view and the new count. */
export async function addValidatedView(
  db: Database,
  view: typeof videoViews.$inferInsert,
): Promise<{ view: VideoViewRow; viewCount: number }> {
  const [row] = await db.insert(videoViews).values(view).returning();
  const [video] = await db
    .update(videos)
    .set({ viewCount: sql`${videos.viewCount} + 1` })
    .where(eq(videos.id, view.videoId))
    .returning({ viewCount: videos.viewCount });
  return { view: row!, viewCount: video?.viewCount ?? 0 };
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

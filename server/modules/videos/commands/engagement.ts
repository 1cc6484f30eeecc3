import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { creditedWatchMs, VIEW_RULES, viewThresholdS } from '../../../../domain/videos';
import type { AppContext } from '../../../context';
import { videoLikes, videos, videoViews, watchSessions } from '../../../db/schema';
import { ForbiddenError } from '../../../errors';
import type { Actor } from '../../../plugins/auth';
import { videoTopic } from '../../../realtime/hub';
import { isPremium } from '../../billing/premium';
import { videoNotFound, viewerAccess } from '../videos.policy';
import { findVideo } from '../videos.repository';

/** Likes or unlikes (idempotent: liking twice counts once). Returns the new count. */
export async function setLike(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  liked: boolean,
): Promise<number> {
  const video = await findVideo(ctx.db.db, videoId);
  if (!video) throw videoNotFound();
  viewerAccess(actor, video, await isPremium(ctx.db.db, actor.userId));
  return ctx.db.db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(videoLikes)
          .values({ videoId, userId: actor.userId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(videoLikes)
          .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, actor.userId)))
          .returning();
    // Liking twice (or unliking what was not liked) writes nothing.
    if (changed.length === 0) return video.likeCount;
    const delta = liked ? 1 : -1;
    const [row] = await tx
      .update(videos)
      .set({ likeCount: sql`greatest(0, ${videos.likeCount} + ${delta})` })
      .where(eq(videos.id, videoId))
      .returning({ likeCount: videos.likeCount });
    return row?.likeCount ?? 0;
  });
}

export interface Viewer {
  actor: Actor | null;
  /** Random id kept in a cookie for visitors. */
  anonId: string;
  ip: string;
}

/** Account id for members; for visitors a hash of their cookie id and IP (no raw IP is stored). */
export function viewerKeyOf(viewer: Viewer): string {
  if (viewer.actor) return `u:${viewer.actor.userId}`;
  return `a:${createHash('sha256').update(`${viewer.anonId}|${viewer.ip}`).digest('base64url').slice(0, 32)}`;
}

/**
 * One player heartbeat: remembers the position (continue watching, resume) and adds the real time
 * since the previous beat. Once the viewer has watched 30 s (or all of a shorter video) a view is
 * validated — at most once per viewer per video per 24 h — and the public counter goes up.
 */
export async function recordHeartbeat(
  ctx: AppContext,
  viewer: Viewer,
  videoId: string,
  beat: { positionS: number; playing: boolean },
  now = new Date(),
): Promise<{ validated: boolean; viewCount: number }> {
  const video = await findVideo(ctx.db.db, videoId);
  const premium = await isPremium(ctx.db.db, viewer.actor?.userId ?? null);
  if (!video) throw videoNotFound();
  if (viewerAccess(viewer.actor, video, premium) !== 'watch')
    throw new ForbiddenError('This video needs Premium.', 'premium_required');
  const v = video;
  const viewerKey = viewerKeyOf(viewer);
  const positionS = Math.min(beat.positionS, v.durationS);

  const result = await ctx.db.db.transaction(async (tx) => {
    await tx
      .insert(watchSessions)
      .values({ videoId, viewerKey, userId: viewer.actor?.userId ?? null })
      .onConflictDoNothing();
    const [session] = await tx
      .select()
      .from(watchSessions)
      .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)))
      .for('update');
    const credited = beat.playing ? creditedWatchMs(session!.lastBeatAt, now) : 0;
    let watchedMs = session!.watchedMs + credited;
    const lastValidated = session!.lastValidatedAt;
    const windowOpen =
      !lastValidated || now.getTime() - lastValidated.getTime() >= VIEW_RULES.dedupWindowHours * 3600_000;
    const validated = windowOpen && watchedMs >= viewThresholdS(v.durationS) * 1000;
    // Time watched inside the 24 h window after a view counts toward nothing, not even the next view.
    if (validated || !windowOpen) watchedMs = 0;

    await tx
      .update(watchSessions)
      .set({
        positionS,
        watchedMs,
        lastBeatAt: beat.playing ? now : null,
        lastValidatedAt: validated ? now : lastValidated,
        updatedAt: now,
      })
      .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.viewerKey, viewerKey)));
    if (!validated) return { validated: false, viewCount: v.viewCount };

    await tx.insert(videoViews).values({
      videoId,
      ownerId: v.ownerId,
      viewerKey,
      viewerUserId: viewer.actor?.userId ?? null,
      viewerPremium: premium,
      videoPublic: v.visibility === 'public',
      videoMonetized: v.monetized,
      videoDurationS: v.durationS,
      validatedAt: now,
    });
    const [row] = await tx
      .update(videos)
      .set({ viewCount: sql`${videos.viewCount} + 1` })
      .where(eq(videos.id, videoId))
      .returning({ viewCount: videos.viewCount });
    return { validated: true, viewCount: row?.viewCount ?? v.viewCount + 1 };
  });
  // After the commit: everybody on the watch page sees the counter move.
  if (result.validated) {
    await ctx.realtime
      .publish(videoTopic(videoId), { type: 'video.views', videoId, viewCount: result.viewCount })
      .catch(() => {});
  }
  return result;
}

import { createHash, createHmac } from 'node:crypto';
import { creditedWatchMs, VIEW_RULES, viewThresholdS } from '../../../../domain/videos';
import { epochS } from '../../../clock';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/with-transaction';
import { NotFoundError } from '../../../errors';
import type { Actor } from '../../../plugins/auth';
import { videoTopic } from '../../../realtime/hub';
import { type PlaybackGrant, verifyPlayback } from '../playback-token';
import { viewValidated } from '../videos.events';
import { authorize, isOwner } from '../videos.policy';
import { findVideo } from '../videos.repository';
import {
  addValidatedView,
  countVisitorViewsLocked,
  lockWatchSession,
  saveProfileProgress,
  saveWatchSession,
  startWatchSession,
  toggleLike,
} from '../watching.repository';

/** Likes or unlikes (idempotent: liking twice counts once). Returns the new count. */
export async function setLike(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  liked: boolean,
): Promise<number> {
  const video = await findVideo(ctx.db.db, videoId);
  authorize(actor, 'like', video);
  // Liking twice (or unliking what was not liked) writes nothing.
  const count = await withTransaction(ctx, ({ tx }) => toggleLike(tx, videoId, actor.userId, liked));
  return count ?? video.likeCount;
}

export interface Viewer {
  actor: Actor | null;
  /** Random id kept in a cookie for visitors. */
  anonId: string;
  ip: string;
  /** A member's current viewer profile: continue watching, history and resume are kept per profile. */
  profileId?: string | null;
}

/**
 * Account id for members; for visitors a hash of their cookie id (no raw id is stored). The IP is
 * not part of it, so a phone changing networks keeps its progress; visitors' views are capped per
 * IP separately.
 */
export function viewerKeyOf(viewer: Viewer): string {
  if (viewer.actor) return `u:${viewer.actor.userId}`;
  return `a:${createHash('sha256').update(`anon|${viewer.anonId}`).digest('base64url').slice(0, 32)}`;
}

/** A keyed hash of an IP: views can be capped per IP without storing addresses. */
const ipHashOf = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`ip|${ip}`).digest('base64url').slice(0, 32);

/**
 * The player fetched the master playlist of a grant: its playback is started, and only its
 * heartbeats count toward a view from now on (a later playback of the same viewer replaces it).
 */
export async function startPlayback(ctx: AppContext, grant: PlaybackGrant): Promise<void> {
  const userId = grant.viewerKey.startsWith('u:') ? grant.viewerKey.slice(2) : null;
  await startWatchSession(ctx.db.db, {
    videoId: grant.videoId,
    viewerKey: grant.viewerKey,
    userId,
    playbackId: grant.playbackId,
  });
}

/**
 * One player heartbeat: remembers the position (continue watching, resume) and adds the real time
 * since the previous beat. Once the viewer has watched 30 s (or all of a shorter video) a view is
 * validated — at most once per viewer per video per 24 h, at most 3 visitor views per IP per video
 * per 24 h, never for the owner — and the public counter goes up. Only the heartbeats of a
 * playback the server started (its grant, master playlist fetched) count.
 */
export async function recordHeartbeat(
  ctx: AppContext,
  viewer: Viewer,
  videoId: string,
  beat: { positionS: number; playing: boolean; playbackToken: string },
): Promise<{ validated: boolean; viewCount: number }> {
  const now = ctx.clock.now();
  const video = await findVideo(ctx.db.db, videoId);
  authorize(viewer.actor, 'play', video);
  const premium = viewer.actor?.plan === 'premium';
  const viewerKey = viewerKeyOf(viewer);
  const grant = verifyPlayback(ctx.config.authSecret, videoId, beat.playbackToken, epochS(ctx.clock));
  if (!grant || grant.viewerKey !== viewerKey)
    throw new NotFoundError('This playback link is invalid or has expired.', 'playback_expired');
  if (grant.accessVersion !== video.accessVersion)
    throw new NotFoundError('Access to this video has changed.', 'playback_revoked');
  const v = video;
  const countsViews = !isOwner(viewer.actor, v);
  const ipHash = viewer.actor ? null : ipHashOf(ctx.config.authSecret, viewer.ip);
  const positionS = Math.min(beat.positionS, v.durationS);

  const result = await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const session = await lockWatchSession(tx, videoId, viewerKey);
    // A script that never fetched the video, or an older tab's playback: nothing is recorded.
    if (!session || session.playbackId !== grant.playbackId)
      return { validated: false, viewCount: v.viewCount };
    const credited = beat.playing ? creditedWatchMs(session.lastBeatAt, now) : 0;
    let watchedMs = session.watchedMs + credited;
    const lastValidated = session.lastValidatedAt;
    const windowOpen =
      !lastValidated || now.getTime() - lastValidated.getTime() >= VIEW_RULES.dedupWindowHours * 3600_000;
    const reached = countsViews && windowOpen && watchedMs >= viewThresholdS(v.durationS) * 1000;
    const validated = reached && (ipHash === null || (await visitorIpHasRoom(tx, videoId, ipHash, now)));
    // Time watched inside the 24 h window after a view counts toward nothing, not even the next view;
    // a threshold reached without a view (owner, IP cap) starts over too.
    if (reached || !windowOpen) watchedMs = 0;

    await saveWatchSession(tx, videoId, viewerKey, {
      positionS,
      watchedMs,
      lastBeatAt: beat.playing ? now : null,
      lastValidatedAt: validated ? now : lastValidated,
      // Playing again brings a video the viewer removed back into "continue watching".
      ...(beat.playing ? { hiddenAt: null } : {}),
      updatedAt: now,
    });
    if (viewer.actor && viewer.profileId)
      await saveProfileProgress(tx, viewer.profileId, videoId, { positionS, playing: beat.playing, now });
    if (!validated) return { validated: false, viewCount: v.viewCount };

    const { view, viewCount } = await addValidatedView(tx, {
      videoId,
      ownerId: v.ownerId,
      viewerKey,
      viewerUserId: viewer.actor?.userId ?? null,
      viewerPremium: premium,
      videoPublic: v.visibility === 'public',
      videoMonetized: v.monetized,
      videoDurationS: v.durationS,
      viewerIpHash: ipHash,
      validatedAt: now,
    });
    // The earnings module will react to this moment (DESIGN §4: paid views).
    await enqueue(
      viewValidated,
      {
        viewId: view.id,
        videoId,
        ownerId: v.ownerId,
        viewerUserId: view.viewerUserId,
        viewerPremium: view.viewerPremium,
        videoPublic: view.videoPublic,
        videoMonetized: view.videoMonetized,
        videoDurationS: view.videoDurationS,
        validatedAt: now.toISOString(),
      },
      { dedupKey: view.id },
    );
    // After the commit: everybody on the watch page sees the counter move.
    afterCommit(() => ctx.realtime.publish(videoTopic(videoId), { type: 'video.views', videoId, viewCount }));
    return { validated: true, viewCount };
  });
  return result;
}

/**
 * Whether visitors behind this IP may still validate a view of the video (fewer than
 * maxVisitorViewsPerIp in 24 h). Serialised per (video, IP) so parallel beats cannot all pass.
 */
async function visitorIpHasRoom(tx: Database, videoId: string, ipHash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_RULES.dedupWindowHours * 3600_000);
  return (await countVisitorViewsLocked(tx, videoId, ipHash, since)) < VIEW_RULES.maxVisitorViewsPerIp;
}

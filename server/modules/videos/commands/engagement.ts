import { createHmac } from 'node:crypto';
import { isSanctioned } from '../../../../domain/standing';
import { isDemonetised, VIEW_RULES, viewThresholdS } from '../../../../domain/videos';
import { advanceWatch, type Beat, type ViewRule } from '../../../../domain/watching';
import { epochS } from '../../../clock';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/with-transaction';
import { NotFoundError } from '../../../errors';
import { videoTopic } from '../../../realtime/hub';
import type { Actor } from '../../../standing/actor';
import { type PlaybackGrant, verifyPlayback } from '../playback-token';
import type { VideoCache } from '../video-cache';
import { authorize, countsAsView } from '../videos.policy';
import { findVideo, type VideoRow } from '../videos.repository';
import { type Viewer, viewerKeyOf } from '../viewer';
import type { BufferedWatch, WatchDeps } from '../watch-buffer';
import {
  addValidatedView,
  countVisitorViewsLocked,
  lockWatchSession,
  saveWatchSession,
  startWatchSession,
  toggleLike,
} from '../watching.repository';
import { announceViewsAdded } from './announce-views';

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

/** A keyed hash of an IP: views can be capped per IP without storing addresses. */
const ipHashOf = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`ip|${ip}`).digest('base64url').slice(0, 32);

/**
 * The player fetched the master playlist of a grant: its playback is started, and only its
 * heartbeats count toward a view from now on (a later playback of the same viewer replaces it).
 * The session as written seeds this node's buffer, so the new viewer's beats read nothing.
 */
export async function startPlayback(ctx: WatchDeps, grant: PlaybackGrant): Promise<void> {
  const userId = grant.viewerKey.startsWith('u:') ? grant.viewerKey.slice(2) : null;
  // Watch time carries over to the new playback: what this node still buffers is written first.
  await ctx.watchBuffer.settle(grant.videoId, grant.viewerKey);
  const row = await startWatchSession(ctx.db.db, {
    videoId: grant.videoId,
    viewerKey: grant.viewerKey,
    userId,
    playbackId: grant.playbackId,
  });
  ctx.watchBuffer.remember(row);
}

/**
 * A beat whose grant was handed to another viewer: over HTTP the link is simply expired (the page
 * asks again); a realtime socket opened before its tab signed in or out sends the beat over HTTP.
 */
export class PlaybackOfAnotherViewerError extends NotFoundError {
  constructor() {
    super('This playback link is invalid or has expired.', 'playback_expired');
  }
}

/**
 * One player heartbeat: remembers the position (continue watching, resume) and adds the real time
 * since the previous beat. Once the viewer has watched 30 s (or all of a shorter video) a view is
 * validated — at most once per viewer per video per 24 h, at most 3 visitor views per IP per video
 * per 24 h, never for the owner — and the public counter goes up. Only the heartbeats of a
 * playback the server started (its grant, master playlist fetched) count.
 *
 * Beats are buffered in memory (watch-buffer.ts) and written within a second or so; the beat that
 * reaches the threshold validates in a transaction against the row before answering.
 *
 * With `cache` (the route passes the watch page's, video-cache.ts) a beat reads no row at all: an
 * access change drops the cached video at once on every node and bumps its access version, so the
 * grant check below holds as it does for segments; only the counter returned may lag seconds.
 */
export async function recordHeartbeat(
  ctx: WatchDeps,
  viewer: Viewer,
  videoId: string,
  beat: { positionS: number; playing: boolean; playbackToken: string },
  cache?: VideoCache,
): Promise<{ validated: boolean; viewCount: number }> {
  const now = ctx.clock.now();
  const video = cache
    ? ((await cache.video(videoId, viewer.actor?.userId ?? null, viewer.readSince))?.video ?? null)
    : await findVideo(ctx.db.db, videoId);
  authorize(viewer.actor, 'play', video);
  const viewerKey = viewerKeyOf(viewer);
  const grant = verifyPlayback(ctx.config.authSecret, videoId, beat.playbackToken, epochS(ctx.clock));
  if (!grant) throw new NotFoundError('This playback link is invalid or has expired.', 'playback_expired');
  if (grant.viewerKey !== viewerKey) throw new PlaybackOfAnotherViewerError();
  if (grant.accessVersion !== video.accessVersion)
    throw new NotFoundError('Access to this video has changed.', 'playback_revoked');
  const unchanged = { validated: false, viewCount: video.viewCount };
  const session = await ctx.watchBuffer.session(videoId, viewerKey, grant.playbackId);
  // A script that never fetched the video, or an older tab's playback: nothing is recorded.
  if (!session) return unchanged;

  const positionS = Math.min(beat.positionS, video.durationS);
  if (viewer.actor && viewer.profileId)
    ctx.watchBuffer.saveProgress(
      { profileId: viewer.profileId, videoId, positionS, updatedAt: now },
      beat.playing,
    );
  const rule = {
    countsViews: countsAsView(viewer.actor, video),
    thresholdMs: viewThresholdS(video.durationS) * 1000,
  };
  const played = { at: now, positionS, playing: beat.playing };
  const next = advanceWatch(session.state, played, rule);
  if (!next.reached) {
    ctx.watchBuffer.beat(session, played, next.state);
    return unchanged;
  }
  return validateView(ctx, { viewer, viewerKey, video, grant, session, beat: played, rule });
}

/**
 * The beat that reaches the threshold: in one transaction, with the session row locked, the view is
 * checked against the database (the playback, and the row version this node's state was computed
 * from), then written, counted and announced, before the beat is answered.
 */
async function validateView(
  ctx: WatchDeps,
  input: {
    viewer: Viewer;
    viewerKey: string;
    video: VideoRow;
    grant: PlaybackGrant;
    session: BufferedWatch;
    beat: Beat;
    rule: ViewRule;
  },
): Promise<{ validated: boolean; viewCount: number }> {
  const { viewer, viewerKey, video: v, session, beat, rule } = input;
  const videoId = v.id;
  const now = beat.at;
  const ipHash = viewer.actor ? null : ipHashOf(ctx.config.authSecret, viewer.ip);
  const result = await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const row = await lockWatchSession(tx, videoId, viewerKey);
    if (!row || row.playbackId !== input.grant.playbackId)
      return { validated: false, viewCount: v.viewCount, saved: null };
    // Another node wrote since this one's state was computed: the row is what counts.
    const next = advanceWatch(row.version === session.version ? session.state : row, beat, rule);
    const validated = next.reached && (ipHash === null || (await visitorIpHasRoom(tx, videoId, ipHash, now)));
    const saved = await saveWatchSession(tx, videoId, viewerKey, {
      positionS: next.state.positionS,
      // A threshold reached without a view (IP cap) starts over too.
      watchedMs: next.reached ? 0 : next.state.watchedMs,
      lastBeatAt: next.state.lastBeatAt,
      lastValidatedAt: validated ? now : row.lastValidatedAt,
      // Playing again brings a video the viewer removed back into "continue watching".
      ...(beat.playing ? { hiddenAt: null } : {}),
      updatedAt: now,
      version: row.version + 1,
    });
    if (!validated) return { validated: false, viewCount: v.viewCount, saved };

    const { viewCount } = await addValidatedView(tx, {
      videoId,
      ownerId: v.ownerId,
      viewerKey,
      viewerUserId: viewer.actor?.userId ?? null,
      viewerPremium: viewer.actor?.plan === 'premium',
      // The viewer's standing as it is now: earnings decide later on what was true at this moment.
      viewerSanctioned: isSanctioned(viewer.actor),
      videoPublic: v.visibility === 'public',
      videoMonetized: v.monetized,
      videoDemonetized: isDemonetised(v, now),
      videoDurationS: v.durationS,
      viewerIpHash: ipHash,
      validatedAt: now,
    });
    // The earnings module reads the view from here (DESIGN §4: paid views); it learns there are new ones.
    await announceViewsAdded(ctx.db, { enqueue, afterCommit });
    // After the commit: everybody on the watch page sees the counter move.
    afterCommit(() => ctx.realtime.publish(videoTopic(videoId), { type: 'video.views', videoId, viewCount }));
    return { validated: true, viewCount, saved };
  });
  // The node's state is now the row: its unwritten beats are in it.
  if (result.saved) ctx.watchBuffer.remember(result.saved);
  return { validated: result.validated, viewCount: result.viewCount };
}

/**
 * Whether visitors behind this IP may still validate a view of the video (fewer than
 * maxVisitorViewsPerIp in 24 h). Serialised per (video, IP) so parallel beats cannot all pass.
 */
async function visitorIpHasRoom(tx: Database, videoId: string, ipHash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_RULES.dedupWindowHours * 3600_000);
  return (await countVisitorViewsLocked(tx, videoId, ipHash, since)) < VIEW_RULES.maxVisitorViewsPerIp;
}

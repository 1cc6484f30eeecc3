import type { VideoDetail } from '../../../../domain/api/videos';
import { PLANS } from '../../../../domain/plans';
import { maxQualityFor } from '../../../../domain/videos';
import { epochS } from '../../../clock';
import type { AppContext } from '../../../context';
import { readAccessVersion } from '../../../standing/access-version';
import { playbackFor } from '../playback';
import type { VideoCache } from '../video-cache';
import { authorize, can, isComingSoon, isOwner, videoComingSoon, videoNotFound } from '../videos.policy';
import { presentVideoDetail } from '../videos.presenter';
import { loadVideo } from '../videos.repository';
import { type Viewer, viewerKeyOf } from '../viewer';
import { viewerState } from './viewer-state';

/**
 * The watch page's video for this viewer: a 404 for a private video that is not theirs, a locked
 * page for a monetized one without Premium, otherwise a signed playback URL capped to their plan.
 */
export async function showVideo(
  ctx: AppContext,
  viewer: Viewer,
  videoId: string,
  cache?: VideoCache,
): Promise<VideoDetail> {
  const refs = cache
    ? await cache.video(videoId, viewer.actor?.userId ?? null, viewer.readSince)
    : await loadVideo(ctx.db.db, videoId);
  if (!refs) throw videoNotFound();
  const { actor } = viewer;
  if (!can(actor, 'see', refs.video) && isComingSoon(refs.video)) throw videoComingSoon();
  authorize(actor, 'see', refs.video);
  const access = can(actor, 'play', refs.video) ? 'watch' : 'locked';
  const owner = isOwner(actor, refs.video);
  const maxHeight = maxQualityFor({ premium: actor?.plan === 'premium', isOwner: owner });
  const viewerKey = viewerKeyOf(viewer);
  // A grant that the member's standing alone allows (Premium's HD/4K, a monetized video) names
  // their access version, so it stops when the standing changes (Premium ends by expiry or refund,
  // a sanction, the account goes), links already handed out included.
  const reliesOnStanding =
    access === 'watch' &&
    actor !== null &&
    !owner &&
    actor.plan === 'premium' &&
    (refs.video.monetized || maxHeight > PLANS.free.maxQuality);
  // One query for what is this viewer's (liked, where they stopped); none for a visitor whose
  // browser keeps no cookie of ours: nothing of theirs is stored that a read could find.
  const watching = access === 'watch';
  const needsState =
    actor !== null || (watching && viewer.anonId !== '' && !viewer.anonId.startsWith('visit:'));
  const [state, standingVersion] = await Promise.all([
    needsState
      ? viewerState(ctx.db.db, videoId, {
          userId: actor?.userId ?? null,
          profileId: watching && actor ? (viewer.profileId ?? null) : null,
          viewerKey: watching && !(actor && viewer.profileId) ? viewerKey : null,
        })
      : { liked: false, positionS: 0 },
    reliesOnStanding ? readAccessVersion(ctx.db.db, actor.userId) : null,
  ]);
  const likedByMe = state.liked;
  const resumeAtS = state.positionS;
  return presentVideoDetail(refs, actor, {
    access,
    likedByMe,
    // Near the end means finished: start again from the beginning.
    resumeAtS: resumeAtS > refs.video.durationS - 10 ? 0 : Math.floor(resumeAtS),
    playback:
      access === 'watch'
        ? playbackFor(
            ctx.config.authSecret,
            refs.video,
            { viewerKey, maxHeight, standingVersion },
            epochS(ctx.clock),
          )
        : null,
  });
}

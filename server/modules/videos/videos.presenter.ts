import type { OwnVideo, VideoCard, VideoDetail, VideoModeration } from '../../../domain/api/videos';
import { chaptersOf } from '../../../domain/chapters';
import { isAdmin } from '../../../domain/standing';
import type { Actor } from '../../standing/actor';
import { presentAuthor } from '../accounts/accounts.public';
import { abilitiesFor, isOwner } from './videos.policy';
import type { VideoRow, VideoWithRefs } from './videos.repository';

export function presentVideoCard({ video, owner, channel }: VideoWithRefs): VideoCard {
  return {
    id: video.id,
    title: video.title,
    thumbnailUrl: video.thumbnailUrl,
    posterUrl: video.posterUrl,
    durationS: video.durationS,
    viewCount: video.viewCount,
    likeCount: video.likeCount,
    monetized: video.monetized,
    visibility: video.visibility,
    status: video.status,
    publishedAt: video.publishedAt?.toISOString() ?? null,
    createdAt: video.createdAt.toISOString(),
    channel: channel?.id ? channel : null,
    owner: presentAuthor(owner),
  };
}

export function presentVideoDetail(
  refs: VideoWithRefs,
  actor: Actor | null,
  extra: Pick<VideoDetail, 'access' | 'likedByMe' | 'resumeAtS' | 'playback'>,
): VideoDetail {
  const mine = isOwner(actor, refs.video);
  return {
    ...presentVideoCard(refs),
    description: refs.video.description,
    chapters: chaptersOf(refs.video),
    chaptersByHand: refs.video.chapters !== null,
    progress: refs.video.progress,
    failureReason: mine ? refs.video.failureReason : null,
    replacing: refs.video.pendingSource !== null,
    ...extra,
    abilities: abilitiesFor(actor, refs.video),
    // Never tell anyone else: a visitor learns nothing of a sanction (it would also say there was one).
    moderation: mine || isAdmin(actor) ? presentModeration(refs.video) : null,
  };
}

/** What moderation did to the video, for its owner and admins (docs/decisions/0028-video-sanctions.md). */
export function presentModeration(video: VideoRow): VideoModeration {
  return {
    removedDecisionId: video.removedAt ? video.removalDecisionId : null,
    demonetisation:
      video.demonetisedAt && video.demonetisationDecisionId
        ? { decisionId: video.demonetisationDecisionId, until: video.demonetisedUntil?.toISOString() ?? null }
        : null,
  };
}

export function presentOwnVideo(refs: VideoWithRefs): OwnVideo {
  return {
    ...presentVideoCard(refs),
    progress: refs.video.progress,
    failureReason: refs.video.failureReason,
    moderation: presentModeration(refs.video),
  };
}

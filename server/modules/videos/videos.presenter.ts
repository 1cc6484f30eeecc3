import type { OwnVideo, VideoCard, VideoDetail } from '../../../domain/api/videos';
import type { Actor } from '../../standing/actor';
import { presentAuthor } from '../accounts/accounts.public';
import { abilitiesFor, isOwner } from './videos.policy';
import type { VideoWithRefs } from './videos.repository';

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
    progress: refs.video.progress,
    failureReason: mine ? refs.video.failureReason : null,
    replacing: refs.video.pendingSource !== null,
    ...extra,
    abilities: abilitiesFor(actor, refs.video),
  };
}

export function presentOwnVideo(refs: VideoWithRefs): OwnVideo {
  return {
    ...presentVideoCard(refs),
    progress: refs.video.progress,
    failureReason: refs.video.failureReason,
  };
}

import { z } from 'zod';
import { VIDEO_STATUSES, VIDEO_VISIBILITIES } from '../../../domain/videos';
import type { Actor } from '../../plugins/auth';
import { authorSchema, presentAuthor } from '../accounts/accounts.presenter';
import { abilitiesFor, isOwner } from './videos.policy';
import type { VideoWithRefs } from './videos.repository';

const channelRefSchema = z
  .object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })
  .nullable();

/** A video in a grid or list. */
export const videoCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationS: z.number(),
  viewCount: z.number(),
  likeCount: z.number(),
  monetized: z.boolean(),
  visibility: z.enum(VIDEO_VISIBILITIES),
  status: z.enum(VIDEO_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  channel: channelRefSchema,
  owner: authorSchema,
});
export type VideoCardPayload = z.infer<typeof videoCardSchema>;

export function presentVideoCard({ video, owner, channel }: VideoWithRefs): VideoCardPayload {
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

/** The watch and edit pages: the card plus what this viewer may do and how to play it. */
export const videoDetailSchema = videoCardSchema.extend({
  description: z.string(),
  progress: z.number(),
  failureReason: z.string().nullable(),
  /** A replacement file is being processed while the current one keeps playing. */
  replacing: z.boolean(),
  access: z.enum(['watch', 'locked']),
  likedByMe: z.boolean(),
  resumeAtS: z.number(),
  playback: z
    .object({
      masterUrl: z.string(),
      /** The grant the player's heartbeats carry. */
      token: z.string(),
      qualities: z.array(z.number()),
      expiresAt: z.string(),
    })
    .nullable(),
  abilities: z.object({ play: z.boolean(), like: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export type VideoDetailPayload = z.infer<typeof videoDetailSchema>;

export function presentVideoDetail(
  refs: VideoWithRefs,
  actor: Actor | null,
  extra: Pick<VideoDetailPayload, 'access' | 'likedByMe' | 'resumeAtS' | 'playback'>,
): VideoDetailPayload {
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

export const ownVideoSchema = videoCardSchema.extend({
  progress: z.number(),
  failureReason: z.string().nullable(),
});

export function presentOwnVideo(refs: VideoWithRefs) {
  return {
    ...presentVideoCard(refs),
    progress: refs.video.progress,
    failureReason: refs.video.failureReason,
  };
}

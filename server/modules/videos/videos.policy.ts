import { type VideoAccess, videoAccess } from '../../../domain/videos';
import { NotFoundError } from '../../errors';
import type { Actor } from '../../plugins/auth';

export type VideoAction = 'edit' | 'delete';

export const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');

/** Only the owner edits or deletes a video; others learn nothing (404, as if it did not exist). */
export function authorizeVideo(
  actor: Actor | null,
  _action: VideoAction,
  video: { ownerId: string } | null,
): asserts video is { ownerId: string } {
  if (!video || !actor || video.ownerId !== actor.userId) throw videoNotFound();
}

/**
 * What a viewer may do with a video page: watch it, see it locked, or nothing (a private video is
 * a 404 for everyone but its owner). Premium comes from the billing module once it lands; until
 * then nobody but the owner gets Premium access (DESIGN §4).
 */
export function viewerAccess(
  actor: Actor | null,
  video: { ownerId: string; visibility: 'public' | 'private'; monetized: boolean; publishedAt: Date | null },
  premium: boolean,
): Exclude<VideoAccess, 'hidden'> {
  const access = videoAccess(video, { userId: actor?.userId ?? null, premium });
  if (access === 'hidden') throw videoNotFound();
  return access;
}

export const isOwner = (actor: Actor | null, video: { ownerId: string }) => actor?.userId === video.ownerId;

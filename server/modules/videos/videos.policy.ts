import { isAdmin } from '../../../domain/standing';
import { videoAccess } from '../../../domain/videos';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * What an actor may do with a video (DESIGN §4), in one place: routes, commands, the realtime
 * follow check, page metadata and presenters' `abilities` all ask this policy.
 * - see: its page exists for them (private, not yet playable, removed by moderation or its owner
 *   banned → only the owner; admins see every video);
 * - play: watch it (monetized → Premium, the owner and admins; others see it locked);
 * - like: a member who can see it (as a member: not through the admins' preview); edit / delete: the owner.
 */
export type VideoAction = 'see' | 'play' | 'like' | 'edit' | 'delete';

export interface VideoFacts {
  ownerId: string;
  visibility: 'public' | 'private';
  monetized: boolean;
  publishedAt: Date | null;
  /** Moderation's removal, and the owner's ban (docs/decisions/0028-video-sanctions.md). */
  removedAt: Date | null;
  ownerBanned: boolean;
}

/** Moderation took it out of everyone's sight but its owner's and admins' (removal or ban). */
export const isHiddenByModeration = (video: Pick<VideoFacts, 'removedAt' | 'ownerBanned'>) =>
  video.removedAt !== null || video.ownerBanned;

export const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');

/**
 * A public video whose first quality is still being made: its link may already be shared (a
 * notification, a copied URL), so its page says "bientôt disponible" instead of "not found" — and
 * shows nothing else of it (no title) until it plays.
 */
export const isComingSoon = (video: VideoFacts & { status: string }) =>
  video.visibility === 'public' &&
  video.publishedAt === null &&
  video.status === 'processing' &&
  !isHiddenByModeration(video);

export const videoComingSoon = () =>
  new NotFoundError('This video will be available soon.', 'video_coming_soon');

export const isOwner = (actor: Actor | null, video: { ownerId: string }) => actor?.userId === video.ownerId;

/** `asAdmin: false`: what the actor may do as any member, leaving the admins' preview right aside. */
const accessOf = (actor: Actor | null, video: VideoFacts, asAdmin = true) =>
  videoAccess(video, {
    userId: actor?.userId ?? null,
    premium: actor?.plan === 'premium',
    admin: asAdmin && isAdmin(actor),
  });

/**
 * Whether this actor's watching counts as a view: not the owner's, and not an admin's look at a
 * video only their role opens (a moderation preview is no audience, nor a paid view).
 */
export const countsAsView = (actor: Actor | null, video: VideoFacts) =>
  !isOwner(actor, video) && accessOf(actor, video, false) === 'watch';

export function can(actor: Actor | null, action: VideoAction, video: VideoFacts): boolean {
  switch (action) {
    case 'see':
      return accessOf(actor, video) !== 'hidden';
    case 'play':
      return accessOf(actor, video) === 'watch';
    case 'like':
      // A like is an audience's: not for what only the admins' preview right shows.
      return actor !== null && accessOf(actor, video, false) !== 'hidden';
    case 'edit':
    case 'delete':
      return isOwner(actor, video);
  }
}

/**
 * Throws the answer a refused action gets. Whoever may not see a video learns nothing (404, as if
 * it did not exist); a locked video says Premium is needed; a visitor is asked to sign in.
 */
export function authorize(
  actor: Actor | null,
  action: VideoAction,
  video: VideoFacts | null,
): asserts video is VideoFacts {
  if (!video || !can(actor, 'see', video)) throw videoNotFound();
  if (can(actor, action, video)) return;
  if (action === 'play') throw new ForbiddenError('This video needs Premium.', 'premium_required');
  if (action === 'like' && !actor) throw new UnauthenticatedError();
  throw videoNotFound();
}

/** What the presenters tell the web app this actor may do (never re-derived elsewhere). */
export function abilitiesFor(actor: Actor | null, video: VideoFacts) {
  return {
    play: can(actor, 'play', video),
    like: can(actor, 'like', video),
    edit: can(actor, 'edit', video),
    delete: can(actor, 'delete', video),
  };
}

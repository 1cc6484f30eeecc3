import type { CommentStatus } from '../../../domain/comments';
import { isAdmin, may } from '../../../domain/standing';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { sanctionRefusal } from '../../standing/sanction-refusal';

/**
 * What an actor may do with a comment, once the video under it is one they may see (the videos
 * module's policy decides that; the commands ask it first). Held comments are seen only by their
 * author and the video's owner; a removed one (moderation) or a banned author's by nobody here.
 * - edit: the author; delete: the author, the video's owner, an admin;
 * - pin / heart / approve: the video's owner; reply: a member on a shown top-level comment;
 * - like / report: a member on a shown comment (not one's own report).
 * Writing needs the `comment` capability (a sanction takes it: 403 comment_not_allowed).
 */
export type CommentAction =
  | 'see'
  | 'edit'
  | 'delete'
  | 'pin'
  | 'heart'
  | 'approve'
  | 'reply'
  | 'like'
  | 'report';

export interface CommentFacts {
  authorId: string;
  videoOwnerId: string;
  parentId: string | null;
  status: CommentStatus;
  authorHidden: boolean;
  shown: boolean;
}

export const commentNotFound = () => new NotFoundError('Comment not found.', 'comment_not_found');

const isAuthor = (actor: Actor | null, c: CommentFacts) => actor?.userId === c.authorId;
const isVideoOwner = (actor: Actor | null, c: CommentFacts) => actor?.userId === c.videoOwnerId;

export function can(actor: Actor | null, action: CommentAction, c: CommentFacts): boolean {
  const visible =
    c.shown || (c.status === 'held' && !c.authorHidden && (isAuthor(actor, c) || isVideoOwner(actor, c)));
  if (!visible) return false;
  switch (action) {
    case 'see':
      return true;
    case 'edit':
      return isAuthor(actor, c) && may(actor!, 'comment');
    case 'delete':
      return isAuthor(actor, c) || isVideoOwner(actor, c) || isAdmin(actor);
    case 'pin':
      return isVideoOwner(actor, c) && c.parentId === null && c.shown;
    case 'heart':
      return isVideoOwner(actor, c) && c.shown;
    case 'approve':
      return isVideoOwner(actor, c) && c.status === 'held';
    case 'reply':
      return actor !== null && may(actor, 'comment') && c.parentId === null && c.shown;
    case 'like':
      return actor !== null && c.shown;
    case 'report':
      return c.shown && !isAuthor(actor, c);
  }
}

/** 401 for a visitor, 403 comment_not_allowed under a sanction (until when and why, as uploads say it). */
export function authorizeWriting(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!may(actor, 'comment'))
    throw sanctionRefusal(
      actor,
      'comment',
      'comment_not_allowed',
      'This account may not comment at the moment.',
    );
}

/** Throws the refusal: a comment the actor may not see is a 404; one they see but may not act on, 403. */
export function authorize(actor: Actor | null, action: CommentAction, c: CommentFacts | null): asserts c {
  if (!c || !can(actor, 'see', c)) throw commentNotFound();
  if (action === 'see') return;
  if (action === 'edit' || action === 'reply') authorizeWriting(actor);
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action, c)) throw new ForbiddenError();
}

export function abilitiesFor(actor: Actor | null, c: CommentFacts) {
  return {
    edit: can(actor, 'edit', c),
    delete: can(actor, 'delete', c),
    pin: can(actor, 'pin', c),
    heart: can(actor, 'heart', c),
    reply: can(actor, 'reply', c),
    report: can(actor, 'report', c),
  };
}

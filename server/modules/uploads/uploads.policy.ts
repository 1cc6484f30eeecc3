import { may } from '../../../domain/standing';
import { NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { sanctionRefusal } from '../../standing/sanction-refusal';

/**
 * Resumable uploads: a member sends their own video files, unless a sanction took uploading away
 * from them (DESIGN §4 moderation: "no upload until a date", suspension). The sanction also stops
 * an upload under way, and the use of a finished one to publish a video.
 * - start: open a new upload; continue: send, resume, cancel or publish one of theirs.
 */
export type UploadAction = 'start' | 'continue';

export function can(
  actor: Actor | null,
  action: UploadAction,
  upload?: { owner: string | null | undefined },
): boolean {
  if (!actor || !may(actor, 'upload')) return false;
  return action === 'start' || upload?.owner === actor.userId;
}

/** 401 for a visitor, 403 upload_not_allowed under a sanction, 404 for an upload that is not theirs. */
export function authorize(
  actor: Actor | null,
  action: UploadAction,
  upload?: { owner: string | null | undefined },
): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  // Until when and why, so the upload page can say it (an upload under way stops at its next chunk).
  if (!may(actor, 'upload'))
    throw sanctionRefusal(
      actor,
      'upload',
      'upload_not_allowed',
      'This account may not upload videos at the moment.',
    );
  if (!can(actor, action, upload)) throw new NotFoundError('Upload not found.', 'upload_not_found');
}

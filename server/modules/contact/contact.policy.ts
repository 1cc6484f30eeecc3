import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** Anybody writes to the team (no policy there); only admins read, mark and answer the messages. */
export type ContactAction = 'manage';

export const can = (actor: Actor | null, _action: ContactAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: ContactAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

export const contactMessageNotFound = () =>
  new NotFoundError('Contact message not found.', 'contact_message_not_found');

import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** The local outbox holds every member's mail (confirmation links included): admins only read it. */
export type MailAction = 'read-outbox';

export const can = (actor: Actor | null, _action: MailAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: MailAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

export const outboxDisabled = () =>
  new NotFoundError('Mail is sent by SMTP: there is no local outbox.', 'outbox_disabled');
export const outboxMessageNotFound = () =>
  new NotFoundError('No such message in the outbox.', 'outbox_message_not_found');

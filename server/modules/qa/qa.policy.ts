import { hasRole, isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * QA feedback: sent by members holding the `qa` role (the QA plan grants it while active, DESIGN §4
 * Plans), read by admins.
 */
export type QaAction = 'sendFeedback' | 'readFeedback';

export function can(actor: Actor | null, action: QaAction): boolean {
  if (!actor) return false;
  return action === 'sendFeedback' ? hasRole(actor, 'qa') : isAdmin(actor);
}

export function authorize(actor: Actor | null, action: QaAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

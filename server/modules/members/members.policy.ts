import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** Only admins see and act on members: 401 for a visitor, 403 for a member. */
export function authorize(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!isAdmin(actor)) throw new ForbiddenError();
}

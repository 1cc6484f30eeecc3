import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** The ad network settings are the operator's: only admins read or change them. */
export type AdsAction = 'configure';

export const can = (actor: Actor | null, _action: AdsAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: AdsAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

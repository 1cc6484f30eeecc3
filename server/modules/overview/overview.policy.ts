import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** The overview's figures are the whole platform's: admins only. */
export type OverviewAction = 'read';

export const can = (actor: Actor | null, _action: OverviewAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: OverviewAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** Consent records are proof kept for the operator: only admins export them. */
export type ConsentAction = 'export';

export const can = (actor: Actor | null, _action: ConsentAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: ConsentAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

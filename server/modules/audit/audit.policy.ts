import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** The audit log is read by admins only; nobody writes it but the admin actions themselves. */
export type AuditAction = 'read';

export const can = (actor: Actor | null, _action: AuditAction) => isAdmin(actor);

export function authorize(actor: Actor | null, action: AuditAction): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

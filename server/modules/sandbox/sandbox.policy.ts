import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * The sandbox's hosted pages: the token in the URL is the capability (like Stripe's hosted URLs),
 * so a visitor holding it may use the page. A signed-in member of another account may not: the
 * member who opened the checkout or portal is its customer.
 */
export function authorizeSandboxPage(actor: Actor | null, customerUserId: string): void {
  if (actor && actor.userId !== customerUserId)
    throw new ForbiddenError('This payment page belongs to another account.');
}

/** The platform's test balance is the operator's: only admins read or top it up (401, then 403). */
export function authorizeSandboxAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!isAdmin(actor)) throw new ForbiddenError();
}

import { ForbiddenError } from '../../errors';
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

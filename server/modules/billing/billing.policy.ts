import { UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * A member's billing (plans, checkout, portal, refunds) is theirs alone: every billing route acts
 * on the signed-in member's own account, never on an id the request names, so nobody — an admin
 * included — reads or changes another member's subscriptions (the admin area shows the payouts
 * ledger, not members' payment controls). A sanction takes nothing away here: a member under an
 * upload limit may still pay or be refunded, and a suspended one cannot sign in at all.
 */
export type BillingAction = 'read' | 'subscribe' | 'manage' | 'cancel' | 'refund';

export function can(actor: Actor | null, _action: BillingAction, member: { userId: string }): boolean {
  return actor !== null && actor.userId === member.userId;
}

/** The member whose billing the request acts on: the actor themself (401 for a visitor). */
export function billingMemberOf(actor: Actor | null, action: BillingAction): Actor {
  if (!actor || !can(actor, action, actor)) throw new UnauthenticatedError();
  return actor;
}

import { may } from '../../../domain/standing';
import { UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * A creator's earnings, payout account and withdrawals are theirs alone: every earnings route acts
 * on the signed-in member's own account, never on an id the request names (a withdrawal id is
 * looked up among the member's own), so nobody — an admin included — reads or moves another
 * member's money here. Any member may connect an account and see their (possibly zero) earnings.
 * Admins read every creator's withdrawals on their own screen (earnings-admin.routes.ts), read only.
 */
export function earnerOf(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** A moderation decision took away the right to earn (`earn` capability): withdrawals are held. */
export const earningHeld = (actor: Actor) => !may(actor, 'earn');

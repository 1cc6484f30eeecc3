import type { Database } from '../../db/client';

/**
 * Whether a member holds an active Premium plan. Billing (Stripe/sandbox subscriptions) is a later
 * issue: until its table exists no member is Premium, which is the rule DESIGN §4 asks for meanwhile.
 * Every access decision already goes through here, so billing only has to change this function.
 */
export async function isPremium(_db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  return false;
}

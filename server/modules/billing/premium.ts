import type { PlanId } from '../../../domain/plans';
import type { Database } from '../../db/client';

/**
 * The member's plan. Billing (Stripe/sandbox subscriptions) is a later issue: until its table
 * exists no member is Premium, the rule DESIGN §4 asks for meanwhile. The request's actor is
 * loaded with this once (plugins/auth.ts), so billing only has to change this function.
 */
export async function planOf(_db: Database, userId: string): Promise<PlanId> {
  if (!userId) return 'free';
  return 'free';
}

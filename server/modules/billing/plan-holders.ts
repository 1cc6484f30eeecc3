import { type SQL, sql } from 'drizzle-orm';
import { type PaidPlan, RENEWAL_GRACE_MS } from '../../../domain/plans';

/**
 * "The member holds `plan` at `now`" as SQL on another query's user id (the admins' members
 * filter): the same rule as `grantEndsAtMs` in domain/plans.ts — active, trialing or past due, not
 * refunded, before the period end plus the renewal grace unless cancelled at period end. Uses
 * billing_subscriptions_user_idx.
 */
export const holdsPlanAt = (plan: PaidPlan, userId: SQL, now: Date): SQL => sql`exists (
  select 1 from billing_subscriptions s
  where s.user_id = ${userId} and s.plan = ${plan}
    and s.status in ('active', 'trialing', 'past_due') and s.refunded_at is null
    and s.current_period_end + case when s.cancel_at_period_end then interval '0'
      else ${RENEWAL_GRACE_MS} * interval '1 millisecond' end > ${now.toISOString()}::timestamptz)`;

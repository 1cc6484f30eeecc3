import type { PlanState, SubscriptionStatusResponse } from '../../../domain/api/billing';
import type { PaidPlan } from '../../../domain/plans';

/** check-subscription's answer: `subscribed` and `plan` follow Premium; QA is reported beside it. */
export function presentSubscriptionStatus(
  states: Record<PaidPlan, PlanState>,
  provider: 'stripe' | 'sandbox',
): SubscriptionStatusResponse {
  return {
    subscribed: states.premium.active,
    plan: states.premium.active ? 'premium' : 'free',
    premium: states.premium,
    qa: states.qa,
    provider,
  };
}

/** Plans and their prices (spec §9). Money is integer euro cents everywhere. */
export const PLANS = {
  free: { priceCents: 0, maxProfiles: 1, maxQuality: 480, ads: true },
  premium: { priceCents: 299, maxProfiles: 5, maxQuality: 2160, ads: false },
} as const;

export type PlanId = keyof typeof PLANS;
export const CURRENCY = 'EUR';

export const MONEY_BACK_GUARANTEE_DAYS = 7;
export const PRICE_RISE_NOTICE_DAYS = 30;

/** Social-proof figures shown on the pricing page (spec: Pricing). */
export const SOCIAL_PROOF = { users: 10_000, hoursWatched: 50_000_000, satisfactionPercent: 98 } as const;

/** The plans a member pays for through the payment provider: Premium, and the separate QA plan. */
export const PAID_PLANS = ['premium', 'qa'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
/** The QA plan's monthly price (spec: QA plan details not shown; same price as Premium). */
export const QA_PRICE_CENTS = 299;

/** A provider subscription's status, with Stripe's names (the sandbox uses the same). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Grace after the period end for a renewing subscription whose renewal event has not arrived yet
 * (a late webhook must not take Premium away for a few minutes). A subscription cancelled at period
 * end gets none: it ends exactly then.
 */
export const RENEWAL_GRACE_MS = 48 * 3600_000;

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  refundedAt: Date | null;
}

/**
 * Whether a subscription grants its plan now. Past due still grants it (the member is asked to fix
 * the card before access ends: the provider retries, then cancels); a refund ends it at once.
 */
export function subscriptionGrants(s: SubscriptionFacts, now: Date): boolean {
  return now.getTime() < grantEndsAtMs(s);
}

/**
 * Until when (epoch ms) a subscription grants its plan if nothing else happens: the period end, plus
 * the renewal grace unless it is cancelled at period end; 0 when it grants nothing.
 */
export function grantEndsAtMs(s: SubscriptionFacts): number {
  if (s.refundedAt) return 0;
  if (s.status !== 'active' && s.status !== 'trialing' && s.status !== 'past_due') return 0;
  return s.currentPeriodEnd.getTime() + (s.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS);
}

/** Within MONEY_BACK_GUARANTEE_DAYS of the first payment, and not refunded yet. */
export function refundable(s: { firstPaidAt: Date | null; refundedAt: Date | null }, now: Date): boolean {
  if (!s.firstPaidAt || s.refundedAt) return false;
  return now.getTime() - s.firstPaidAt.getTime() <= MONEY_BACK_GUARANTEE_DAYS * 86_400_000;
}

/** Realtime event on user:<id> when a webhook changed the member's plans: refetch the status. */
export const SUBSCRIPTION_CHANGED_EVENT = 'subscription.changed';

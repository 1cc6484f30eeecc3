import type { ProviderSubscription } from '../../adapters/payments/payment-provider';

/**
 * A provider subscription's dates moved from its customer's test clock onto Kinora's clock.
 * A test clock (Stripe's, the sandbox's) stamps periods and payments on its own time; compared
 * with Kinora's clock, a payment made after moving the clock 400 days ahead would be 13 months of
 * Premium with the refund window open all along. Kinora's rows hold Kinora's time only: what is
 * left of a period on the customer's clock is what is left on Kinora's. Whole seconds (a clock
 * moves by seconds; what remains is the time between the provider's read and this one).
 */
export function onKinoraClock(sub: ProviderSubscription, now: Date): ProviderSubscription {
  if (!sub.clockNow) return sub;
  const offsetMs = Math.round((sub.clockNow.getTime() - now.getTime()) / 1000) * 1000;
  if (offsetMs === 0) return { ...sub, clockNow: null };
  const shift = (date: Date) => new Date(date.getTime() - offsetMs);
  return {
    ...sub,
    currentPeriodStart: shift(sub.currentPeriodStart),
    currentPeriodEnd: shift(sub.currentPeriodEnd),
    createdAt: shift(sub.createdAt),
    endedAt: sub.endedAt && shift(sub.endedAt),
    firstPaidAt: sub.firstPaidAt && shift(sub.firstPaidAt),
    clockNow: null,
  };
}

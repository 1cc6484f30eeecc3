import { MONEY_BACK_GUARANTEE_DAYS, PAID_PLANS, subscriptionGrants } from '../../../../domain/plans';
import type { ProviderSubscription } from '../../../adapters/payments/payment-provider';
import { markRefunded, subscriptionsOf } from '../billing.repository';
import { type SyncDeps, syncMember } from './sync-member';

/**
 * Subscriptions nobody should be paying for, ended at the provider when an event shows them:
 * one whose member no longer exists (an open checkout paid after the account was deleted), and a
 * second one to a plan the member already pays for (two tabs, an old tab; the sandbox refuses it at
 * payment time, Stripe does not). Each is cancelled now — first, so no renewal lands in between —
 * then refunded: a duplicate in full, an unowned one when just paid (within the guarantee's days).
 * Idempotent: the provider calls carry the subscription's keys.
 */

const CHARGING = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused']);
const GUARANTEE_MS = MONEY_BACK_GUARANTEE_DAYS * 86_400_000;

async function cancelAndRefund(
  ctx: SyncDeps,
  sub: ProviderSubscription,
  why: 'unowned' | 'duplicate',
): Promise<boolean> {
  if (!CHARGING.has(sub.status)) return false;
  await ctx.payments.cancelSubscription(sub.id, { atPeriodEnd: false }, `${why}-cancel:${sub.id}`);
  // A duplicate was never wanted: all of it is refunded. An unowned one when just paid, on the
  // subscription's own clock (a test clock's dates are compared with its time, not Kinora's).
  const clockNow = sub.clockNow ?? ctx.clock.now();
  const justPaid = sub.firstPaidAt && clockNow.getTime() - sub.firstPaidAt.getTime() <= GUARANTEE_MS;
  if (why === 'duplicate' || justPaid)
    await ctx.payments.refundSubscription(sub.id, `${why}-refund:${sub.id}`);
  ctx.logger.warn(
    { subscriptionId: sub.id, customerId: sub.customerId, why },
    'subscription ended at the provider',
  );
  return true;
}

/** The subscriptions an event names: the one it is about, else every one of its customer. */
export async function subscriptionsNamed(
  ctx: SyncDeps,
  subscriptionId: string | null,
  customerId: string | null,
): Promise<ProviderSubscription[]> {
  if (subscriptionId) {
    const sub = await ctx.payments.getSubscription(subscriptionId);
    return sub ? [sub] : [];
  }
  return customerId ? ctx.payments.listSubscriptions(customerId) : [];
}

/** Subscriptions of no known member (checked by the caller) stop charging. */
export async function endUnownedSubscriptions(ctx: SyncDeps, subs: ProviderSubscription[]): Promise<number> {
  let ended = 0;
  for (const sub of subs) if (await cancelAndRefund(ctx, sub, 'unowned')) ended++;
  return ended;
}

/**
 * After a sync: when more than one subscription of a plan grants it and renews, the oldest is the
 * member's; the later ones are cancelled and refunded (not the member's money-back guarantee).
 */
export async function endDuplicateSubscriptions(ctx: SyncDeps, userId: string): Promise<number> {
  const now = ctx.clock.now();
  const rows = await subscriptionsOf(ctx.db.db, userId);
  let ended = 0;
  for (const plan of PAID_PLANS) {
    const renewing = rows
      .filter((row) => row.plan === plan && subscriptionGrants(row, now) && !row.cancelAtPeriodEnd)
      .sort((a, b) => a.providerCreatedAt.getTime() - b.providerCreatedAt.getTime());
    for (const row of renewing.slice(1)) {
      const sub = await ctx.payments.getSubscription(row.id);
      if (!sub || !(await cancelAndRefund(ctx, sub, 'duplicate'))) continue;
      ended++;
      await syncMember(ctx, {
        userId,
        read: async () => {
          const after = await ctx.payments.getSubscription(row.id);
          return after ? { subscriptions: [after], gone: [] } : { subscriptions: [], gone: [row.id] };
        },
        write: async (tx) => {
          await markRefunded(tx, row.id, now);
          return [];
        },
      });
    }
  }
  return ended;
}

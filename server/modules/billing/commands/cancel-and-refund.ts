import { type PaidPlan, refundable, subscriptionGrants } from '../../../../domain/plans';
import type { ProviderSubscription } from '../../../adapters/payments/payment-provider';
import { ConflictError } from '../../../errors';
import type { Reaction } from '../../../jobs/registry';
import {
  findCustomer,
  LIVE_STATUSES,
  liveSubscriptionsOf,
  markRefunded,
  subscriptionsOf,
} from '../billing.repository';
import { guaranteeUsesOf, recordGuaranteeUse } from '../checkouts.repository';
import { currentSubscription } from '../premium';
import { callProvider } from './provider-call';
import { type SyncDeps, syncMember } from './sync-member';

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** Kinora's copy of one subscription, read again from the provider (after a write of ours). */
async function resync(ctx: SyncDeps, userId: string, subscriptionId: string): Promise<void> {
  try {
    await syncMember(ctx, {
      userId,
      read: async () => {
        const sub = await ctx.payments.getSubscription(subscriptionId);
        return sub ? { subscriptions: [sub], gone: [] } : { subscriptions: [], gone: [subscriptionId] };
      },
    });
  } catch (error) {
    // The provider's webhook (or the reconciliation) brings the same state a little later.
    ctx.logger.warn({ err: error, subscriptionId }, 'subscription not re-read after a change');
  }
}

/**
 * Cancels the member's QA plan at the end of the paid period, like Premium from the portal: the
 * member keeps the qa role until then (the spec's "cancelled" is read as "will not renew"). Again
 * on an already cancelling plan is fine.
 */
export async function cancelQaPlan(ctx: SyncDeps, userId: string): Promise<void> {
  const now = ctx.clock.now();
  const live = (await liveSubscriptionsOf(ctx.db.db, userId, 'qa')).filter((row) =>
    subscriptionGrants(row, now),
  );
  if (live.length === 0) throw new ConflictError('You have no QA subscription.', 'not_subscribed');
  for (const row of live.filter((r) => !r.cancelAtPeriodEnd)) {
    await callProvider(ctx, 'qa_cancel_failed', () =>
      ctx.payments.cancelSubscription(row.id, { atPeriodEnd: true }, `qa-cancel:${row.id}`),
    );
    await resync(ctx, userId, row.id);
  }
}

/** A refund asked again this soon after it was made is the same request (a double click, another tab). */
const SAME_REFUND_MS = 60_000;

/**
 * The money-back guarantee, once per member and plan: within MONEY_BACK_GUARANTEE_DAYS of the
 * first payment. The plan ends at once (refunded_at is stamped, and the guarantee recorded as used,
 * in the transaction that bumps the access version, without waiting for the webhook); then the
 * subscription is cancelled now at the provider — before the refund, so a renewal cannot land
 * between the two unrefunded — and its paid invoices are refunded. Both provider calls carry the
 * subscription's keys: asking again finishes a refund whose provider calls failed, and concurrent
 * requests all get the same answer. Asked again later, it is refused (refund_window_passed).
 */
export async function refundPlan(ctx: SyncDeps, userId: string, plan: PaidPlan): Promise<void> {
  const now = ctx.clock.now();
  const current = currentSubscription(await subscriptionsOf(ctx.db.db, userId, [plan]), plan, now);
  if (!current) throw new ConflictError('You have no subscription to this plan.', 'not_subscribed');
  const use = (await guaranteeUsesOf(ctx.db.db, userId)).find((u) => u.plan === plan);
  if (!current.refundedAt) {
    if (!refundable(current, now))
      throw new ConflictError('The refund period has passed.', 'refund_window_passed');
    if (use && use.subscriptionId !== current.id)
      throw new ConflictError(
        'The money-back guarantee was already used for this plan.',
        'refund_already_used',
      );
    await syncMember(ctx, {
      userId,
      read: async () => ({ subscriptions: [], gone: [] }),
      write: async (tx) => {
        await markRefunded(tx, current.id, now);
        await recordGuaranteeUse(tx, { userId, plan, subscriptionId: current.id, usedAt: now });
        return [];
      },
    });
  } else if (use?.subscriptionId !== current.id || !(await refundUnfinished(ctx, current.id, use, now))) {
    throw new ConflictError('This subscription was already refunded.', 'refund_window_passed');
  }
  await callProvider(ctx, 'payment_provider_error', () =>
    ctx.payments.cancelSubscription(current.id, { atPeriodEnd: false }, `refund-cancel:${current.id}`),
  );
  await callProvider(ctx, 'payment_provider_error', () =>
    ctx.payments.refundSubscription(current.id, `refund:${current.id}`),
  );
  await resync(ctx, userId, current.id);
}

/** Whether a guarantee refund is to be (re)done: asked again at once, or the provider is not done. */
async function refundUnfinished(
  ctx: SyncDeps,
  subscriptionId: string,
  use: { usedAt: Date },
  now: Date,
): Promise<boolean> {
  if (now.getTime() - use.usedAt.getTime() < SAME_REFUND_MS) return true;
  const sub: ProviderSubscription | null = await callProvider(ctx, 'payment_provider_error', () =>
    ctx.payments.getSubscription(subscriptionId),
  );
  return Boolean(sub && (isLive(sub.status) || (sub.firstPaidAt && sub.refundedCents === 0)));
}

/**
 * Account deletion: the customer's open checkouts expire, and every subscription of the member's
 * customer that could still charge is cancelled now at the provider (before the rows go with the
 * user row), so a deleted account never keeps paying. A provider error throws: the deletion's
 * reactions are retried. (An event that still comes for the member finds no one:
 * endUnownedSubscriptions.)
 */
export async function cancelMemberSubscriptions(ctx: SyncDeps, userId: string): Promise<number> {
  const customer = await findCustomer(ctx.db.db, userId);
  // First the open checkouts: a tab left open must not start a subscription for no one.
  if (customer && customer.provider === ctx.payments.name)
    await ctx.payments.expireOpenCheckouts(customer.customerId);
  const ids = new Set(
    (await subscriptionsOf(ctx.db.db, userId)).filter((row) => isLive(row.status)).map((row) => row.id),
  );
  if (customer && customer.provider === ctx.payments.name) {
    for (const sub of await ctx.payments.listSubscriptions(customer.customerId))
      if (isLive(sub.status) || sub.status === 'unpaid' || sub.status === 'paused') ids.add(sub.id);
  }
  for (const id of ids) {
    const sub = await ctx.payments.getSubscription(id);
    if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') continue;
    await ctx.payments.cancelSubscription(id, { atPeriodEnd: false }, `account-deleted:${id}`);
  }
  return ids.size;
}

export const cancelDeletedMemberBilling: Reaction<{ userId: string }, SyncDeps> = {
  name: 'billing.cancel-subscriptions',
  handle: async (ctx, { userId }) => {
    await cancelMemberSubscriptions(ctx, userId);
  },
};

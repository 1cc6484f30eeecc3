import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import {
  findCustomer,
  LIVE_STATUSES,
  liveSubscriptionsPage,
  pendingEvents,
  recentCustomersPage,
  subscriptionsOf,
} from '../billing.repository';
import { applyBillingEvent } from '../commands/apply-event';
import type { SyncDeps } from '../commands/sync-member';
import { syncMember } from '../commands/sync-member';

const PAGE = 100;
/** Events not applied a minute after they came (their job failed for good, or was lost). */
const PENDING_AFTER_MS = 60_000;
const PENDING_BATCH = 200;
/** Customers this recent are re-read even without a subscription row (a checkout takes minutes). */
const RECENT_CUSTOMER_MS = 48 * 3600_000;

/**
 * Re-reads from the provider every member with a subscription that may still grant something
 * (billing_subscriptions_live_idx), in pages, and applies it like a webhook would: a missed
 * `deleted` event, a renewal never reported, a period that simply ran out all end up right here
 * within 15 minutes. Then retries events left unapplied. One member's failure does not stop the rest.
 */
export async function reconcileBilling(
  ctx: SyncDeps,
): Promise<{ members: number; events: number; failed: number }> {
  const seen = new Set<string>();
  let failed = 0;
  let cursor: { periodEnd: Date; id: string } | null = null;
  for (;;) {
    const page = await liveSubscriptionsPage(ctx.db.db, cursor, PAGE);
    failed += await resyncEach(ctx, page, seen);
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    cursor = { periodEnd: last.currentPeriodEnd, id: last.id };
  }
  // A first checkout whose events were all lost has no row above: its customer is recent.
  let after: { createdAt: Date; userId: string } | null = null;
  const since = new Date(ctx.clock.now().getTime() - RECENT_CUSTOMER_MS);
  for (;;) {
    const page = await recentCustomersPage(ctx.db.db, since, after, PAGE);
    failed += await resyncEach(ctx, page, seen);
    after = page.at(-1) ?? null;
    if (!after || page.length < PAGE) break;
  }
  const pending = await pendingEvents(
    ctx.db.db,
    new Date(ctx.clock.now().getTime() - PENDING_AFTER_MS),
    PENDING_BATCH,
  );
  for (const id of pending) {
    try {
      await applyBillingEvent(ctx, id);
    } catch (error) {
      failed++;
      ctx.logger.warn({ err: error, eventId: id }, 'billing event still not applied');
    }
  }
  return { members: seen.size, events: pending.length, failed };
}

/** Re-reads each member not seen yet in this run; one member's failure does not stop the rest. */
async function resyncEach(ctx: SyncDeps, rows: { userId: string }[], seen: Set<string>): Promise<number> {
  let failed = 0;
  for (const { userId } of rows) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    try {
      await resyncMember(ctx, userId);
    } catch (error) {
      failed++;
      ctx.logger.warn({ err: error, userId }, 'billing reconciliation failed for a member');
    }
  }
  return failed;
}

/** Every subscription of the member's customer, as the provider has them now. */
export async function resyncMember(ctx: SyncDeps, userId: string): Promise<void> {
  const customer = await findCustomer(ctx.db.db, userId);
  if (!customer || customer.provider !== ctx.payments.name) return;
  await syncMember(ctx, {
    userId,
    read: async () => {
      const subscriptions = await ctx.payments.listSubscriptions(customer.customerId);
      const listed = new Set(subscriptions.map((s) => s.id));
      // A live copy the customer's list lacks (another customer of the member's, or deleted): asked alone.
      const gone: string[] = [];
      for (const row of await subscriptionsOf(ctx.db.db, userId)) {
        if (listed.has(row.id) || !(LIVE_STATUSES as readonly string[]).includes(row.status)) continue;
        const sub = await ctx.payments.getSubscription(row.id);
        if (sub) subscriptions.push(sub);
        else gone.push(row.id);
      }
      return { subscriptions, gone };
    },
  });
}

export const reconcileBillingJob = defineJob<Record<string, unknown>, AppContext>({
  name: 'billing.reconcile',
  schema: z.object({}).passthrough(),
  schedule: { cron: '*/15 * * * *', tz: 'UTC' },
  expireInS: 14 * 60,
  retryLimit: 0,
  handle: async (ctx) => {
    const result = await reconcileBilling(ctx);
    ctx.logger.info(result, 'billing reconciled');
  },
});

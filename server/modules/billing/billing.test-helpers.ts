import { asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SubscriptionStatusResponse } from '../../../domain/api/billing';
import type { AppContext } from '../../context';
import { billingCustomers, billingEvents, billingSubscriptions, notifications } from '../../db/schema';
import { announceStandingChange, bumpAccessVersion, readAccessVersion } from '../../standing/access-version';
import type { TestClient } from '../../test/http-client';
import { deliverSandboxEvents } from '../sandbox/sandbox.test-helpers';
import { applyBillingEvent } from './commands/apply-event';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config' | 'payments' | 'realtime'>;

/**
 * Delivers the sandbox's pending events to the webhook handler and applies every stored event now,
 * until nothing is left (the queue's workers may be doing the same: applying is idempotent).
 */
export async function settle(ctx: Ctx): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const delivered = await deliverSandboxEvents(ctx);
    const pending = await ctx.db.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(isNull(billingEvents.appliedAt))
      .orderBy(asc(billingEvents.receivedAt));
    for (const { id } of pending) await applyBillingEvent(ctx, id);
    if (delivered.length === 0 && pending.length === 0) return;
  }
}

export async function statusOf(client: TestClient): Promise<SubscriptionStatusResponse> {
  const res = await client.request({ method: 'GET', url: '/api/billing/subscription' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Opens a checkout through the API and answers its URL. */
export async function checkoutUrl(client: TestClient, plan: 'premium' | 'qa' = 'premium'): Promise<string> {
  const res = await client.post(plan === 'qa' ? '/api/billing/qa-checkout' : '/api/billing/checkout', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url;
}

export async function customerIdOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string> {
  const [row] = await ctx.db.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (!row) throw new Error(`no customer for ${userId}`);
  return row.customerId;
}

export async function accessVersionOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  return readAccessVersion(ctx.db.db, userId);
}

export async function notificationKinds(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string[]> {
  const rows = await ctx.db.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((r) => r.kind);
}

type PlanCtx = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

/** What the billing sync does after a plan change: a new member access version, told to every node. */
async function announce(ctx: PlanCtx, userId: string): Promise<void> {
  await announceStandingChange(ctx.realtime, userId, await bumpAccessVersion(ctx.db.db, userId));
}

/** Far enough ahead for the real and the test clock alike (planOf may read either). */
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

/**
 * Makes the member Premium as the billing module stores it from the provider's state, without a
 * checkout (the billing tests go through the sandbox instead), and tells every node: the one
 * factory for "a Premium member" in every module's tests.
 */
export async function givePremium(ctx: PlanCtx, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.db
    .insert(billingCustomers)
    .values({ userId, provider: 'sandbox', customerId: `cus_test_${userId}` })
    .onConflictDoNothing();
  await ctx.db.db
    .insert(billingSubscriptions)
    .values({
      id: `sub_test_${userId}`,
      userId,
      plan: 'premium',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: FAR_FUTURE,
      firstPaidAt: now,
      providerCreatedAt: now,
    })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: { status: 'active', endedAt: null, currentPeriodEnd: FAR_FUTURE },
    });
  await announce(ctx, userId);
}

/** Premium ends (cancelled and its period over, or refunded): the row changes and every node hears. */
export async function endPremium(ctx: PlanCtx, userId: string): Promise<void> {
  await ctx.db.db
    .update(billingSubscriptions)
    .set({ status: 'canceled', endedAt: ctx.clock.now() })
    .where(eq(billingSubscriptions.userId, userId));
  await announce(ctx, userId);
}

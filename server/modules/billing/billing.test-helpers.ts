import { asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SubscriptionStatusResponse } from '../../../domain/api/billing';
import type { AppContext } from '../../context';
import { billingCustomers, billingEvents, notifications } from '../../db/schema';
import { readAccessVersion } from '../../standing/access-version';
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

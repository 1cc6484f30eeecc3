import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../../adapters/payments/sandbox/sandbox-events';
import { billingSubscriptions, sandboxCheckoutSessions, sandboxSubscriptions, user } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { until } from '../../test/until';
import { STRONG_PASSWORD, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { advanceSandboxClock, payCheckoutWith, tokenOf } from '../sandbox/sandbox.test-helpers';
import { userIdOf } from '../videos/videos.test-helpers';
import { checkoutUrl, customerIdOf, settle, statusOf } from './billing.test-helpers';
import { planOf } from './premium';

/**
 * Issue 23 on the sandbox provider, through the API: a purchase made twice from two tabs, an open
 * checkout that outlives its account, a one-time benefit repeated, test-clock time mixed with
 * Kinora's, double clicks. The same with Stripe: billing.hardening-stripe.test.ts.
 */
const DAY_MS = 86_400_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let count = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

async function member(): Promise<{ client: TestClient; userId: string }> {
  const n = ++count;
  const client = new TestClient(t.app, 'http://localhost:3000', `10.43.0.${n}`);
  await signUpConfirmed(t.ctx, client, `h${n}@hardening.example`, `hardening_h${n}`);
  return { client, userId: await userIdOf(client) };
}

async function premiumMember() {
  const m = await member();
  await payCheckoutWith(t.ctx, await checkoutUrl(m.client));
  await settle(t.ctx);
  return m;
}

const plan = (userId: string) => planOf(t.ctx.db.db, userId, t.ctx.clock.now());
const sandboxSubsOf = (customerId: string) =>
  t.ctx.db.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
const refundEventsOf = async (customerId: string) =>
  (await listEvents(t.ctx)).filter(
    (e) => e.type === 'charge.refunded' && JSON.parse(e.body).data.object.customer === customerId,
  );

describe('a deleted account keeps no subscription', () => {
  it('its open checkout expires with it: the tab left open cannot be paid', async () => {
    const m = await member();
    const url = await checkoutUrl(m.client);
    const res = await m.client.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    await until(
      'the account removed',
      () => t.ctx.db.db.select().from(user).where(eq(user.id, m.userId)),
      (rows) => rows.length === 0,
    );
    await expect(payCheckoutWith(t.ctx, url)).rejects.toMatchObject({ code: 'checkout_session_expired' });
  });

  it('a subscription paid for no known member is cancelled and refunded when its event arrives', async () => {
    const ghost = randomUUID();
    const customerId = await t.ctx.payments.createCustomer(
      { userId: ghost, email: 'ghost@hardening.example' },
      `ghost:${ghost}`,
    );
    const checkout = await t.ctx.payments.createCheckout(
      {
        customerId,
        userId: ghost,
        plan: 'premium',
        successUrl: 'http://localhost:3000/profile',
        cancelUrl: 'http://localhost:3000/pricing',
        locale: 'fr',
      },
      `ghost-cs:${ghost}`,
    );
    await payCheckoutWith(t.ctx, checkout.url);
    await settle(t.ctx);
    const [sub] = await t.ctx.payments.listSubscriptions(customerId);
    expect(sub).toMatchObject({ status: 'canceled', refundedCents: 299 });
  });
});

describe('one subscription per plan', () => {
  it('a second tab gets the same open checkout; a second payment of the plan is refused', async () => {
    const m = await member();
    const first = await checkoutUrl(m.client);
    const other = await m.client.post('/api/billing/checkout', { returnPath: '/watch/v1' });
    expect(other.json().url).toBe(first);
    // A session opened some other way (an old tab from before): paying it is refused.
    const customerId = await customerIdOf(t.ctx, m.userId);
    const old = await t.ctx.payments.createCheckout(
      {
        customerId,
        userId: m.userId,
        plan: 'premium',
        successUrl: 'http://localhost:3000/profile',
        cancelUrl: 'http://localhost:3000/pricing',
        locale: 'fr',
      },
      `old-tab:${m.userId}`,
    );
    await payCheckoutWith(t.ctx, first);
    await expect(payCheckoutWith(t.ctx, old.url)).rejects.toMatchObject({
      status: 409,
      code: 'already_subscribed',
    });
    await settle(t.ctx);
    expect(await sandboxSubsOf(customerId)).toHaveLength(1);
  });

  it('the money-back guarantee is once per member and plan: buy, refund, buy, refund is refused', async () => {
    const m = await premiumMember();
    expect((await m.client.post('/api/billing/refund', { plan: 'premium' })).statusCode).toBe(200);
    await settle(t.ctx);
    await payCheckoutWith(t.ctx, await checkoutUrl(m.client));
    await settle(t.ctx);
    const status = await statusOf(m.client);
    expect(status.premium).toMatchObject({ active: true, refundable: false });
    const again = await m.client.post('/api/billing/refund', { plan: 'premium' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('refund_already_used');
    expect(await plan(m.userId)).toBe('premium');
    // The QA plan has its own guarantee.
    await payCheckoutWith(t.ctx, await checkoutUrl(m.client, 'qa'));
    await settle(t.ctx);
    expect((await statusOf(m.client)).qa.refundable).toBe(true);
  });
});

describe('one time base', () => {
  it('a payment after moving the test clock 400 days gives one month of Premium and 7 days of refund', async () => {
    const m = await member();
    const url = await checkoutUrl(m.client);
    await advanceSandboxClock(t.ctx, await customerIdOf(t.ctx, m.userId), 400 * 86_400);
    await payCheckoutWith(t.ctx, url);
    await settle(t.ctx);
    const [row] = await t.ctx.db.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, m.userId));
    const now = t.ctx.clock.now().getTime();
    expect(row!.currentPeriodEnd.getTime() - now).toBeLessThanOrEqual(31 * DAY_MS + 60_000);
    expect(Math.abs(row!.firstPaidAt!.getTime() - now)).toBeLessThan(60_000);
    t.ctx.clock.advance(8 * DAY_MS);
    const refund = await m.client.post('/api/billing/refund', { plan: 'premium' });
    expect(refund.json().error?.code).toBe('refund_window_passed');
  });

  it('a renewal landing during a refund is refunded too', async () => {
    const m = await premiumMember();
    const customerId = await customerIdOf(t.ctx, m.userId);
    const provider = t.ctx.payments;
    const refund = provider.refundSubscription.bind(provider);
    // The customer's clock reaches the renewal while the refund is under way.
    provider.refundSubscription = async (id, key) => {
      const result = await refund(id, key);
      await advanceSandboxClock(t.ctx, customerId, 32 * 86_400);
      return result;
    };
    try {
      expect((await m.client.post('/api/billing/refund', { plan: 'premium' })).statusCode).toBe(200);
    } finally {
      provider.refundSubscription = refund;
    }
    await settle(t.ctx);
    const [sub] = await provider.listSubscriptions(customerId);
    expect(sub!.status).toBe('canceled');
    const paidInvoices = (await listEvents(t.ctx)).filter(
      (e) => e.type === 'invoice.paid' && JSON.parse(e.body).data.object.customer === customerId,
    );
    expect(sub!.refundedCents).toBe(299 * paidInvoices.length);
  });
});

describe('same request, same answer', () => {
  it('concurrent first checkouts all get the same session', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => m.client.post('/api/billing/checkout', {})),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json().url)).size).toBe(1);
    const sessions = await t.ctx.db.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.userId, m.userId));
    expect(sessions).toHaveLength(1);
  });

  it('concurrent refunds all get the same answer, and refund once', async () => {
    const m = await premiumMember();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => m.client.post('/api/billing/refund', { plan: 'premium' })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await refundEventsOf(await customerIdOf(t.ctx, m.userId))).toHaveLength(1);
  });

  it('buying again right after a refund opens a new checkout; the paid one cannot be paid again', async () => {
    const m = await member();
    const first = await checkoutUrl(m.client);
    await payCheckoutWith(t.ctx, first);
    await settle(t.ctx);
    expect((await m.client.post('/api/billing/refund', { plan: 'premium' })).statusCode).toBe(200);
    const second = await checkoutUrl(m.client);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    await expect(payCheckoutWith(t.ctx, first)).rejects.toMatchObject({
      status: 409,
      code: 'checkout_session_completed',
    });
    expect((await payCheckoutWith(t.ctx, second)).outcome).toBe('succeeded');
    await settle(t.ctx);
    expect(await plan(m.userId)).toBe('premium');
  });
});

describe('one test clock per customer', () => {
  /** What is left of each plan's period on the customer's clock is what Kinora shows as left. */
  async function expectOnOneClock(m: { client: TestClient }, customerId: string) {
    const status = await statusOf(m.client);
    const clockNow = (await t.ctx.payments.listSubscriptions(customerId))[0]!.clockNow!;
    for (const sub of await sandboxSubsOf(customerId)) {
      const state = status[sub.plan];
      if (!state.active) continue;
      const leftOnClock = sub.currentPeriodEnd.getTime() - clockNow.getTime();
      const leftOnKinora = new Date(state.currentPeriodEnd!).getTime() - t.ctx.clock.now().getTime();
      expect(Math.abs(leftOnClock - leftOnKinora), sub.plan).toBeLessThan(2000);
    }
    return status;
  }

  it('moving the clock applies to all the customer’s subscriptions: Premium ends, QA runs on the same time', async () => {
    const m = await premiumMember();
    const customerId = await customerIdOf(t.ctx, m.userId);
    await advanceSandboxClock(t.ctx, customerId, 10 * 86_400);
    await payCheckoutWith(t.ctx, await checkoutUrl(m.client, 'qa'));
    await settle(t.ctx);
    const [premium] = (await sandboxSubsOf(customerId)).filter((s) => s.plan === 'premium');
    await t.ctx.payments.cancelSubscription(premium!.id, { atPeriodEnd: true }, `end:${premium!.id}`);
    await settle(t.ctx);
    // Nothing is due: no subscription changes, yet both periods are now 5 days shorter.
    await advanceSandboxClock(t.ctx, customerId, 5 * 86_400);
    await settle(t.ctx);
    expect((await expectOnOneClock(m, customerId)).qa.active).toBe(true);
    // Past Premium's end: Premium ends, QA (bought 10 days later) still runs, on the same clock.
    await advanceSandboxClock(t.ctx, customerId, 20 * 86_400);
    await settle(t.ctx);
    const status = await expectOnOneClock(m, customerId);
    expect(status.premium.active).toBe(false);
    expect(status.qa).toMatchObject({ active: true, status: 'active' });
    expect(new Date(status.qa.currentPeriodEnd!).getTime()).toBeGreaterThan(t.ctx.clock.now().getTime());
  });
});

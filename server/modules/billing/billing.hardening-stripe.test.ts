import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_PRICES } from '../../adapters/payments/payments.test-helpers';
import { payCheckout } from '../../adapters/payments/sandbox/sandbox-checkout';
import { advanceCustomerClock, resumeSubscription } from '../../adapters/payments/sandbox/sandbox-engine';
import { type StripePeer, startStripePeer } from '../../adapters/payments/stripe-peer';
import { billingSubscriptions, user } from '../../db/schema';
import { createTestApp } from '../../test/test-context';
import { customerIdOf, settle } from './billing.test-helpers';
import { cancelDeletedMemberBilling, refundPlan } from './commands/cancel-and-refund';
import { startCheckout } from './commands/checkout';
import { planOf, planStates } from './premium';

/**
 * Issue 23 with Stripe as the provider (the official SDK against the local Stripe peer, backed by
 * the sandbox engine): the peer's events are delivered signed to the webhook handler and applied.
 * The same rules on the sandbox provider: billing.hardening.test.ts.
 */
const DAY_MS = 86_400_000;
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let peer: StripePeer;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_hardening',
      STRIPE_WEBHOOK_SECRET: 'whsec_hardening_test',
      STRIPE_PREMIUM_PRICE_ID: PEER_PRICES.premium,
      STRIPE_QA_PRICE_ID: PEER_PRICES.qa,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    },
  });
  peer = await startStripePeer(t.ctx, PEER_PRICES);
  const { createPaymentProvider } = await import('../../adapters/payments/create-payment-provider');
  (t.ctx.config.payments as { apiBase?: string }).apiBase = peer.url;
  t.ctx.payments = await createPaymentProvider(t.ctx);
  expect(t.ctx.payments.name).toBe('stripe');
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

async function member() {
  const userId = randomUUID();
  const email = `${userId}@hardening-stripe.example`;
  await t.ctx.db.db.insert(user).values({
    id: userId,
    name: 'Membre',
    email,
    emailVerified: true,
    username: `hs_${userId.replaceAll('-', '').slice(0, 16)}`,
  });
  return { userId, email };
}

const checkout = (m: { userId: string; email: string }, plan: 'premium' | 'qa' = 'premium') =>
  startCheckout(t.ctx, m, plan, undefined);
/** The session id at the end of a Stripe-hosted URL, paid at the peer with the 4242 card. */
const sessionOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
const pay = (url: string) => payCheckout(peer.deps, sessionOf(url), card);

async function premiumMember() {
  const m = await member();
  await pay((await checkout(m)).url);
  await settle(t.ctx);
  return m;
}

const requestsTo = (method: string, pattern: RegExp) =>
  peer.requests.filter((r) => r.method === method && pattern.test(r.path));

describe('with Stripe', () => {
  it('account deletion expires the open checkout at Stripe; a subscription of no known member is cancelled and refunded', async () => {
    const m = await member();
    const { url } = await checkout(m);
    await cancelDeletedMemberBilling.handle(t.ctx, { userId: m.userId });
    expect((await t.ctx.payments.getCheckout(sessionOf(url)))?.status).toBe('expired');
    expect(requestsTo('POST', /^\/v1\/checkout\/sessions\/cs_\w+\/expire$/).length).toBeGreaterThan(0);

    // Paid, then the account goes before any event arrives: the events find no one.
    const other = await member();
    const open = await checkout(other);
    await pay(open.url);
    const customerId = await customerIdOf(t.ctx, other.userId);
    await t.ctx.db.db.delete(user).where(eq(user.id, other.userId));
    await settle(t.ctx);
    const [sub] = await t.ctx.payments.listSubscriptions(customerId);
    expect(sub).toMatchObject({ status: 'canceled', refundedCents: 299 });
  });

  it('one open session per member and plan; a duplicate subscription is cancelled and refunded when its event arrives', async () => {
    const m = await member();
    const first = await checkout(m);
    expect((await checkout(m)).url).toBe(first.url);
    await pay(first.url);
    await settle(t.ctx);
    // The first is cancelled at period end, a second bought, then the first resumed: two renew.
    const [old] = await t.ctx.db.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, m.userId));
    await t.ctx.payments.cancelSubscription(old!.id, { atPeriodEnd: true }, `end:${old!.id}`);
    await settle(t.ctx);
    const second = await checkout(m);
    expect(second.url).not.toBe(first.url);
    await pay(second.url);
    await resumeSubscription(peer.deps, old!.id);
    await settle(t.ctx);
    const subs = await t.ctx.payments.listSubscriptions(await customerIdOf(t.ctx, m.userId));
    const byId = new Map(subs.map((s) => [s.id, s]));
    expect(byId.get(old!.id)).toMatchObject({ status: 'active', refundedCents: 0 });
    const duplicate = subs.find((s) => s.id !== old!.id)!;
    expect(duplicate).toMatchObject({ status: 'canceled', refundedCents: 299 });
    expect(await planOf(t.ctx.db.db, m.userId, t.ctx.clock.now())).toBe('premium');
  });

  it('the money-back guarantee once per member and plan', async () => {
    const m = await premiumMember();
    await refundPlan(t.ctx, m.userId, 'premium');
    await settle(t.ctx);
    await pay((await checkout(m)).url);
    await settle(t.ctx);
    expect((await planStates(t.ctx.db.db, m.userId, t.ctx.clock.now())).premium).toMatchObject({
      active: true,
      refundable: false,
    });
    await expect(refundPlan(t.ctx, m.userId, 'premium')).rejects.toMatchObject({
      code: 'refund_already_used',
    });
  });

  it("a payment on a test clock 400 days ahead: one month of Premium on Kinora's clock", async () => {
    const m = await member();
    const { url } = await checkout(m);
    await advanceCustomerClock(peer.deps, await customerIdOf(t.ctx, m.userId), 400 * 86_400);
    await pay(url);
    await settle(t.ctx);
    const [row] = await t.ctx.db.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, m.userId));
    const now = t.ctx.clock.now().getTime();
    expect(row!.currentPeriodEnd.getTime() - now).toBeLessThanOrEqual(31 * DAY_MS + 60_000);
    expect(Math.abs(row!.firstPaidAt!.getTime() - now)).toBeLessThan(60_000);
  });

  it('concurrent first checkouts and concurrent refunds: the same answer for all, one effect', async () => {
    const m = await member();
    const urls = await Promise.all(Array.from({ length: 5 }, () => checkout(m)));
    expect(new Set(urls.map((u) => u.url)).size).toBe(1);
    await pay(urls[0]!.url);
    await settle(t.ctx);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => refundPlan(t.ctx, m.userId, 'premium')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
    const [sub] = await t.ctx.payments.listSubscriptions(await customerIdOf(t.ctx, m.userId));
    expect(sub).toMatchObject({ status: 'canceled', refundedCents: 299 });
  });
});

import { randomUUID } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_PRICES } from '../../adapters/payments/payments.test-helpers';
import { payCheckout } from '../../adapters/payments/sandbox/sandbox-checkout';
import { type StripePeer, startStripePeer } from '../../adapters/payments/stripe-peer';
import { billingCustomers, billingEvents, billingSubscriptions, user } from '../../db/schema';
import { createTestApp } from '../../test/test-context';
import { sandboxEvents } from '../sandbox/sandbox.test-helpers';
import { accessVersionOf, notificationKinds } from './billing.test-helpers';
import { applyBillingEvent } from './commands/apply-event';
import { startCheckout } from './commands/checkout';
import { planOf } from './premium';

/**
 * The webhook route with Stripe-signed payloads, the app configured for Stripe (STRIPE_API_BASE at
 * the local Stripe peer, backed by the sandbox engine): the events are the peer's own, signed here
 * with the Stripe SDK, and every apply re-reads the subscription through the Stripe provider.
 */
const SECRET = 'whsec_webhook_route_test';
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let peer: StripePeer;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_webhooks',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PREMIUM_PRICE_ID: PEER_PRICES.premium,
      STRIPE_QA_PRICE_ID: PEER_PRICES.qa,
      // Replaced below once the peer listens (the provider reads it when built).
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

const nowS = () => Math.floor(t.ctx.clock.now().getTime() / 1000);

function post(payload: string, header?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
  });
}
const sign = (payload: string, timestamp = nowS(), secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function applyPending(): Promise<void> {
  const pending = await t.ctx.db.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(isNull(billingEvents.appliedAt))
    .orderBy(asc(billingEvents.receivedAt));
  for (const { id } of pending) await applyBillingEvent(t.ctx, id);
}

/** A member who paid a Premium checkout at the peer; the peer's events are not delivered yet. */
async function paidMember(): Promise<{
  userId: string;
  bodies: () => Promise<{ type: string; body: string }[]>;
}> {
  const userId = randomUUID();
  await t.ctx.db.db.insert(user).values({
    id: userId,
    name: 'Membre',
    email: `${userId}@webhooks.example`,
    emailVerified: true,
    username: `w_${userId.replaceAll('-', '').slice(0, 16)}`,
  });
  const seen = new Set((await sandboxEvents(t.ctx)).map((e) => e.id));
  const { url } = await startCheckout(
    t.ctx,
    { userId, email: `${userId}@webhooks.example` },
    'premium',
    undefined,
  );
  await payCheckout(peer.deps, new URL(url).pathname.split('/').at(-1)!, card);
  return {
    userId,
    // This member's events since, oldest first.
    bodies: async () =>
      (await sandboxEvents(t.ctx))
        .filter((e) => !seen.has(e.id))
        .map((e) => ({ type: e.type, body: e.body })),
  };
}

describe('POST /api/billing/webhook (Stripe)', () => {
  it('stores and applies a validly signed event; the member becomes Premium', async () => {
    const m = await paidMember();
    const events = await m.bodies();
    expect(events.map((e) => e.type)).toContain('checkout.session.completed');
    for (const e of events) {
      const res = await post(e.body, sign(e.body));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    await applyPending();
    expect(await planOf(t.ctx.db.db, m.userId, t.ctx.clock.now())).toBe('premium');
    expect(await accessVersionOf(t.ctx, m.userId)).toBe(2);
  });

  it('refuses a bad signature, a missing one, one older than 300 s or more than 300 s ahead, storing nothing', async () => {
    const body = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'invoice.paid',
      created: nowS(),
      data: { object: {} },
    });
    for (const header of [
      sign(body, nowS(), 'whsec_someone_else'),
      undefined,
      sign(body, nowS() - 301),
      sign(body, nowS() + 301),
      sign(body, nowS() + 30 * 86_400),
      't=1,v1=zz',
    ]) {
      const res = await post(body, header);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('webhook_signature_invalid');
    }
    // A tampered body under a valid signature of another.
    const res = await post(body.replace('invoice.paid', 'invoice.payment_failed'), sign(body));
    expect(res.json().error.code).toBe('webhook_signature_invalid');
    expect(
      await t.ctx.db.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.id, JSON.parse(body).id)),
    ).toEqual([]);
    // 299 s old is still fine.
    expect((await post(body, sign(body, nowS() - 299))).statusCode).toBe(200);
  });

  it('answers 200 for an event type it ignores, and stores it as applied', async () => {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const body = JSON.stringify({
      id,
      object: 'event',
      type: 'product.created',
      created: nowS(),
      data: { object: { id: 'prod_1' } },
    });
    expect((await post(body, sign(body))).statusCode).toBe(200);
    const [row] = await t.ctx.db.db.select().from(billingEvents).where(eq(billingEvents.id, id));
    expect(row!.appliedAt).not.toBeNull();
  });

  it('marks an event of no known member applied (logged), instead of retrying it forever', async () => {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const body = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.subscription.updated',
      created: nowS(),
      data: { object: { id: 'sub_nobody', object: 'subscription', customer: 'cus_nobody', metadata: {} } },
    });
    expect((await post(body, sign(body))).statusCode).toBe(200);
    await applyBillingEvent(t.ctx, id);
    const [row] = await t.ctx.db.db.select().from(billingEvents).where(eq(billingEvents.id, id));
    expect(row!.appliedAt).not.toBeNull();
  });

  it('finds the member through the metadata Kinora put in the checkout when the customer is unknown', async () => {
    const m = await paidMember();
    const events = await m.bodies();
    // Kinora lost its customer row (say, a restore): the subscription's metadata still names the member.
    await t.ctx.db.db.delete(billingCustomers).where(eq(billingCustomers.userId, m.userId));
    for (const e of events.filter((e) => e.type === 'customer.subscription.created'))
      expect((await post(e.body, sign(e.body))).statusCode).toBe(200);
    await applyPending();
    expect(await planOf(t.ctx.db.db, m.userId, t.ctx.clock.now())).toBe('premium');
  });

  it('applies an event replayed 10 times once', async () => {
    const m = await paidMember();
    const events = await m.bodies();
    for (let i = 0; i < 10; i++) {
      for (const e of events) expect((await post(e.body, sign(e.body))).statusCode).toBe(200);
      await applyPending();
    }
    const ids = events.map((e) => JSON.parse(e.body).id as string);
    const stored = await t.ctx.db.db.select().from(billingEvents);
    expect(stored.filter((row) => ids.includes(row.id))).toHaveLength(events.length);
    expect(await accessVersionOf(t.ctx, m.userId)).toBe(2);
    expect(await notificationKinds(t.ctx, m.userId)).toEqual(['subscription_started']);
  });

  it('out of order: invoice.paid before checkout.session.completed, deleted before created', async () => {
    const m = await paidMember();
    const events = await m.bodies();
    const byType = (type: string) => events.filter((e) => e.type === type);
    const deliverAndApply = async (list: { body: string }[]) => {
      for (const e of list) expect((await post(e.body, sign(e.body))).statusCode).toBe(200);
      await applyPending();
    };
    await deliverAndApply(byType('invoice.paid'));
    expect(await planOf(t.ctx.db.db, m.userId, t.ctx.clock.now())).toBe('premium');
    await deliverAndApply(byType('checkout.session.completed'));
    expect(await accessVersionOf(t.ctx, m.userId)).toBe(2);

    // Cancelled now at the provider: the deleted event arrives before the created one.
    const [row] = await t.ctx.db.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, m.userId));
    const seen = new Set(events.map((e) => e.body));
    await t.ctx.payments.cancelSubscription(row!.id, { atPeriodEnd: false }, `test:${row!.id}`);
    const later = (await m.bodies()).filter((e) => !seen.has(e.body));
    await deliverAndApply(later.filter((e) => e.type === 'customer.subscription.deleted'));
    await deliverAndApply(byType('customer.subscription.created'));
    await deliverAndApply(events);
    const [final] = await t.ctx.db.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, m.userId));
    expect(final!.status).toBe('canceled');
    expect(await planOf(t.ctx.db.db, m.userId, t.ctx.clock.now())).toBe('free');
    expect(await accessVersionOf(t.ctx, m.userId)).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripePeerEnv, stripePeerHarness } from './payments.test-helpers';
import { describePaymentProvider } from './payments-contract';
import { payCheckout } from './sandbox/sandbox-checkout';
import { advanceCustomerClock } from './sandbox/sandbox-engine';
import type { StripePeer } from './stripe-peer';
import { apiBaseOptions, stripeLocale } from './stripe-provider';

/**
 * The Stripe provider against a local peer speaking Stripe's REST API (stripe-peer.ts, backed by
 * the sandbox engine): the shared behaviour suite, then the exact requests it sends. What passes
 * here is verified against the peer only, not against Stripe itself (see the README).
 */
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

describePaymentProvider('stripe (local peer)', stripePeerHarness);

describe('StripeProvider requests', () => {
  let env: Awaited<ReturnType<typeof stripePeerEnv>>;
  let peer: StripePeer;
  beforeAll(async () => {
    env = await stripePeerEnv();
    peer = env.peer;
  });
  afterAll(async () => {
    await env?.close();
  });
  const last = () => peer.requests.at(-1)!;
  /** The last write (reads that enrich the answer may follow it). */
  const lastWrite = () => peer.requests.filter((r) => r.method !== 'GET').at(-1)!;

  it('sends each call to the right endpoint with its parameters and our idempotency key', async () => {
    const customerId = await env.provider.createCustomer(
      { userId: 'u-1', email: 'm@example.com' },
      'key-cus',
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'm@example.com', 'metadata[userId]': 'u-1' },
      idempotencyKey: 'key-cus',
      authorization: 'Bearer sk_test_peer',
    });

    const checkout = await env.provider.createCheckout(
      {
        customerId,
        userId: 'u-1',
        plan: 'premium',
        successUrl: 'http://localhost:3000/profile?checkout=success',
        cancelUrl: 'http://localhost:3000/pricing',
        locale: 'de-CH',
      },
      'key-cs',
    );
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.id}`);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'key-cs',
      params: {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: 'u-1',
        'line_items[0][price]': 'price_premium_peer',
        'line_items[0][quantity]': '1',
        'metadata[userId]': 'u-1',
        'metadata[plan]': 'premium',
        'subscription_data[metadata][userId]': 'u-1',
        'subscription_data[metadata][plan]': 'premium',
        success_url: 'http://localhost:3000/profile?checkout=success',
        cancel_url: 'http://localhost:3000/pricing',
        locale: 'de',
      },
    });

    await payCheckout(env.deps, checkout.id, card);
    const [sub] = await env.provider.listSubscriptions(customerId);
    expect(sub?.plan).toBe('premium'); // from the configured price id
    expect(
      peer.requests.some(
        (r) =>
          r.method === 'GET' &&
          r.path === '/v1/subscriptions' &&
          r.params.customer === customerId &&
          r.params.status === 'all',
      ),
    ).toBe(true);

    await env.provider.createPortal(
      { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'hi' },
      'key-portal',
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      idempotencyKey: 'key-portal',
      params: { customer: customerId, return_url: 'http://localhost:3000/profile', locale: 'auto' },
    });

    await env.provider.cancelSubscription(sub!.id, { atPeriodEnd: true }, 'key-cancel-later');
    expect(lastWrite()).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${sub!.id}`,
      params: { cancel_at_period_end: 'true' },
      idempotencyKey: 'key-cancel-later',
    });

    const before = peer.requests.length;
    await env.provider.refundSubscription(sub!.id, 'key-refund');
    const refundCalls = peer.requests.slice(before);
    expect(refundCalls[0]).toMatchObject({
      method: 'GET',
      path: '/v1/invoices',
      params: { subscription: sub!.id, status: 'paid' },
    });
    const refund = refundCalls.find((r) => r.path === '/v1/refunds')!;
    expect(refund.method).toBe('POST');
    expect(refund.params.payment_intent).toMatch(/^pi_/);
    expect(refund.idempotencyKey).toMatch(/^key-refund:in_/);

    await env.provider.cancelSubscription(sub!.id, { atPeriodEnd: false }, 'key-cancel-now');
    expect(lastWrite()).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${sub!.id}`,
      idempotencyKey: 'key-cancel-now',
    });

    const writes = peer.requests.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(6);
    expect(writes.filter((r) => !r.idempotencyKey)).toEqual([]);
  });

  it('a retried write under the same key is answered once (Stripe replays it)', async () => {
    const a = await env.provider.createCustomer({ userId: 'u-2', email: 'x@example.com' }, 'key-same');
    const b = await env.provider.createCustomer({ userId: 'u-2', email: 'x@example.com' }, 'key-same');
    expect(b).toBe(a);
  });
});

describe('StripeProvider checkouts and test clocks', () => {
  let env: Awaited<ReturnType<typeof stripePeerEnv>>;
  beforeAll(async () => {
    env = await stripePeerEnv();
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  });

  it("reads a session's status, expires a customer's open sessions (each under a key), reads the test clock", async () => {
    const customerId = await env.provider.createCustomer(
      { userId: 'u-3', email: 'c@example.com' },
      'k-cus-3',
    );
    const input = {
      customerId,
      userId: 'u-3',
      plan: 'premium' as const,
      successUrl: 'http://localhost:3000/profile',
      cancelUrl: 'http://localhost:3000/pricing',
      locale: 'fr',
    };
    const paid = await env.provider.createCheckout(input, 'k-cs-paid');
    const open = await env.provider.createCheckout(input, 'k-cs-open');
    await payCheckout(env.deps, paid.id, card);
    expect(await env.provider.getCheckout(paid.id)).toEqual({ id: paid.id, url: null, status: 'complete' });
    expect(await env.provider.getCheckout(open.id)).toMatchObject({ id: open.id, status: 'open' });
    expect(await env.provider.getCheckout('cs_test_unknown0000000000')).toBeNull();

    expect(await env.provider.expireOpenCheckouts(customerId)).toBe(1);
    expect(
      env.peer.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'GET')?.params,
    ).toMatchObject({
      customer: customerId,
      status: 'open',
    });
    expect(env.peer.requests.filter((r) => r.path.endsWith('/expire'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/checkout/sessions/${open.id}/expire`,
        idempotencyKey: `expire:${open.id}`,
      }),
    ]);
    expect((await env.provider.getCheckout(open.id))?.status).toBe('expired');

    // The customer's test clock 10 days ahead: the subscription's dates are on that clock.
    await advanceCustomerClock(env.deps, customerId, 10 * 86_400);
    const [sub] = await env.provider.listSubscriptions(customerId);
    expect(sub!.clockNow!.getTime() - env.deps.clock.now().getTime()).toBe(10 * 86_400_000);
    expect(
      env.peer.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/test_helpers/test_clocks/')),
    ).toBe(true);
  });
});

describe('StripeProvider configuration', () => {
  it('points the SDK at STRIPE_API_BASE', () => {
    expect(apiBaseOptions(undefined)).toEqual({});
    expect(apiBaseOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(apiBaseOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it("maps Kinora's languages to Stripe's hosted page locales", () => {
    expect(['fr', 'en', 'es', 'pt', 'de', 'it', 'zh', 'hi', 'pt-BR'].map(stripeLocale)).toEqual([
      'fr',
      'en',
      'es',
      'pt',
      'de',
      'it',
      'zh',
      'auto',
      'pt',
    ]);
  });
});

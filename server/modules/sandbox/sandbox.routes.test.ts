import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../../domain/api/sandbox';
import { createCheckoutSession } from '../../adapters/payments/sandbox/sandbox-checkout';
import {
  CLOCK_ADVANCES_PER_MINUTE,
  createCustomer,
  MAX_CLOCK_AHEAD_S,
} from '../../adapters/payments/sandbox/sandbox-engine';
import { createPortalSession } from '../../adapters/payments/sandbox/sandbox-portal';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestContext } from '../../test/test-context';
import { testCard } from './sandbox.test-helpers';

/** The hosted pages' API as the web pages use it: card declines, 3-D Secure, expiry, portal, limits. */
let ctx: TestContext;
let close: () => Promise<void>;
let visitor: TestClient;
let customerId: string;
let n = 0;

beforeAll(async () => {
  const env = await createTestApp();
  ctx = env.ctx;
  close = env.close;
  visitor = new TestClient(env.app, 'http://localhost:3000', '10.88.0.1');
  customerId = await createCustomer(
    ctx,
    { userId: 'user-routes', email: 'routes@example.com' },
    'routes-cus',
  );
});
afterAll(async () => {
  await close();
});

/** A checkout on a new customer (which becomes `customerId`): one subscription per plan and customer. */
async function checkout(plan: 'premium' | 'qa' = 'premium') {
  n += 1;
  customerId = await createCustomer(
    ctx,
    { userId: 'user-routes', email: 'routes@example.com' },
    `routes-cus-${n}`,
  );
  const { id } = await createCheckoutSession(
    ctx,
    {
      customerId,
      userId: 'user-routes',
      plan,
      successUrl: 'http://localhost:3000/profile?checkout=success',
      cancelUrl: 'http://localhost:3000/pricing?checkout=canceled',
      locale: 'fr',
    },
    `routes-cs-${n}`,
  );
  return `/api/sandbox/checkout/${id}`;
}

describe('checkout page API', () => {
  it('shows the session, declines with 402 card_*, pays with a test card', async () => {
    const url = await checkout('qa');
    const page = await visitor.request({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'open',
      plan: 'qa',
      amountCents: 299,
      currency: 'EUR',
      email: 'routes@example.com',
      requiresAction: false,
      cancelUrl: 'http://localhost:3000/pricing?checkout=canceled',
    });
    const declined = await visitor.post(`${url}/pay`, testCard(SANDBOX_TEST_CARDS.insufficientFunds));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('card_insufficient_funds');
    const paid = await visitor.post(`${url}/pay`, testCard('4242 4242 4242 4242'));
    expect(paid.json()).toEqual({
      outcome: 'succeeded',
      redirectUrl: 'http://localhost:3000/profile?checkout=success',
    });
    expect((await visitor.request({ method: 'GET', url })).json().status).toBe('complete');
  });

  it('3-D Secure: requires_action, refused → 402, approved → paid', async () => {
    const url = await checkout();
    const auth = testCard(SANDBOX_TEST_CARDS.authenticationRequired);
    expect((await visitor.post(`${url}/pay`, auth)).json()).toEqual({
      outcome: 'requires_action',
      redirectUrl: null,
    });
    expect((await visitor.request({ method: 'GET', url })).json().requiresAction).toBe(true);
    const refused = await visitor.post(`${url}/confirm`, { approve: false });
    expect([refused.statusCode, refused.json().error.code]).toEqual([402, 'card_authentication_failed']);
    const early = await visitor.post(`${url}/confirm`, { approve: true });
    expect(early.statusCode).toBe(409);
    await visitor.post(`${url}/pay`, auth);
    expect((await visitor.post(`${url}/confirm`, { approve: true })).json().outcome).toBe('succeeded');
  });

  it('an expired session answers 410 checkout_session_expired', async () => {
    const url = await checkout();
    ctx.clock.advance(24 * 3600_000 + 1);
    const res = await visitor.request({ method: 'GET', url });
    expect([res.statusCode, res.json().error.code]).toEqual([410, 'checkout_session_expired']);
  });

  it('refuses NUL bytes and limits card attempts per session', async () => {
    const url = await checkout();
    const nul = await visitor.post(`${url}/pay`, { ...testCard(), name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await visitor.post(`${url}/pay`, testCard(SANDBOX_TEST_CARDS.declined))).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 402)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('portal page API', () => {
  it('updates the card, cancels at period end, resumes, moves the test clock', async () => {
    const url = await checkout();
    await visitor.post(`${url}/pay`, testCard());
    const { id } = await createPortalSession(
      ctx,
      { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'fr' },
      'routes-portal',
    );
    const portal = `/api/sandbox/portal/${id}`;
    const view = (await visitor.request({ method: 'GET', url: portal })).json();
    expect(view).toMatchObject({ email: 'routes@example.com', card: { brand: 'visa', last4: '4242' } });
    const sub = view.subscriptions.find((s: { status: string }) => s.status === 'active');

    const card = await visitor.post(`${portal}/card`, {
      ...testCard('5555555555554444'),
      expMonth: 3,
      expYear: 2090,
    });
    expect(card.json().card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2090 });
    const declined = await visitor.post(`${portal}/card`, testCard(SANDBOX_TEST_CARDS.declined));
    expect([declined.statusCode, declined.json().error.code]).toEqual([402, 'card_declined']);

    const cancelled = await visitor.post(`${portal}/subscriptions/${sub.id}/cancel`);
    expect(
      cancelled.json().subscriptions.find((s: { id: string }) => s.id === sub.id).cancelAtPeriodEnd,
    ).toBe(true);
    const resumed = await visitor.post(`${portal}/subscriptions/${sub.id}/resume`);
    expect(resumed.json().subscriptions.find((s: { id: string }) => s.id === sub.id).cancelAtPeriodEnd).toBe(
      false,
    );

    const moved = (await visitor.post(`${portal}/advance-clock`, { seconds: 32 * 86_400 })).json();
    expect(new Date(moved.clockNow).getTime() - new Date(view.clockNow).getTime()).toBe(32 * 86_400_000);
    const renewed = moved.subscriptions.find((s: { id: string }) => s.id === sub.id);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(sub.currentPeriodEnd).getTime(),
    );
  });

  it('a portal link lasts an hour', async () => {
    const { id } = await createPortalSession(
      ctx,
      { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'fr' },
      'routes-portal-2',
    );
    ctx.clock.advance(3600_000 + 1);
    expect((await visitor.request({ method: 'GET', url: `/api/sandbox/portal/${id}` })).statusCode).toBe(404);
  });
});

describe('test clock limits', () => {
  it('a few advances a minute per customer (429), and at most 400 days ahead in all (409)', async () => {
    await checkout();
    const { id } = await createPortalSession(
      ctx,
      { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'fr' },
      'routes-portal-clock',
    );
    const advance = (seconds: number) => visitor.post(`/api/sandbox/portal/${id}/advance-clock`, { seconds });
    for (let i = 0; i < CLOCK_ADVANCES_PER_MINUTE; i++) expect((await advance(86_400)).statusCode).toBe(200);
    const limited = await advance(86_400);
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'sandbox_clock_rate_limited']);
    ctx.clock.advance(60_000);
    expect((await advance(MAX_CLOCK_AHEAD_S - 5 * 86_400)).statusCode).toBe(200);
    const tooFar = await advance(60);
    expect([tooFar.statusCode, tooFar.json().error.code]).toEqual([409, 'sandbox_clock_limit_reached']);
    const portal = (await visitor.request({ method: 'GET', url: `/api/sandbox/portal/${id}` })).json();
    expect(new Date(portal.clockNow).getTime() - ctx.clock.now().getTime()).toBe(MAX_CLOCK_AHEAD_S * 1000);
  });
});

describe('with Stripe as the provider', () => {
  it('the sandbox pages do not exist', async () => {
    const env = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PREMIUM_PRICE_ID: 'price_p',
        STRIPE_QA_PRICE_ID: 'price_q',
      },
    });
    try {
      expect(env.ctx.payments.name).toBe('stripe');
      const res = await env.app.inject({ method: 'GET', url: '/api/sandbox/checkout/cs_test_000000000000' });
      expect(res.statusCode).toBe(404);
    } finally {
      await env.close();
    }
  });
});

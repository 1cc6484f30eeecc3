import { and, eq, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../../domain/api/sandbox';
import { createCheckoutSession, payCheckout } from '../../adapters/payments/sandbox/sandbox-checkout';
import {
  cancelSubscription,
  createCustomer,
  findSubscription,
  refundSubscription,
  resumeSubscription,
} from '../../adapters/payments/sandbox/sandbox-engine';
import { createPortalSession, readPortal } from '../../adapters/payments/sandbox/sandbox-portal';
import { sandboxEvents as sandboxEventsTable, sandboxInvoices } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  advanceSandboxClock,
  confirmCheckoutWith,
  deliverSandboxEvents,
  payCheckoutWith,
  runSandboxClock,
  sandboxEvents,
  testCard,
  updateCardWith,
} from './sandbox.test-helpers';

/**
 * The sandbox provider's engine, driven like Stripe's test mode with the fake clock: checkout with
 * each test card, 3-D Secure, renewals, failed renewals and retries, card update, cancellation,
 * resume, refunds, test clocks, and the signed delivery of its events.
 */
let ctx: TestContext;
let n = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2030-01-31T10:00:00Z'));
});
afterAll(async () => {
  await ctx.close();
});

async function newCustomer() {
  n += 1;
  return createCustomer(
    ctx,
    { userId: `user-${n}`, email: `m${n}@example.com` },
    `cus-${n}-${Math.random()}`,
  );
}

async function openCheckout(customerId: string, plan: 'premium' | 'qa' = 'premium') {
  return createCheckoutSession(
    ctx,
    {
      customerId,
      userId: `user-${n}`,
      plan,
      successUrl: 'http://localhost:3000/profile?checkout=success',
      cancelUrl: 'http://localhost:3000/pricing?checkout=canceled',
      locale: 'fr',
    },
    `cs-${Math.random()}`,
  );
}

/** A customer with an active Premium subscription paid with `card`. */
async function subscribed(card: string = SANDBOX_TEST_CARDS.success) {
  const customerId = await newCustomer();
  const checkout = await openCheckout(customerId);
  await payCheckoutWith(ctx, checkout.url, card);
  const [sub] = await ctx.payments.listSubscriptions(customerId);
  return { customerId, sub: sub!, checkout };
}

/** The customer's events, without the test clock's (one after each advance). */
const typesFor = async (customerId: string) =>
  (await sandboxEvents(ctx))
    .filter(
      (e) => e.payload.data.object.customer === customerId && e.type !== 'test_helpers.test_clock.ready',
    )
    .map((e) => e.type);

describe('checkout', () => {
  it('a test card pays: active subscription, paid invoice, events like Stripe', async () => {
    const customerId = await newCustomer();
    const checkout = await openCheckout(customerId);
    expect(checkout.url).toBe(`${ctx.config.publicUrl}/sandbox/checkout/${checkout.id}`);
    expect(checkout.id).toMatch(/^cs_test_[A-Za-z0-9_]{8,100}$/);
    const result = await payCheckoutWith(ctx, checkout.url);
    expect(result).toEqual({
      outcome: 'succeeded',
      redirectUrl: 'http://localhost:3000/profile?checkout=success',
    });
    const [sub] = await ctx.payments.listSubscriptions(customerId);
    expect(sub).toMatchObject({
      plan: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date('2030-01-31T10:00:00Z'),
      // One calendar month, clamped like Stripe's billing anchor.
      currentPeriodEnd: new Date('2030-02-28T10:00:00Z'),
      firstPaidAt: new Date('2030-01-31T10:00:00Z'),
      refundedCents: 0,
    });
    expect(await typesFor(customerId)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const completed = (await sandboxEvents(ctx)).find(
      (e) => e.type === 'checkout.session.completed' && e.payload.data.object.customer === customerId,
    )!;
    expect(completed.payload.data.object).toMatchObject({
      id: checkout.id,
      subscription: sub!.id,
      client_reference_id: `user-${n}`,
      mode: 'subscription',
      payment_status: 'paid',
      metadata: { plan: 'premium' },
    });
    // Paying again (a double click, an old tab) is refused and changes nothing.
    await expect(payCheckoutWith(ctx, checkout.url)).rejects.toMatchObject({
      status: 409,
      code: 'checkout_session_completed',
    });
    expect(await ctx.payments.listSubscriptions(customerId)).toHaveLength(1);
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, 'card_declined'],
    [SANDBOX_TEST_CARDS.insufficientFunds, 'card_insufficient_funds'],
    [SANDBOX_TEST_CARDS.expired, 'card_expired'],
    [SANDBOX_TEST_CARDS.incorrectCvc, 'card_incorrect_cvc'],
    ['4242424242424241', 'card_number_invalid'],
  ])('%s declines with %s (402) and creates nothing', async (card, code) => {
    const customerId = await newCustomer();
    const checkout = await openCheckout(customerId);
    await expect(payCheckoutWith(ctx, checkout.url, card)).rejects.toMatchObject({ status: 402, code });
    expect(await ctx.payments.listSubscriptions(customerId)).toEqual([]);
    expect(await typesFor(customerId)).toEqual([]);
  });

  it('a card past its expiry date declines with card_expired', async () => {
    const checkout = await openCheckout(await newCustomer());
    await expect(
      payCheckout(ctx, checkout.id, { ...testCard(), expMonth: 12, expYear: 2029 }),
    ).rejects.toMatchObject({ status: 402, code: 'card_expired' });
  });

  it('3-D Secure: approved pays, refused declines and lets the member try again', async () => {
    const customerId = await newCustomer();
    const checkout = await openCheckout(customerId);
    expect(await payCheckoutWith(ctx, checkout.url, SANDBOX_TEST_CARDS.authenticationRequired)).toEqual({
      outcome: 'requires_action',
      redirectUrl: null,
    });
    await expect(confirmCheckoutWith(ctx, checkout.url, false)).rejects.toMatchObject({
      status: 402,
      code: 'card_authentication_failed',
    });
    expect(await ctx.payments.listSubscriptions(customerId)).toEqual([]);
    await payCheckoutWith(ctx, checkout.url, SANDBOX_TEST_CARDS.authenticationRequired);
    expect((await confirmCheckoutWith(ctx, checkout.url, true)).outcome).toBe('succeeded');
    const [sub] = await ctx.payments.listSubscriptions(customerId);
    expect(sub?.status).toBe('active');
  });

  it('a session expires after 24 h (410 checkout_session_expired); an unknown one is 404', async () => {
    const checkout = await openCheckout(await newCustomer());
    ctx.clock.advance(24 * 3600_000 + 1000);
    await expect(payCheckoutWith(ctx, checkout.url)).rejects.toMatchObject({
      status: 410,
      code: 'checkout_session_expired',
    });
    await expect(payCheckoutWith(ctx, 'cs_test_unknown000')).rejects.toMatchObject({ status: 404 });
  });
});

describe('renewals', () => {
  it('renews on the period boundary: invoice paid, new period', async () => {
    const { customerId, sub } = await subscribed();
    expect(await runSandboxClock(ctx)).toBe(0);
    ctx.clock.set(sub.currentPeriodEnd.getTime() + 1000);
    await runSandboxClock(ctx);
    const renewed = (await ctx.payments.getSubscription(sub.id))!;
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(sub.currentPeriodEnd.getTime() + 27 * DAY);
    expect((await typesFor(customerId)).slice(3)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const updated = (await sandboxEvents(ctx)).filter((e) => e.payload.data.object.id === sub.id).at(-1)!;
    expect(updated.payload.data.object.items.data[0].current_period_end).toBe(
      renewed.currentPeriodEnd.getTime() / 1000,
    );
  });

  it('a failing card: past due, retried after 1, 3 and 5 days, then cancelled', async () => {
    const { customerId, sub } = await subscribed(SANDBOX_TEST_CARDS.attachThenFail);
    const untilEnd = Math.ceil((sub.currentPeriodEnd.getTime() - ctx.clock.now().getTime()) / 1000);
    await advanceSandboxClock(ctx, customerId, untilEnd);
    expect((await ctx.payments.getSubscription(sub.id))!.status).toBe('past_due');
    const [open] = await ctx.db.db
      .select()
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.status, 'open'), eq(sandboxInvoices.subscriptionId, sub.id)));
    expect(open).toMatchObject({ attemptCount: 1, subscriptionId: sub.id });
    expect(open!.nextPaymentAttempt).toEqual(new Date(sub.currentPeriodEnd.getTime() + DAY));
    await advanceSandboxClock(ctx, customerId, 86_400);
    await advanceSandboxClock(ctx, customerId, 2 * 86_400);
    expect((await ctx.payments.getSubscription(sub.id))!.status).toBe('past_due');
    await advanceSandboxClock(ctx, customerId, 2 * 86_400);
    const ended = (await ctx.payments.getSubscription(sub.id))!;
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt).toEqual(new Date(sub.currentPeriodEnd.getTime() + 5 * DAY));
    expect((await typesFor(customerId)).slice(3)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
  });

  it('a new card in the portal pays the open invoice at once (past due → active)', async () => {
    const { customerId, sub } = await subscribed(SANDBOX_TEST_CARDS.attachThenFail);
    const untilEnd = Math.ceil((sub.currentPeriodEnd.getTime() - ctx.clock.now().getTime()) / 1000);
    await advanceSandboxClock(ctx, customerId, untilEnd);
    expect((await ctx.payments.getSubscription(sub.id))!.status).toBe('past_due');
    await updateCardWith(ctx, customerId, SANDBOX_TEST_CARDS.success);
    expect((await ctx.payments.getSubscription(sub.id))!.status).toBe('active');
    expect((await typesFor(customerId)).slice(-2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    await expect(updateCardWith(ctx, customerId, SANDBOX_TEST_CARDS.declined)).rejects.toMatchObject({
      code: 'card_declined',
    });
  });

  it('cancel at period end ends it exactly then; resume keeps it renewing', async () => {
    const { customerId, sub } = await subscribed();
    const cancelled = await ctx.payments.cancelSubscription(sub.id, { atPeriodEnd: true }, 'k1');
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await resumeSubscription(ctx, sub.id);
    expect((await ctx.payments.getSubscription(sub.id))!.cancelAtPeriodEnd).toBe(false);
    await cancelSubscription(ctx, sub.id, true);
    const untilEnd = Math.ceil((sub.currentPeriodEnd.getTime() - ctx.clock.now().getTime()) / 1000);
    await advanceSandboxClock(ctx, customerId, untilEnd - 60);
    expect((await ctx.payments.getSubscription(sub.id))!.status).toBe('active');
    await advanceSandboxClock(ctx, customerId, 60);
    const ended = (await ctx.payments.getSubscription(sub.id))!;
    expect(ended).toMatchObject({ status: 'canceled', endedAt: sub.currentPeriodEnd });
    expect((await typesFor(customerId)).at(-1)).toBe('customer.subscription.deleted');
    const deleted = (await sandboxEvents(ctx)).findLast((e) => e.type === 'customer.subscription.deleted')!;
    expect(deleted.payload.data.object.ended_at).toBe(sub.currentPeriodEnd.getTime() / 1000);
  });

  it('cancel now ends it at once', async () => {
    const { sub } = await subscribed();
    const ended = await ctx.payments.cancelSubscription(sub.id, { atPeriodEnd: false }, 'k2');
    expect(ended.status).toBe('canceled');
    expect((await findSubscription(ctx, sub.id))!.endedAt).toEqual(ended.endedAt);
  });

  it('a test clock moved two months ahead renews twice; the portal shows its time', async () => {
    const { customerId, sub } = await subscribed();
    await advanceSandboxClock(ctx, customerId, 62 * 86_400);
    const renewed = (await ctx.payments.getSubscription(sub.id))!;
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart.getTime()).toBeGreaterThan(sub.currentPeriodEnd.getTime());
    expect((await typesFor(customerId)).filter((t) => t === 'invoice.paid')).toHaveLength(3);
    const portal = await createPortalSession(
      ctx,
      { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'fr' },
      `p-${n}`,
    );
    const { view } = await readPortal(ctx, portal.id);
    expect(view.invoices).toHaveLength(3);
    expect(new Date(view.clockNow).getTime() - ctx.clock.now().getTime()).toBe(62 * DAY);
  });
});

describe('refunds', () => {
  it('refunds every paid invoice in full, once per idempotency key', async () => {
    const { customerId, sub } = await subscribed();
    expect(await refundSubscription(ctx, sub.id, 'r1')).toBe(299);
    expect(await refundSubscription(ctx, sub.id, 'r1')).toBe(299);
    expect(await refundSubscription(ctx, sub.id, 'r2')).toBe(0);
    expect((await ctx.payments.getSubscription(sub.id))!.refundedCents).toBe(299);
    expect((await typesFor(customerId)).filter((t) => t === 'charge.refunded')).toHaveLength(1);
  });
});

describe('event delivery', () => {
  it('signs each event like Stripe, retries a failed delivery, delivers each once', async () => {
    await deliverSandboxEvents(ctx, async () => {}); // earlier tests' events
    await subscribed();
    const secret = ctx.config.payments.webhookSecret;
    await expect(
      deliverSandboxEvents(ctx, async () => {
        throw new Error('handler down');
      }),
    ).rejects.toThrow('handler down');
    const [failed] = await ctx.db.db
      .select()
      .from(sandboxEventsTable)
      .where(isNotNull(sandboxEventsTable.lastError));
    expect(failed).toMatchObject({ deliveredAt: null, lastError: 'Error: handler down' });

    const received: string[] = [];
    const delivered = await deliverSandboxEvents(ctx, async (raw, header) => {
      const event = Stripe.webhooks.constructEvent(
        raw,
        header,
        secret,
        300,
        undefined,
        ctx.clock.now().getTime(),
      );
      expect((await ctx.payments.verifyWebhook(raw, header, ctx.clock.now())).id).toBe(event.id);
      received.push(event.type);
    });
    expect(delivered).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(received).toEqual(delivered);
    expect(await deliverSandboxEvents(ctx, async () => {})).toEqual([]);
  });
});

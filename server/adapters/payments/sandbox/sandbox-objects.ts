import type {
  SandboxCheckoutRow,
  SandboxCustomerRow,
  SandboxInvoiceRow,
  SandboxSubscriptionRow,
} from '../../../db/schema';

/**
 * The sandbox's state rendered as Stripe's API objects: the data.object of its events and the
 * answers of the Stripe peer (stripe-peer.ts), so both providers are read by the same code.
 */

export const SANDBOX_API_VERSION = '2025-03-31.basil';

const s = (date: Date) => Math.floor(date.getTime() / 1000);
const sOrNull = (date: Date | null) => (date ? s(date) : null);
/** The payment intent and charge of an invoice share its suffix. */
export const paymentIntentOf = (invoiceId: string) => `pi_${invoiceId.slice(3)}`;
export const chargeOf = (invoiceId: string) => `ch_${invoiceId.slice(3)}`;
export const invoiceOfPayment = (id: string) => `in_${id.slice(3)}`;
export const sandboxPriceId = (plan: string) => `price_sandbox_${plan}`;
/** Every sandbox customer has its own test clock (Stripe's clocks may hold several customers). */
export const testClockOf = (customerId: string) => `clock_${customerId.slice(4)}`;
export const customerOfTestClock = (clockId: string) => `cus_${clockId.slice(6)}`;

export function customerObject(c: SandboxCustomerRow) {
  return {
    id: c.id,
    object: 'customer',
    email: c.email,
    created: s(c.createdAt),
    metadata: { userId: c.userId },
    livemode: false,
  };
}

export function subscriptionObject(sub: SandboxSubscriptionRow) {
  const period = {
    current_period_start: s(sub.currentPeriodStart),
    current_period_end: s(sub.currentPeriodEnd),
  };
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    test_clock: testClockOf(sub.customerId),
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: sub.cancelAtPeriodEnd ? period.current_period_end : null,
    created: s(sub.createdAt),
    start_date: s(sub.createdAt),
    billing_cycle_anchor: s(sub.anchor),
    ended_at: sOrNull(sub.endedAt),
    canceled_at: sOrNull(sub.endedAt),
    // Older API versions have the period at the top level, newer ones on the items: both are given.
    ...period,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          price: {
            id: sandboxPriceId(sub.plan),
            object: 'price',
            currency: 'eur',
            unit_amount: sub.amountCents,
            recurring: { interval: 'month', interval_count: 1 },
            metadata: { plan: sub.plan },
          },
          ...period,
        },
      ],
    },
    metadata: { userId: sub.userId, plan: sub.plan },
    livemode: false,
  };
}

/** Stripe's test clock object; `customer` is the sandbox's own addition (one clock per customer). */
export function testClockObject(c: SandboxCustomerRow, frozenTime: Date) {
  return {
    id: testClockOf(c.id),
    object: 'test_helpers.test_clock',
    customer: c.id,
    frozen_time: s(frozenTime),
    status: 'ready',
    created: s(c.createdAt),
    livemode: false,
  };
}

export function invoiceObject(inv: SandboxInvoiceRow) {
  return {
    id: inv.id,
    object: 'invoice',
    customer: inv.customerId,
    subscription: inv.subscriptionId,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: inv.subscriptionId, metadata: { plan: inv.plan } },
    },
    status: inv.status,
    currency: 'eur',
    amount_due: inv.amountCents,
    amount_paid: inv.amountPaidCents,
    amount_remaining: inv.amountCents - inv.amountPaidCents,
    attempt_count: inv.attemptCount,
    attempted: inv.attemptCount > 0,
    next_payment_attempt: sOrNull(inv.nextPaymentAttempt),
    period_start: s(inv.periodStart),
    period_end: s(inv.periodEnd),
    created: s(inv.createdAt),
    payment_intent: paymentIntentOf(inv.id),
    charge: chargeOf(inv.id),
    status_transitions: { paid_at: sOrNull(inv.paidAt) },
    livemode: false,
  };
}

export function chargeObject(inv: SandboxInvoiceRow) {
  return {
    id: chargeOf(inv.id),
    object: 'charge',
    amount: inv.amountPaidCents,
    amount_captured: inv.amountPaidCents,
    amount_refunded: inv.refundedCents,
    refunded: inv.refundedCents > 0 && inv.refundedCents >= inv.amountPaidCents,
    currency: 'eur',
    customer: inv.customerId,
    invoice: inv.id,
    payment_intent: paymentIntentOf(inv.id),
    paid: true,
    status: 'succeeded',
    created: s(inv.paidAt ?? inv.createdAt),
    metadata: { subscription: inv.subscriptionId },
    livemode: false,
  };
}

export function checkoutSessionObject(cs: SandboxCheckoutRow, url: string) {
  return {
    id: cs.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: cs.customerId,
    subscription: cs.subscriptionId,
    client_reference_id: cs.userId,
    status: cs.status,
    payment_status: cs.status === 'complete' ? 'paid' : 'unpaid',
    amount_total: cs.amountCents,
    currency: 'eur',
    locale: cs.locale,
    success_url: cs.successUrl,
    cancel_url: cs.cancelUrl,
    url: cs.status === 'open' ? url : null,
    created: s(cs.createdAt),
    expires_at: s(cs.expiresAt),
    metadata: { userId: cs.userId, plan: cs.plan },
    livemode: false,
  };
}

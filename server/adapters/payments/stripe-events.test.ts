import { describe, expect, it } from 'vitest';
import { invoiceSubscriptionId, parseSubscription, toProviderEvent } from './stripe-events';

/** Stripe's JSON across API versions: periods at the top level or on the items, invoice → subscription. */
const period = { current_period_start: 1_900_000_000, current_period_end: 1_902_592_000 };
const base = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  created: 1_900_000_000,
  ended_at: null,
};

describe('parseSubscription', () => {
  const expected = {
    id: 'sub_1',
    customerId: 'cus_1',
    userId: null,
    plan: 'premium',
    status: 'active',
    currentPeriodStart: new Date(1_900_000_000_000),
    currentPeriodEnd: new Date(1_902_592_000_000),
    cancelAtPeriodEnd: false,
    createdAt: new Date(1_900_000_000_000),
    endedAt: null,
    testClockId: null,
  };

  it('reads the period at the top level (older API versions) and the plan from the price id', () => {
    const sub = { ...base, ...period, items: { data: [{ price: { id: 'price_p' } }] } };
    expect(parseSubscription(sub, { premium: 'price_p', qa: 'price_q' })).toEqual(expected);
  });

  it("reads the customer's test clock (test mode), whose time the dates are on", () => {
    const sub = { ...base, ...period, test_clock: 'clock_1', metadata: { plan: 'premium' } };
    expect(parseSubscription(sub)).toEqual({ ...expected, testClockId: 'clock_1' });
  });

  it('reads the period on the items (recent API versions) and the plan from metadata', () => {
    const sub = {
      ...base,
      metadata: { plan: 'premium' },
      items: { data: [{ price: { id: 'price_x' }, ...period }] },
    };
    expect(parseSubscription(sub)).toEqual(expected);
  });

  it('refuses what it cannot read (unknown plan, status or period)', () => {
    expect(
      parseSubscription({ ...base, ...period, items: { data: [{ price: { id: 'price_x' } }] } }),
    ).toBeNull();
    expect(parseSubscription({ ...base, status: 'weird', ...period, metadata: { plan: 'qa' } })).toBeNull();
    expect(parseSubscription({ ...base, metadata: { plan: 'qa' } })).toBeNull();
    expect(parseSubscription('sub_1')).toBeNull();
  });
});

describe('events', () => {
  it('finds the subscription of an invoice in either shape', () => {
    expect(invoiceSubscriptionId({ subscription: 'sub_a' })).toBe('sub_a');
    expect(invoiceSubscriptionId({ parent: { subscription_details: { subscription: 'sub_b' } } })).toBe(
      'sub_b',
    );
    expect(invoiceSubscriptionId({ subscription: { id: 'sub_c' } })).toBe('sub_c');
    expect(invoiceSubscriptionId({})).toBeNull();
  });

  it.each([
    ['checkout.session.completed', { id: 'cs_1', customer: 'cus_1', subscription: 'sub_1' }, 'sub_1'],
    [
      'invoice.payment_failed',
      { id: 'in_1', customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } },
      'sub_1',
    ],
    ['customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1' }, 'sub_1'],
    ['charge.refunded', { id: 'ch_1', customer: 'cus_1', metadata: { subscription: 'sub_1' } }, 'sub_1'],
    ['charge.refunded', { id: 'ch_1', customer: { id: 'cus_1' } }, null],
  ])('%s names its subscription and customer', (type, object, subscriptionId) => {
    const event = { id: 'evt_1', type, created: 1_900_000_000, data: { object } };
    expect(toProviderEvent(event)).toEqual({
      id: 'evt_1',
      type,
      occurredAt: new Date(1_900_000_000_000),
      subscriptionId,
      customerId: 'cus_1',
      payload: event,
    });
  });

  it('refuses what is not an event', () => {
    expect(() => toProviderEvent({ id: 'evt_1', data: {} })).toThrow();
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCheckoutSession } from '../../adapters/payments/sandbox/sandbox-checkout';
import { createCustomer } from '../../adapters/payments/sandbox/sandbox-engine';
import { user } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { payCheckoutWith, sandboxEvents } from './sandbox.test-helpers';

/** The wiring: the sandbox's queued delivery jobs hand its signed events to billing's webhook handler. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
});
afterAll(async () => {
  await ctx.close();
});

it('delivers each event once through the queue to billing (stored by provider event id)', async () => {
  // A member Kinora knows (the events of no known member end their subscription).
  await ctx.db.db.insert(user).values({
    id: 'u-delivery',
    name: 'Membre',
    email: 'd@example.com',
    emailVerified: true,
    username: 'u_delivery',
  });
  const customerId = await createCustomer(ctx, { userId: 'u-delivery', email: 'd@example.com' }, 'k-cus');
  const checkout = await createCheckoutSession(
    ctx,
    {
      customerId,
      userId: 'u-delivery',
      plan: 'qa',
      successUrl: 'http://localhost:3000/profile?qa-success=true',
      cancelUrl: 'http://localhost:3000/pricing',
      locale: 'en',
    },
    'k-cs',
  );
  await payCheckoutWith(ctx, checkout.url);
  const deadline = Date.now() + 30_000;
  let events = await sandboxEvents(ctx);
  while (events.some((e) => !e.deliveredAt) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    events = await sandboxEvents(ctx);
  }
  expect(events.map((e) => [e.type, e.deliveredAt !== null, e.attempts])).toEqual([
    ['customer.subscription.created', true, 1],
    ['invoice.paid', true, 1],
    ['checkout.session.completed', true, 1],
  ]);
  const stored = await ctx.db.query<{ id: string }>('select id from billing_events order by id');
  expect(stored.rows.map((r) => r.id).sort()).toEqual(events.map((e) => e.id).sort());
});

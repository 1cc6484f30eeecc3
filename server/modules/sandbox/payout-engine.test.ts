import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutSession } from '../../adapters/payments/sandbox/sandbox-checkout';
import { createCustomer, refundSubscription } from '../../adapters/payments/sandbox/sandbox-engine';
import { PlatformFundsError } from '../../adapters/payouts/payout-provider';
import { onboardThroughEngine } from '../../adapters/payouts/payouts.test-helpers';
import {
  disableOverdueAccounts,
  requireAccountInformation,
} from '../../adapters/payouts/sandbox/connect-accounts';
import { listPayoutEvents } from '../../adapters/payouts/sandbox/connect-events';
import { topUpPlatform } from '../../adapters/payouts/sandbox/connect-money';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { runSandboxClockJob } from './jobs/run-clock.job';
import { payCheckoutWith } from './sandbox.test-helpers';

/**
 * The sandbox payout engine inside Kinora (each backend): its events reach the earnings webhook over
 * HTTP through the queue, the platform balance follows Premium payments and refunds, concurrent
 * transfers never overdraw it, and overdue requirements disable an account.
 */
let ctx: TestContext;
const received: { body: string; signature: string | undefined; path: string }[] = [];
let failNext = false;
const server = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (failNext) {
    failNext = false;
    res.writeHead(503).end();
    return;
  }
  received.push({
    body: Buffer.concat(chunks).toString('utf8'),
    signature: req.headers['stripe-signature'] as string | undefined,
    path: req.url ?? '',
  });
  res.writeHead(200).end('{}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({ PUBLIC_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  await ctx.queue.work(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server.close(resolve));
});

const urls = { refreshUrl: 'http://localhost:3000/r', returnUrl: 'http://localhost:3000/ok' };
let n = 0;
async function connected() {
  n += 1;
  const id = await ctx.payouts.createAccount(
    { userId: `u-${n}`, email: 'c@example.com', country: 'FR' },
    `eng-${n}`,
  );
  await onboardThroughEngine(ctx, (await ctx.payouts.onboardingLink(id, urls)).url);
  return id;
}

describe('sandbox payout engine', () => {
  it('delivers its signed events to /api/earnings/webhook through the queue, retrying a failed delivery', async () => {
    const accountId = await connected();
    const delivery = (await until(
      'the account.updated delivery',
      async () => received.find((r) => r.body.includes(accountId)),
      (found) => found !== undefined,
    ))!;
    expect(delivery.path).toBe('/api/earnings/webhook');
    const event = await ctx.payouts.verifyWebhook(
      Buffer.from(delivery.body),
      delivery.signature,
      ctx.clock.now(),
    );
    expect(event).toMatchObject({ type: 'account.updated', accountId });

    // The earnings webhook fails once: the job retries, and the event arrives (attempts counted).
    failNext = true;
    const other = await ctx.payouts.createAccount(
      { userId: 'u-x', email: 'x@example.com', country: 'FR' },
      'eng-x',
    );
    await requireAccountInformation(ctx, other, {
      requirementsDue: ['x'],
      deadline: null,
      disabledReason: null,
    });
    const retried = await until(
      'the retried delivery',
      async () => (await listPayoutEvents(ctx)).find((e) => e.accountId === other),
      (event) => Boolean(event?.deliveredAt),
      { timeoutMs: 45_000 },
    );
    expect(retried).toMatchObject({ deliveredAt: expect.any(Date), attempts: 2 });
  }, 60_000);

  it('the platform balance grows with paid Premium invoices and shrinks with refunds', async () => {
    const before = await ctx.payouts.platformAvailableCents();
    const customerId = await createCustomer(ctx, { userId: 'u-premium', email: 'p@example.com' }, 'eng-cus');
    const checkout = await createCheckoutSession(
      ctx,
      {
        customerId,
        userId: 'u-premium',
        plan: 'premium',
        successUrl: 'http://localhost:3000/ok',
        cancelUrl: 'http://localhost:3000/no',
        locale: 'fr',
      },
      'eng-cs',
    );
    await payCheckoutWith(ctx, checkout.url);
    expect(await ctx.payouts.platformAvailableCents()).toBe(before + 299);
    const [sub] = await ctx.payments.listSubscriptions(customerId);
    await refundSubscription(ctx, sub!.id, 'eng-refund');
    expect(await ctx.payouts.platformAvailableCents()).toBe(before);
  });

  it('concurrent transfers never take more than the platform holds', async () => {
    const accountId = await connected();
    await topUpPlatform(ctx, { amountCents: 1_000, userId: null });
    const available = await ctx.payouts.platformAvailableCents();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        ctx.payouts.createTransfer(
          { accountId, amountCents: available, withdrawalId: `wd-race-${i}` },
          `race-${i}`,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PlatformFundsError);
    expect(await ctx.payouts.platformAvailableCents()).toBe(0);
  });

  it('the sandbox clock job settles payouts that are due', async () => {
    const accountId = await connected();
    await topUpPlatform(ctx, { amountCents: 70, userId: null });
    await ctx.payouts.createTransfer({ accountId, amountCents: 70, withdrawalId: 'wd-clock' }, 'clock-tr');
    const payout = await ctx.payouts.createPayout(
      { accountId, amountCents: 70, withdrawalId: 'wd-clock' },
      'clock-po',
    );
    await runSandboxClockJob.handle(ctx, {});
    expect(await ctx.payouts.getPayout(accountId, payout.id)).toMatchObject({ status: 'pending' });
    ctx.clock.advance(60_000);
    await runSandboxClockJob.handle(ctx, {});
    expect(await ctx.payouts.getPayout(accountId, payout.id)).toMatchObject({ status: 'paid' });
  });

  it('information still due at its deadline disables the account', async () => {
    const accountId = await connected();
    const deadline = new Date(ctx.clock.now().getTime() + 86_400_000);
    await requireAccountInformation(ctx, accountId, {
      requirementsDue: ['individual.verification.document'],
      deadline,
      disabledReason: null,
    });
    expect(await disableOverdueAccounts(ctx)).toBe(0);
    ctx.clock.advance(86_400_000);
    expect(await disableOverdueAccounts(ctx)).toBe(1);
    expect(await ctx.payouts.getAccount(accountId)).toMatchObject({
      transfersActive: false,
      payoutsEnabled: false,
      disabledReason: 'requirements.past_due',
    });
    expect(await disableOverdueAccounts(ctx)).toBe(0);
  });
});

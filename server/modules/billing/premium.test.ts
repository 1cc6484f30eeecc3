import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../../domain/plans';
import { billingSubscriptions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { planOf, planStates } from './premium';

const DAY_MS = 86_400_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function memberWith(
  subs: {
    status: SubscriptionStatus;
    endsInMs: number;
    cancelAtPeriodEnd?: boolean;
    refunded?: boolean;
    plan?: 'premium' | 'qa';
  }[],
): Promise<string> {
  const [userId] = await insertMembers(ctx, 1);
  const now = ctx.clock.now().getTime();
  for (const [i, s] of subs.entries()) {
    await ctx.db.db.insert(billingSubscriptions).values({
      id: `sub_${randomUUID()}`,
      userId: userId!,
      plan: s.plan ?? 'premium',
      status: s.status,
      currentPeriodStart: new Date(now + s.endsInMs - 30 * DAY_MS),
      currentPeriodEnd: new Date(now + s.endsInMs),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
      firstPaidAt: new Date(now - DAY_MS),
      refundedAt: s.refunded ? new Date(now) : null,
      providerCreatedAt: new Date(now - (10 - i) * DAY_MS),
    });
  }
  return userId!;
}

const planNow = (userId: string) => planOf(ctx.db.db, userId, ctx.clock.now());

describe('planOf', () => {
  it.each([
    ['no subscription', [], 'free'],
    ['active', [{ status: 'active', endsInMs: 10 * DAY_MS }], 'premium'],
    ['trialing', [{ status: 'trialing', endsInMs: 10 * DAY_MS }], 'premium'],
    ['past due (the card is being fixed)', [{ status: 'past_due', endsInMs: 10 * DAY_MS }], 'premium'],
    [
      'active, period just over (renewal event late: grace)',
      [{ status: 'active', endsInMs: -DAY_MS }],
      'premium',
    ],
    ['active, period over for 3 days', [{ status: 'active', endsInMs: -3 * DAY_MS }], 'free'],
    [
      'cancelling, before the period end',
      [{ status: 'active', endsInMs: DAY_MS, cancelAtPeriodEnd: true }],
      'premium',
    ],
    [
      'cancelling, after the period end',
      [{ status: 'active', endsInMs: -60_000, cancelAtPeriodEnd: true }],
      'free',
    ],
    ['canceled', [{ status: 'canceled', endsInMs: 10 * DAY_MS }], 'free'],
    ['incomplete (3-D Secure pending)', [{ status: 'incomplete', endsInMs: 10 * DAY_MS }], 'free'],
    ['unpaid', [{ status: 'unpaid', endsInMs: 10 * DAY_MS }], 'free'],
    ['refunded', [{ status: 'active', endsInMs: 10 * DAY_MS, refunded: true }], 'free'],
    ['QA only', [{ status: 'active', endsInMs: 10 * DAY_MS, plan: 'qa' }], 'free'],
    [
      'an old canceled one and a new active one',
      [
        { status: 'canceled', endsInMs: -40 * DAY_MS },
        { status: 'active', endsInMs: 10 * DAY_MS },
      ],
      'premium',
    ],
  ] as const)('%s → %s', async (_name, subs, expected) => {
    expect(await planNow(await memberWith([...subs]))).toBe(expected);
  });

  it('reports the state of each plan, past due asking for a new card', async () => {
    const userId = await memberWith([
      { status: 'past_due', endsInMs: 5 * DAY_MS },
      { status: 'active', endsInMs: 20 * DAY_MS, cancelAtPeriodEnd: true, plan: 'qa' },
    ]);
    const states = await planStates(ctx.db.db, userId, ctx.clock.now());
    expect(states.premium).toMatchObject({
      active: true,
      status: 'past_due',
      pastDue: true,
      refundable: true,
    });
    expect(states.qa).toMatchObject({
      active: true,
      status: 'active',
      cancelAtPeriodEnd: true,
      pastDue: false,
    });
  });
});

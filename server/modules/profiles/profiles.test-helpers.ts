import { eq } from 'drizzle-orm';
import { billingCustomers, billingSubscriptions } from '../../db/schema';
import { announceStandingChange, bumpAccessVersion } from '../../standing/access-version';
import type { TestContext } from '../../test/test-context';

/** What the billing sync does after a plan change: a new access version, told to every node. */
async function announce(ctx: TestContext, userId: string): Promise<void> {
  const version = await bumpAccessVersion(ctx.db.db, userId);
  await announceStandingChange(ctx.realtime, userId, version);
}

/** Far enough ahead for the real and the test clock alike (planOf may read either). */
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

/** Makes the member Premium as the billing module stores it from the provider's state. */
export async function startPremium(ctx: TestContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.db
    .insert(billingCustomers)
    .values({ userId, provider: 'sandbox', customerId: `cus_profiles_${userId}` })
    .onConflictDoNothing();
  await ctx.db.db
    .insert(billingSubscriptions)
    .values({
      id: `sub_profiles_${userId}`,
      userId,
      plan: 'premium',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: FAR_FUTURE,
      firstPaidAt: now,
      providerCreatedAt: now,
    })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: { status: 'active', endedAt: null, currentPeriodEnd: FAR_FUTURE },
    });
  await announce(ctx, userId);
}

/** Premium ends (the subscription was cancelled and its period is over). */
export async function endPremium(ctx: TestContext, userId: string): Promise<void> {
  await ctx.db.db
    .update(billingSubscriptions)
    .set({ status: 'canceled', endedAt: ctx.clock.now() })
    .where(eq(billingSubscriptions.userId, userId));
  await announce(ctx, userId);
}

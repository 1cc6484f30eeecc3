import { isNull } from 'drizzle-orm';
import { onboardThroughEngine } from '../../adapters/payouts/payouts.test-helpers';
import { deliverPendingPayoutEvents } from '../../adapters/payouts/sandbox/connect-events';
import { payoutDelayMs, runDuePayouts, topUpPlatform } from '../../adapters/payouts/sandbox/connect-money';
import type { SandboxBankBehaviour } from '../../db/schema';
import { earningsPayoutEvents } from '../../db/schema';
import type { TestContext } from '../../test/test-context';
import { insertMember } from '../accounts/accounts.test-helpers';
import { applyPayoutEvent } from './commands/apply-payout-event';
import { connectPayoutAccount, syncPayouts } from './commands/payout-account';
import { receivePayoutWebhook } from './commands/receive-payout-webhook';
import { appendIn, move } from './earnings.test-helpers';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE } from './ledger/accounts';

/**
 * A creator (a member row) with a connected sandbox account: Kinora's connect command, the sandbox's onboarding
 * form filled with a test bank (succeed, fail, fail_after_paid), then a sync.
 */
export async function connectCreator(
  ctx: TestContext,
  userId: string,
  bank: SandboxBankBehaviour = 'succeed',
) {
  await insertMember(ctx, userId);
  const { url } = await connectPayoutAccount(ctx, { userId, email: `${userId}@example.com` });
  await onboardThroughEngine(ctx, url, bank);
  await syncPayouts(ctx, userId);
}

let grants = 0;
/** Withdrawable money straight from the platform's side (tests of withdrawals, not of settlement). */
export const giveWithdrawable = (ctx: TestContext, userId: string, cents: number) =>
  appendIn(
    ctx,
    move(
      `test-grant:${userId}:${++grants}`,
      PLATFORM_PREMIUM_REVENUE,
      creatorAccount(userId, 'withdrawable'),
      cents,
      'settlement',
    ),
  );

export const topUp = (ctx: TestContext, cents: number) =>
  topUpPlatform(ctx, { amountCents: cents, userId: null });

/**
 * What happens at the provider and comes back: payouts due are settled (paid or failed) after the
 * sandbox's delay, their Connect events are delivered to Kinora's webhook command, and applied.
 */
export async function providerMovesOn(ctx: TestContext): Promise<string[]> {
  ctx.clock.advance(payoutDelayMs(ctx));
  await runDuePayouts(ctx);
  return deliverAndApplyEvents(ctx);
}

export async function deliverAndApplyEvents(ctx: TestContext): Promise<string[]> {
  const types = await deliverPendingPayoutEvents(ctx, async (raw, header) => {
    await receivePayoutWebhook(ctx, raw, header);
  });
  const pending = await ctx.db.db
    .select({ id: earningsPayoutEvents.id })
    .from(earningsPayoutEvents)
    .where(isNull(earningsPayoutEvents.appliedAt));
  for (const event of pending) await applyPayoutEvent(ctx, event.id);
  return types;
}

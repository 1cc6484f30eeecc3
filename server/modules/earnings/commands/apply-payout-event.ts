import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { earningsPayoutEvents } from '../../../db/schema';
import { noteDestinationChange } from '../payout-accounts.repository';
import { findWithdrawalByPayout } from '../withdrawals.repository';
import { applyPayout } from './pay-withdrawal';
import { refreshPayoutAccount } from './payout-account';

/**
 * Applies a stored event by reading its subject again from the provider (an event's own body, maybe
 * stale or replayed out of order, decides nothing): an account's status, or a payout's.
 */
export async function applyPayoutEvent(ctx: AppContext, eventId: string): Promise<void> {
  const [event] = await ctx.db.db
    .select()
    .from(earningsPayoutEvents)
    .where(eq(earningsPayoutEvents.id, eventId));
  if (!event || event.appliedAt) return;
  if (event.type.startsWith('account.external_account.') && event.accountId)
    await noteDestinationChange(ctx.db.db, event.accountId, event.receivedAt);
  if (event.type.startsWith('account.') && event.accountId) await refreshPayoutAccount(ctx, event.accountId);
  if (event.type.startsWith('payout.') && event.payoutId && event.accountId) {
    const withdrawal = await findWithdrawalByPayout(ctx.db.db, event.payoutId);
    const payout = withdrawal ? await ctx.payouts.getPayout(event.accountId, event.payoutId) : null;
    if (withdrawal && payout) await applyPayout(ctx, withdrawal.id, payout);
  }
  await ctx.db.db
    .update(earningsPayoutEvents)
    .set({ appliedAt: ctx.clock.now() })
    .where(eq(earningsPayoutEvents.id, eventId));
}

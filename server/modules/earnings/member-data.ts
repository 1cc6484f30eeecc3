import { asc, eq } from 'drizzle-orm';
import type { MemberExport } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { earningsDaily } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { Reaction } from '../../jobs/registry';
import { creatorAccount } from './ledger/accounts';
import {
  autoPayoutOf,
  findPayoutAccount,
  removePayoutAccount,
  turnOffAutoPayout,
} from './payout-accounts.repository';
import { lastBalances } from './queries/balances';
import { dayString } from './queries/dashboard';
import { inFlightWithdrawalOf, withdrawalsOf } from './withdrawals.repository';
import { withheldTotalsOf } from './withheld.repository';

/** GET /api/me/export: the member's earnings, per day and video, and their withdrawals. */
export async function exportMemberEarnings(db: Database, userId: string): Promise<MemberExport['earnings']> {
  const [balances, autoPayout, account, days, withheld, withdrawals] = await Promise.all([
    lastBalances(
      db,
      (['pending', 'withdrawable', 'in-flight'] as const).map((b) => creatorAccount(userId, b)),
    ),
    autoPayoutOf(db, userId),
    findPayoutAccount(db, userId),
    db.select().from(earningsDaily).where(eq(earningsDaily.ownerId, userId)).orderBy(asc(earningsDaily.day)),
    withheldTotalsOf(db, userId),
    withdrawalsOf(db, userId),
  ]);
  return {
    totalCents: days.reduce((sum, d) => sum + d.earnedCents, 0),
    pendingCents: balances.get(creatorAccount(userId, 'pending')) ?? 0,
    withdrawableCents: balances.get(creatorAccount(userId, 'withdrawable')) ?? 0,
    inFlightCents: balances.get(creatorAccount(userId, 'in-flight')) ?? 0,
    autoPayout,
    payoutAccount: account
      ? {
          provider: account.provider,
          accountId: account.accountId,
          connectedAt: account.createdAt.toISOString(),
        }
      : null,
    days: days.map((d) => ({
      day: dayString(d.day),
      videoId: d.videoId,
      validatedViews: d.validatedViews,
      paidViews: d.paidViews,
      earnedCents: d.earnedCents,
    })),
    withheld,
    withdrawals: withdrawals.map((w) => ({
      id: w.id,
      amountCents: w.amountCents,
      status: w.status,
      automatic: w.automatic,
      requestedAt: w.requestedAt.toISOString(),
      paidAt: w.paidAt?.toISOString() ?? null,
      failureCode: w.failureCode,
    })),
  };
}

/**
 * Account deletion waits for money on its way: deleting while a withdrawal is in flight would leave
 * a payout nobody can follow or get back. Asked before the deletion starts.
 */
export async function refuseDeletionDuringWithdrawal(db: Database, userId: string): Promise<void> {
  if (await inFlightWithdrawalOf(db, userId))
    throw new ConflictError(
      'A withdrawal is on its way: the account can be deleted once it is paid.',
      'payout_in_flight',
    );
}

/**
 * Account deletion: the payout account's link and the automatic payout go (the provider keeps its
 * own records); the ledger, the per-day roll-up, the withheld views and the withdrawals stay (legal
 * retention: withheld views are money that may still be owed), naming only the user id.
 */
export const removeMemberEarnings: Reaction<{ userId: string }, AppContext> = {
  name: 'earnings.remove-member-data',
  handle: async (ctx, { userId }) => {
    await turnOffAutoPayout(ctx.db.db, userId);
    await removePayoutAccount(ctx.db.db, userId);
  },
};

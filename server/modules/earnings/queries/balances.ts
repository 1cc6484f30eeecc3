import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { monthStartIn, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import type { Database } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { creatorAccount } from '../ledger/accounts';
import { lastBalances } from '../ledger/append-entry';

export interface CreatorBalances {
  /** Every paid view ever credited. */
  totalEarnedCents: number;
  /** Paid views credited since the 1st of this month, in Europe/Paris. */
  thisMonthCents: number;
  pendingCents: number;
  withdrawableCents: number;
  inFlightCents: number;
}

/** A creator's balances, read from the ledger as of `now` (the dashboard's figures). */
export async function balancesOf(db: Database, userId: string, now: Date): Promise<CreatorBalances> {
  const pending = creatorAccount(userId, 'pending');
  const earnedSince = (since: Date | null) =>
    db
      .select({ cents: sql<string | null>`sum(${ledgerPostings.amountCents})` })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(
        and(
          eq(ledgerPostings.account, pending),
          eq(ledgerEntries.kind, 'paid_view'),
          lte(ledgerEntries.createdAt, now),
          since ? gte(ledgerEntries.createdAt, since) : undefined,
        ),
      )
      .then(([row]) => Number(row?.cents ?? 0));
  const [total, thisMonth, last] = await Promise.all([
    earnedSince(null),
    earnedSince(monthStartIn(PAYOUT_TIME_ZONE, now)),
    lastBalances(db, [pending, creatorAccount(userId, 'withdrawable'), creatorAccount(userId, 'in-flight')]),
  ]);
  return {
    totalEarnedCents: total,
    thisMonthCents: thisMonth,
    pendingCents: last.get(pending) ?? 0,
    withdrawableCents: last.get(creatorAccount(userId, 'withdrawable')) ?? 0,
    inFlightCents: last.get(creatorAccount(userId, 'in-flight')) ?? 0,
  };
}

import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { monthStartIn, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import { type Database, rowsOf } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { creatorAccount } from '../ledger/accounts';

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

/**
 * Each account's balance after its last posting (absent for an account never posted to): one
 * backward step on (account, id) per account — the platform's account has a posting per paid view,
 * and a DISTINCT ON over all of them would read them all.
 */
async function lastBalances(db: Database, accounts: string[]): Promise<Map<string, number>> {
  const lasts = accounts.map(
    (account) => sql`(select ${account}::text as account, (
      select balance_after_cents from ledger_postings where account = ${account} order by id desc limit 1
    ) as balance)`,
  );
  const rows = rowsOf<{ account: string; balance: string | number | null }>(
    await db.execute(sql.join(lasts, sql` union all `)),
  );
  return new Map(rows.filter((r) => r.balance !== null).map((r) => [r.account, Number(r.balance)]));
}

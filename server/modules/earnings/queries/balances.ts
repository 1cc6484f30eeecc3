import { eq, sql } from 'drizzle-orm';
import { dayIn, monthStartIn, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import { type Database, rowsOf } from '../../../db/client';
import { earningsDaily } from '../../../db/schema';
import { creatorAccount } from '../ledger/accounts';

export interface CreatorBalances {
  /** Every paid view ever credited. */
  totalEarnedCents: number;
  /** Paid views validated since the 1st of this month, in Europe/Paris. */
  thisMonthCents: number;
  pendingCents: number;
  withdrawableCents: number;
  inFlightCents: number;
}

/**
 * A creator's balances as of `now` (the dashboard's figures): pending, withdrawable and in flight are
 * the ledger accounts' running balances; total and this month (from the 1st, Europe/Paris) sum the
 * per-day roll-up, which moves in the ledger's transactions (so it equals the ledger to the cent) and
 * dates each credit by its view's validation day — a few hundred rows for a busy creator, not a row
 * per paid view.
 */
export async function balancesOf(db: Database, userId: string, now: Date): Promise<CreatorBalances> {
  const pending = creatorAccount(userId, 'pending');
  const monthStart = dayIn(PAYOUT_TIME_ZONE, monthStartIn(PAYOUT_TIME_ZONE, now));
  const [[earned], last] = await Promise.all([
    db
      .select({
        total: sql<string | null>`sum(${earningsDaily.earnedCents})`,
        thisMonth: sql<
          string | null
        >`sum(${earningsDaily.earnedCents}) filter (where ${earningsDaily.day} >= ${monthStart}::date)`,
      })
      .from(earningsDaily)
      .where(eq(earningsDaily.ownerId, userId)),
    lastBalances(db, [pending, creatorAccount(userId, 'withdrawable'), creatorAccount(userId, 'in-flight')]),
  ]);
  return {
    totalEarnedCents: Number(earned?.total ?? 0),
    thisMonthCents: Number(earned?.thisMonth ?? 0),
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
export async function lastBalances(db: Database, accounts: string[]): Promise<Map<string, number>> {
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

import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { WITHDRAWAL_IN_FLIGHT, type WithdrawalStatus } from '../../../domain/payouts';
import type { Database } from '../../db/client';
import { earningsWithdrawals } from '../../db/schema';

export type WithdrawalRow = typeof earningsWithdrawals.$inferSelect;

export async function findWithdrawal(db: Database, id: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(earningsWithdrawals).where(eq(earningsWithdrawals.id, id));
  return row ?? null;
}

/** The creator's own withdrawal (another member's id is not found). */
export async function findOwnWithdrawal(
  db: Database,
  userId: string,
  id: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(earningsWithdrawals)
    .where(and(eq(earningsWithdrawals.id, id), eq(earningsWithdrawals.userId, userId)));
  return row ?? null;
}

export async function findWithdrawalByRequestKey(
  db: Database,
  userId: string,
  requestKey: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(earningsWithdrawals)
    .where(and(eq(earningsWithdrawals.userId, userId), eq(earningsWithdrawals.requestKey, requestKey)));
  return row ?? null;
}

export async function findWithdrawalByPayout(db: Database, payoutId: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(earningsWithdrawals).where(eq(earningsWithdrawals.payoutId, payoutId));
  return row ?? null;
}

/** The creator's withdrawal on its way (at most one: a unique index). */
export async function inFlightWithdrawalOf(db: Database, userId: string): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(earningsWithdrawals)
    .where(
      and(
        eq(earningsWithdrawals.userId, userId),
        inArray(earningsWithdrawals.status, [...WITHDRAWAL_IN_FLIGHT]),
      ),
    );
  return row ?? null;
}

export async function lastPaidWithdrawalOf(db: Database, userId: string): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(earningsWithdrawals)
    .where(and(eq(earningsWithdrawals.userId, userId), eq(earningsWithdrawals.status, 'paid')))
    .orderBy(desc(earningsWithdrawals.paidAt))
    .limit(1);
  return row ?? null;
}

export async function insertWithdrawal(
  db: Database,
  row: typeof earningsWithdrawals.$inferInsert,
): Promise<void> {
  await db.insert(earningsWithdrawals).values(row);
}

/** Moves a withdrawal on only from the status it was read in (a racing job or webhook changes nothing). */
export async function updateWithdrawal(
  db: Database,
  id: string,
  from: WithdrawalStatus,
  changes: Partial<typeof earningsWithdrawals.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(earningsWithdrawals)
    .set(changes)
    .where(and(eq(earningsWithdrawals.id, id), eq(earningsWithdrawals.status, from)))
    .returning({ id: earningsWithdrawals.id });
  return updated.length === 1;
}

/**
 * Withdrawals the provider's answer or event may not have reached (a crash, a lost webhook): those
 * requested or failing for longer than `settledFor`, and those transferred for longer than `staleFor`.
 */
export async function withdrawalsToResume(
  db: Database,
  now: Date,
  options: { settledForMs: number; staleForMs: number; limit: number },
): Promise<WithdrawalRow[]> {
  const settled = new Date(now.getTime() - options.settledForMs);
  const stale = new Date(now.getTime() - options.staleForMs);
  return db
    .select()
    .from(earningsWithdrawals)
    .where(
      or(
        and(
          inArray(earningsWithdrawals.status, ['requested', 'failed']),
          lt(earningsWithdrawals.requestedAt, settled),
        ),
        and(eq(earningsWithdrawals.status, 'transferred'), lt(earningsWithdrawals.transferredAt, stale)),
      ),
    )
    .orderBy(earningsWithdrawals.requestedAt)
    .limit(options.limit);
}

/** Newest first, after a cursor (requestedAt, id). */
export async function withdrawalsPage(
  db: Database,
  userId: string,
  after: { requestedAt: Date; id: string } | null,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(earningsWithdrawals)
    .where(
      and(
        eq(earningsWithdrawals.userId, userId),
        after
          ? sql`(${earningsWithdrawals.requestedAt}, ${earningsWithdrawals.id}) < (${after.requestedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(earningsWithdrawals.requestedAt), desc(earningsWithdrawals.id))
    .limit(limit);
}

/** Every creator's withdrawals (the admins' payouts screen), newest first, optionally of one status. */
export async function allWithdrawalsPage(
  db: Database,
  status: WithdrawalStatus | undefined,
  after: { requestedAt: Date; id: string } | null,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(earningsWithdrawals)
    .where(
      and(
        status ? eq(earningsWithdrawals.status, status) : undefined,
        after
          ? sql`(${earningsWithdrawals.requestedAt}, ${earningsWithdrawals.id}) < (${after.requestedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(earningsWithdrawals.requestedAt), desc(earningsWithdrawals.id))
    .limit(limit);
}

export async function withdrawalsOf(db: Database, userId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(earningsWithdrawals)
    .where(eq(earningsWithdrawals.userId, userId))
    .orderBy(desc(earningsWithdrawals.requestedAt));
}

/** The creator's withdrawal before this one that was not given back (its statement's lower bound). */
export async function previousWithdrawalOf(db: Database, w: WithdrawalRow): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(earningsWithdrawals)
    .where(
      and(
        eq(earningsWithdrawals.userId, w.userId),
        lt(earningsWithdrawals.requestedAt, w.requestedAt),
        sql`${earningsWithdrawals.status} <> 'reversed'`,
      ),
    )
    .orderBy(desc(earningsWithdrawals.requestedAt))
    .limit(1);
  return row ?? null;
}

import { and, asc, eq, gt } from 'drizzle-orm';
import type { PayoutAccountStatus } from '../../adapters/payouts/payout-provider';
import type { Database } from '../../db/client';
import { earningsCreators, earningsPayoutAccounts } from '../../db/schema';

export type PayoutAccountRow = typeof earningsPayoutAccounts.$inferSelect;

export async function findPayoutAccount(db: Database, userId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(earningsPayoutAccounts)
    .where(eq(earningsPayoutAccounts.userId, userId));
  return row ?? null;
}

export async function findPayoutAccountById(
  db: Database,
  accountId: string,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(earningsPayoutAccounts)
    .where(eq(earningsPayoutAccounts.accountId, accountId));
  return row ?? null;
}

const statusColumns = (status: PayoutAccountStatus, now: Date) => ({
  detailsSubmitted: status.detailsSubmitted,
  transfersActive: status.transfersActive,
  payoutsEnabled: status.payoutsEnabled,
  requirementsDue: status.requirementsDue,
  deadline: status.deadline,
  disabledReason: status.disabledReason,
  destinationChangedAt: status.destinationChangedAt,
  syncedAt: now,
});

/** The creator's account as the provider created it (a second creation, from another tab, is a no-op). */
export async function insertPayoutAccount(
  db: Database,
  row: { userId: string; provider: 'stripe' | 'sandbox'; status: PayoutAccountStatus; now: Date },
): Promise<PayoutAccountRow> {
  await db
    .insert(earningsPayoutAccounts)
    .values({
      userId: row.userId,
      provider: row.provider,
      accountId: row.status.id,
      createdAt: row.now,
      ...statusColumns(row.status, row.now),
    })
    .onConflictDoNothing();
  return (await findPayoutAccount(db, row.userId))!;
}

/**
 * What the provider says of the account now (sync, account.updated). A provider that does not date
 * bank-account changes (Stripe: null) leaves the date Kinora took from the event (noteDestinationChange).
 */
export async function savePayoutAccountStatus(
  db: Database,
  status: PayoutAccountStatus,
  now: Date,
): Promise<void> {
  const { destinationChangedAt, ...columns } = statusColumns(status, now);
  await db
    .update(earningsPayoutAccounts)
    .set(destinationChangedAt ? { ...columns, destinationChangedAt } : columns)
    .where(eq(earningsPayoutAccounts.accountId, status.id));
}

/**
 * The bank account receiving payouts changed (Connect's external_account events) on an account that
 * could already be paid: withdrawals wait DESTINATION_CHANGE_HOLD_MS (a takeover's first move). The
 * first bank account, given during onboarding, is no change.
 */
export async function noteDestinationChange(db: Database, accountId: string, at: Date): Promise<void> {
  await db
    .update(earningsPayoutAccounts)
    .set({ destinationChangedAt: at })
    .where(
      and(eq(earningsPayoutAccounts.accountId, accountId), eq(earningsPayoutAccounts.payoutsEnabled, true)),
    );
}

export async function removePayoutAccount(db: Database, userId: string): Promise<void> {
  await db.delete(earningsPayoutAccounts).where(eq(earningsPayoutAccounts.userId, userId));
}

export async function autoPayoutOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ autoPayout: earningsCreators.autoPayout })
    .from(earningsCreators)
    .where(eq(earningsCreators.userId, userId));
  return row?.autoPayout ?? false;
}

export async function setAutoPayout(db: Database, userId: string, autoPayout: boolean): Promise<void> {
  await db
    .insert(earningsCreators)
    .values({ userId, autoPayout })
    .onConflictDoUpdate({ target: earningsCreators.userId, set: { autoPayout } });
}

/** Automatic payout off, for a creator who has a row (account deletion: no new row for anyone else). */
export async function turnOffAutoPayout(db: Database, userId: string): Promise<void> {
  await db.update(earningsCreators).set({ autoPayout: false }).where(eq(earningsCreators.userId, userId));
}

/** Creators who turned automatic payout on, in pages (the nightly job). */
export async function autoPayoutCreators(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: earningsCreators.userId })
    .from(earningsCreators)
    .where(and(eq(earningsCreators.autoPayout, true), gt(earningsCreators.userId, after)))
    .orderBy(asc(earningsCreators.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Ledger accounts (docs/decisions/0019-ledger.md). A creator's money moves pending → withdrawable
 * (nightly settlement) → in-flight (a withdrawal) → paid-out; the platform's side of a paid view is
 * its Premium revenue. User ids are kept as text, with no foreign key: entries outlive accounts.
 */
import { sql } from 'drizzle-orm';

export const PLATFORM_PREMIUM_REVENUE = 'platform:premium-revenue';

export const CREATOR_BUCKETS = ['pending', 'withdrawable', 'in-flight', 'paid-out'] as const;
export type CreatorBucket = (typeof CREATOR_BUCKETS)[number];

export const creatorAccount = (userId: string, bucket: CreatorBucket) => `creator:${userId}:${bucket}`;

/** A paid view's idempotency key: one credit per view, however often its job runs. */
export const paidViewKey = (viewId: string) => `paid_view:${viewId}`;

/**
 * One lock for the whole ledger, held until the transaction ends: appends happen one at a time, so
 * each entry follows the chain's head and each running balance follows the account's last. A command
 * that computes amounts from balances takes it first (it is re-entrant within a transaction).
 */
export const LEDGER_LOCK = 0x6b696e6f; // 'kino'
export const LEDGER_LOCK_SQL = sql.raw(`select pg_advisory_xact_lock(${LEDGER_LOCK})`);

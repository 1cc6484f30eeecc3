/**
 * Ledger accounts (docs/decisions/0019-ledger.md). A creator's money moves pending → withdrawable
 * (nightly settlement) → in-flight (a withdrawal) → paid-out; the platform's side of a paid view is
 * its Premium revenue. User ids are kept as text, with no foreign key: entries outlive accounts.
 */
export const PLATFORM_PREMIUM_REVENUE = 'platform:premium-revenue';

export const CREATOR_BUCKETS = ['pending', 'withdrawable', 'in-flight', 'paid-out'] as const;
export type CreatorBucket = (typeof CREATOR_BUCKETS)[number];

export const creatorAccount = (userId: string, bucket: CreatorBucket) => `creator:${userId}:${bucket}`;

/** A paid view's idempotency key: one credit per view, however often its job runs. */
export const paidViewKey = (viewId: string) => `paid_view:${viewId}`;

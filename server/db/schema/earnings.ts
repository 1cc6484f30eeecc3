import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The earnings ledger (docs/decisions/0019-ledger.md): an append-only, double-entry journal in
 * integer cents. One row per journal transaction, chained by hash in `seq` order; its postings sum
 * to zero. Triggers (migration 0015) refuse UPDATE, DELETE and TRUNCATE on both tables and check
 * each entry's sum at commit. No foreign key to users: deleting an account never removes an entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chain order: 1, 2, 3… with no gap (appends are serialised). */
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the canonical request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** What the entry is about (a paid view: its view and video ids, duration, validation time). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    /** sha256(prev_hash ‖ canonical JSON of the entry and its postings). */
    hash: text('hash').notNull(),
  },
  (t) => [check('ledger_entries_seq_positive', sql`${t.seq} > 0`)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    /** `platform:premium-revenue`, `creator:<userId>:pending`, …: server/modules/earnings/ledger/accounts.ts. */
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account's balance once this posting is applied. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_postings_amount_nonzero', sql`${t.amountCents} <> 0`),
    // The account's last balance, and an account's history in order.
    index('ledger_postings_account_idx').on(t.account, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
  ],
);

/**
 * Paid views waiting to be posted: the earnings reader of validated views (`views.added`) records each here (one row per
 * view, its key), and one drainer posts them to the ledger in batches (one lock and one chain
 * extension per batch: docs/decisions/0020-payouts.md). Deleted once posted.
 */
export const earningsUnpostedCredits = pgTable(
  'earnings_unposted_credits',
  {
    viewId: uuid('view_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    videoId: uuid('video_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    videoDurationS: real('video_duration_s').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    /** The day of the validation in Europe/Paris: the day the credit belongs to for settlement. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('earnings_unposted_credits_view_order_idx').on(t.validatedAt)],
);

/**
 * Views that would have paid but for moderation's demonetisation of their video (issue 27): what
 * each would have earned at its tier, until an appeal overturns the demonetisation and the release
 * credits it (docs/decisions/0031-withheld-earnings.md). Like the ledger, kept after account
 * deletion with the user id only.
 */
export const earningsWithheldViews = pgTable(
  'earnings_withheld_views',
  {
    viewId: uuid('view_id').primaryKey(),
    videoId: uuid('video_id').notNull(),
    ownerId: text('owner_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** As a paid view's credit carries it (real, like earnings_unposted_credits: the same ledger request). */
    videoDurationS: real('video_duration_s').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    /** The day of the validation in Europe/Paris: the day the credit belongs to once released. */
    day: date('day', { mode: 'string' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The moderation decision whose overturn released it. */
    releasedBy: text('released_by'),
  },
  (t) => [
    check('earnings_withheld_views_amount_positive', sql`${t.amountCents} > 0`),
    // A release walks the video's unreleased views in view id order, a batch at a time.
    index('earnings_withheld_views_unreleased_idx')
      .on(t.videoId, t.viewId)
      .where(sql`${t.releasedAt} is null`),
    index('earnings_withheld_views_owner_idx').on(t.ownerId, t.videoId),
  ],
);

/**
 * One row per overturned demonetisation (its decision): a view validated before it that reaches
 * earnings after it (its job ran late) is credited at once instead of withheld.
 */
export const earningsWithheldReleases = pgTable(
  'earnings_withheld_releases',
  {
    decisionId: text('decision_id').primaryKey(),
    videoId: uuid('video_id').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('earnings_withheld_releases_video_idx').on(t.videoId, t.releasedAt)],
);

/**
 * Views the reaction has already counted (a re-delivered job counts nothing twice); kept a week, far
 * beyond the queue's retries. Paid views are also guarded forever by their ledger key.
 */
export const earningsCountedViews = pgTable(
  'earnings_counted_views',
  {
    viewId: uuid('view_id').primaryKey(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('earnings_counted_views_counted_idx').on(t.countedAt)],
);

/**
 * How far the earnings module has read the validated views (videos' validatedViewsAfter): the last
 * view read, by its transaction id (xid8, as text) and its id. One row, moved in the transaction that
 * records the views it covers, so each view is counted exactly once (docs/decisions/0021-payouts.md).
 */
export const earningsViewCursor = pgTable('earnings_view_cursor', {
  name: text('name').primaryKey(),
  xact: text('xact').notNull(),
  viewId: uuid('view_id').notNull(),
  movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
});

/**
 * Per creator, video and day (Europe/Paris, the day the view was validated): validated views, paid
 * views and cents credited — the charts, the per-video table and settlement read it; it moves in the
 * ledger's transaction, so it equals the ledger to the cent (ledger:verify checks it).
 */
export const earningsDaily = pgTable(
  'earnings_daily',
  {
    ownerId: text('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** No foreign key: a deleted video keeps its earnings. */
    videoId: uuid('video_id').notNull(),
    validatedViews: integer('validated_views').notNull().default(0),
    paidViews: integer('paid_views').notNull().default(0),
    earnedCents: bigint('earned_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day, t.videoId] }),
    index('earnings_daily_video_idx').on(t.ownerId, t.videoId),
  ],
);

/** One row per creator who ever earned, or chose a payout setting. */
export const earningsCreators = pgTable(
  'earnings_creators',
  {
    userId: text('user_id').primaryKey(),
    /** The earliest day with credits still pending (null: nothing to settle). */
    unsettledSince: date('unsettled_since', { mode: 'string' }),
    /** The nightly job withdraws for the creator when withdrawable reaches the minimum. */
    autoPayout: boolean('auto_payout').notNull().default(false),
  },
  (t) => [
    index('earnings_creators_unsettled_idx').on(t.unsettledSince).where(sql`${t.unsettledSince} is not null`),
    index('earnings_creators_auto_payout_idx').on(t.userId).where(sql`${t.autoPayout}`),
  ],
);

/** A creator's connected account at the payout provider, as last read from it (sync, webhooks). */
export const earningsPayoutAccounts = pgTable('earnings_payout_accounts', {
  userId: text('user_id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  accountId: text('account_id').notNull().unique(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  transfersActive: boolean('transfers_active').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
  deadline: timestamp('deadline', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  destinationChangedAt: timestamp('destination_changed_at', { withTimezone: true }),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Withdrawals: `requested → transferred → paid | failed → reversed` (domain/payouts.ts). At most one
 * in flight per creator (a unique partial index: two tabs, one withdrawal). Kept after account
 * deletion with the ledger (legal retention); no personal data but the user id.
 */
export const earningsWithdrawals = pgTable(
  'earnings_withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['requested', 'transferred', 'paid', 'failed', 'reversed'] }).notNull(),
    automatic: boolean('automatic').notNull(),
    /** The client's Idempotency-Key (same key, same answer), scoped to the member. */
    requestKey: text('request_key'),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    accountId: text('account_id').notNull(),
    transferId: text('transfer_id'),
    payoutId: text('payout_id'),
    waitingForFunds: boolean('waiting_for_funds').notNull().default(false),
    /**
     * Transfers refused for platform funds so far: the transfer's idempotency key names the attempt
     * (a provider replays a refusal for the same key), while concurrent runs of one attempt share it.
     */
    fundsRefusals: integer('funds_refusals').notNull().default(0),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    check('earnings_withdrawals_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('earnings_withdrawals_one_in_flight_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('requested', 'transferred', 'failed')`),
    uniqueIndex('earnings_withdrawals_request_key_idx').on(t.userId, t.requestKey),
    index('earnings_withdrawals_user_idx').on(t.userId, t.requestedAt),
    index('earnings_withdrawals_payout_idx').on(t.payoutId),
  ],
);

/** Connect webhook events as received (verified), applied once by a job. */
export const earningsPayoutEvents = pgTable('earnings_payout_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id'),
  payoutId: text('payout_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});

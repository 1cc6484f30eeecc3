import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payout provider's own state (server/adapters/payouts/sandbox): a local
 * emulation of Stripe Connect's test mode, the provider's side of creator payouts. Kinora's copy
 * (withdrawals, the ledger) lives in earnings_* and learns from the events these tables emit.
 * No foreign keys to Kinora's tables: the provider knows members only through metadata.
 */

/** What a test bank account does with payouts (Stripe's test account numbers). */
export const SANDBOX_BANK_BEHAVIOURS = ['succeed', 'fail', 'fail_after_paid'] as const;
export type SandboxBankBehaviour = (typeof SANDBOX_BANK_BEHAVIOURS)[number];

export const sandboxConnectAccounts = pgTable('sandbox_connect_accounts', {
  /** acct_… */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  /** The name given on the onboarding form. */
  holderName: text('holder_name'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  bankLast4: text('bank_last4'),
  bankBehaviour: text('bank_behaviour').$type<SandboxBankBehaviour>(),
  /** When the bank account was replaced after onboarding (null: never). */
  destinationChangedAt: timestamp('destination_changed_at', { withTimezone: true }),
  /** Stripe's requirements.currently_due. */
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull(),
  requirementsDeadline: timestamp('requirements_deadline', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Account Links (onboarding) and login links: capability tokens of the hosted pages. */
export const sandboxConnectLinks = pgTable(
  'sandbox_connect_links',
  {
    /** acl_… or lnk_…, also the token in the page's URL. */
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    kind: text('kind').$type<'onboarding' | 'login'>().notNull(),
    refreshUrl: text('refresh_url'),
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Onboarding links are single use. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_connect_links_account_idx').on(t.accountId)],
);

export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    /** tr_… */
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Stripe's transfer_group: Kinora's withdrawal id. */
    transferGroup: text('transfer_group').notNull(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_transfers_group_idx').on(t.transferGroup),
    index('sandbox_transfers_account_idx').on(t.accountId),
  ],
);

export const sandboxTransferReversals = pgTable(
  'sandbox_transfer_reversals',
  {
    /** trr_… */
    id: text('id').primaryKey(),
    transferId: text('transfer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_transfer_reversals_transfer_idx').on(t.transferId)],
);

export type SandboxPayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    /** po_… */
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** metadata.withdrawalId */
    withdrawalId: text('withdrawal_id').notNull(),
    status: text('status').$type<SandboxPayoutStatus>().notNull(),
    /** The bank's behaviour when the payout was made (a later change of bank does not alter it). */
    behaviour: text('behaviour').$type<SandboxBankBehaviour>().notNull(),
    arrivalDate: timestamp('arrival_date', { withTimezone: true }).notNull(),
    /** When the payout moves on (platform time); null once final. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_payouts_account_idx').on(t.accountId, t.createdAt),
    index('sandbox_payouts_due_idx').on(t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
  ],
);

/** Money an admin added to the platform's test balance. */
export const sandboxPlatformTopups = pgTable('sandbox_platform_topups', {
  /** tu_… */
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  /** The admin who added it. */
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Connect events, as the exact JSON delivered (signed) to Kinora's earnings webhook. */
export const sandboxPayoutEvents = pgTable(
  'sandbox_payout_events',
  {
    /** evt_… */
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    accountId: text('account_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payout_events_pending_idx').on(t.seq).where(sql`${t.deliveredAt} is null`)],
);

export type SandboxConnectAccountRow = typeof sandboxConnectAccounts.$inferSelect;
export type SandboxTransferRow = typeof sandboxTransfers.$inferSelect;
export type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;

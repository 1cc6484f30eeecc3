import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

// Column sets several tables share (no table here: a table belongs to its module's file).

/** PostgreSQL's full-text document (kept as its text form on the TypeScript side, never read there). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search columns (server/modules/search), written only by the database triggers of migration 0007
 * (docs/decisions/0008-search.md): the weighted full-text document, and the accent-free lower-case
 * title or name that ranking and typeahead compare the query with.
 */
export const searchColumns = {
  searchDocument: tsvector('search_document'),
  searchText: text('search_text'),
};

/**
 * The id of the transaction that wrote a row (PostgreSQL's 64-bit `xid8`, its text form on the
 * TypeScript side). A reader that pages a table by it, up to `pg_snapshot_xmin(pg_current_snapshot())`,
 * never skips a row whose transaction commits late (docs/decisions/0021-payouts.md, "Views read by cursor").
 */
export const writtenByTransaction = (name: string) => xid8(name).notNull().default(sql`pg_current_xact_id()`);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/**
 * Proof of consent: one row per decision a visitor made in the cookie banner or dialog (append-only).
 * anon_id is the random id of the visitor's consent cookie; user_id is set when a member decided.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonId: text('anon_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull(),
    regime: text('regime').notNull(),
    country: text('country'),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_created_idx').on(t.createdAt),
    index('consent_records_anon_idx').on(t.anonId, t.createdAt),
    index('consent_records_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

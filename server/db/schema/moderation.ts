import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportItemKind, ReportReason, ReportStatus } from '../../../domain/moderation';
import { user } from './accounts';

/**
 * What the moderation queue works on (issue 27): one row per reported thing — a video or a channel
 * now, a comment later — whose reports are grouped under it. No foreign key to the target: it can
 * be any kind, and a deleted video leaves its reports' history. `ownerId` is the member who owned
 * the target when it was first reported (the queue's "owner's history").
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReportItemKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('moderation_items_target_idx').on(t.kind, t.targetId),
    index('moderation_items_owner_idx').on(t.ownerId),
  ],
);

/**
 * A report (a notice under DSA Art. 16): a member's (`reporterId`) or a visitor's (name, email and
 * the good-faith statement). A member has at most one open report per item (the partial unique
 * index); once the queue closes it (dismissed, actioned) they may report the item again. A deleted
 * account leaves its reports without a reporter (the notice still stands for the queue).
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** When a visitor stated their good faith (Art. 16(2)(d)); null for members. */
    goodFaithAt: timestamp('good_faith_at', { withTimezone: true, precision: 3 }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    rangeStartS: integer('range_start_s'),
    rangeEndS: integer('range_end_s'),
    locale: text('locale').notNull().default('fr'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('moderation_reports_reference_idx').on(t.reference),
    uniqueIndex('moderation_reports_open_idx')
      .on(t.itemId, t.reporterId)
      .where(sql`status = 'open' AND reporter_id IS NOT NULL`),
    // The queue (part 2): open reports of an item, oldest first.
    index('moderation_reports_item_idx').on(t.itemId, t.status, t.createdAt),
    // "My reports": newest first.
    index('moderation_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    check('moderation_reports_status_check', sql`status IN ('open', 'dismissed', 'actioned')`),
    check(
      'moderation_reports_range_check',
      sql`(range_start_s IS NULL) = (range_end_s IS NULL) AND (range_start_s IS NULL OR range_start_s < range_end_s)`,
    ),
  ],
);

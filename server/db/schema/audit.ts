import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per admin action (issue 28 §7), appended in the action's own transaction. Append-only:
 * a trigger (migration 0016) refuses UPDATE and DELETE. No foreign key on the actor: the row must
 * outlive the account (a cascade or SET NULL would be an update), so it keeps the email it had.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** `<module>.<verb>`, e.g. `news.publish`, `ads.update-settings`. */
    action: text('action').notNull(),
    /** What was acted on: its kind (`news_article`, `ad_settings`) and id (null for a singleton). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc().nullsFirst()),
  ],
);

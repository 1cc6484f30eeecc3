import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/**
 * In-app notifications (new upload from a subscribed channel, own video ready/failed; later
 * moderation and billing notices). `kind` says how to read `data`; dedup_key makes a job that runs
 * twice notify once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dedupKey: text('dedup_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedup_idx').on(t.userId, t.dedupKey),
    index('notifications_user_recent_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A member's notification choices (no row = defaults: in-app only). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Also send an email when a subscribed channel publishes (off by default). */
  emailNewUploads: boolean('email_new_uploads').notNull().default(false),
  /** Also send an email when a report the member sent is received (off by default; issue 27). */
  emailReports: boolean('email_reports').notNull().default(false),
  emailComments: boolean('email_comments').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

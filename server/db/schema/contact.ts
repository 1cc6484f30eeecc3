import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/** Messages sent through the contact form (also mailed to support). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin first opened it (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin marked it handled (null: still to handle). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * The answers admins mailed from the admin screen. They go with their message (the privacy
 * policy's retention and account deletion remove the message, the cascade its replies).
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The admin who wrote it: id and email kept as they were (no foreign key, like the audit log). */
    authorId: text('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);

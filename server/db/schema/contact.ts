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
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/** Feedback sent by QA members from the beta features; read by admins. */
export const qaFeedback = pgTable(
  'qa_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The page the member was on (a path of the app, no origin). */
    pagePath: text('page_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qa_feedback_recent_idx').on(t.createdAt.desc(), t.id)],
);

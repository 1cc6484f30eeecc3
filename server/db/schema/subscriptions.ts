import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { channels } from './channels';

/**
 * A member's subscription to a channel. channels.subscriber_count is kept exact in the same
 * transaction as the insert or delete here (subscriptions module).
 */
export const channelSubscriptions = pgTable(
  'channel_subscriptions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channelId] }),
    // The member's list, newest first (keyset on created_at, channel_id).
    index('channel_subscriptions_user_recent_idx').on(t.userId, t.createdAt, t.channelId),
    // Fan-out to a channel's subscribers in batches (keyset on user_id).
    index('channel_subscriptions_channel_idx').on(t.channelId, t.userId),
  ],
);

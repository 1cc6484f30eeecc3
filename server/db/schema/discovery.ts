import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { channels, videos } from './videos';

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trending scores, recomputed by a periodic job from the validated views of the last days (decayed
 * by age), so the home page never scans views at request time.
 */
export const videoTrending = pgTable(
  'video_trending',
  {
    videoId: uuid('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_trending_score_idx').on(t.score, t.videoId)],
);

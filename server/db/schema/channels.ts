import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ChannelTopic } from '../../../domain/channels';
import { user } from './accounts';
import { searchColumns, timestamps } from './columns';

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    topics: text('topics').array().$type<ChannelTopic[]>().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    /** Moved by the subscriptions module (through addSubscribers); read on every channel card, so stored, not counted. */
    subscriberCount: integer('subscriber_count').notNull().default(0),
    ...searchColumns,
    ...timestamps,
  },
  (t) => [
    index('channels_owner_idx').on(t.ownerId, t.createdAt),
    index('channels_search_document_idx').using('gin', t.searchDocument),
    // The search strip walks channels from the most followed (search.repository.ts mostFollowedMatches).
    index('channels_followed_idx').on(t.subscriberCount.desc(), t.id),
  ],
);

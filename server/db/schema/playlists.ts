import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlaylistKind, PlaylistVisibility } from '../../../domain/playlists';
import { user } from './accounts';
import { viewerProfiles } from './profiles';
import { videos } from './videos';

/**
 * A member's playlists, and each viewer profile's watch later list (kind 'watch_later', one per
 * profile, always private, created on first use). item_count is kept exact in the transaction
 * that adds or removes an item (the 5,000 limit reads it under the playlist row's lock).
 */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlaylistKind>().notNull().default('playlist'),
    /** Watch later's profile; null for a playlist (it belongs to the account). */
    profileId: uuid('profile_id').references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<PlaylistVisibility>().notNull().default('private'),
    itemCount: integer('item_count').notNull().default(0),
    /** The owner is banned: nobody else reads their lists until the ban is lifted (moderation). */
    ownerHidden: boolean('owner_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The member's list, newest first (keyset on created_at, id).
    index('playlists_owner_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('playlists_watch_later_idx').on(t.profileId).where(sql`${t.kind} = 'watch_later'`),
  ],
);

/**
 * A video in a playlist, once. `position` is a fractional key (domain/playlist-keys.ts) compared
 * in byte order (the column is COLLATE "C", see the migration): a move rewrites one row.
 * Deleting a video deletes its rows (FK cascade), and a trigger (migration 0026) moves the
 * playlist's item_count on every insert and delete of a row here, so the count stays exact
 * whichever path removed the row.
 */
export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.videoId] }),
    uniqueIndex('playlist_items_position_idx').on(t.playlistId, t.position),
    // A deleted video's rows, found without a scan (the FK cascade).
    index('playlist_items_video_idx').on(t.videoId),
  ],
);

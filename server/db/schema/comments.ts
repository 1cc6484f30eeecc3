import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import type { CommentPolicy, CommentStatus } from '../../../domain/comments';
import { user } from './accounts';
import { videos } from './videos';

/**
 * Comments under a video (issue 29, docs/decisions/0032-comments.md). A comment goes with its video
 * (foreign-key cascade, as discovery's rows do) and a top-level comment with its replies.
 * `videoOwnerId` is the video's owner when the comment was written (a video never changes owner):
 * the held-for-approval queue and the policy read it without touching the videos tables.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    videoOwnerId: text('video_owner_id').notNull(),
    /** The top-level comment this replies to (one level deep); null for a top-level comment. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('published'),
    /** The author is banned: their comments are neither shown nor counted (kept for an unban). */
    authorHidden: boolean('author_hidden').notNull().default(false),
    /** What everyone sees and what the counts count: the listings' partial indexes read it. */
    shown: boolean('shown').notNull().generatedAlwaysAs(sql`status = 'published' and not author_hidden`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    likeCount: integer('like_count').notNull().default(0),
    /** Shown replies (top-level comments only). */
    replyCount: integer('reply_count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    hearted: boolean('hearted').notNull().default(false),
  },
  (t) => [
    // First page "top" and its keyset pages: an index scan in (like_count, created_at, id) order.
    index('comments_top_idx')
      .on(
        t.videoId,
        t.likeCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`parent_id is null and shown`),
    index('comments_newest_idx')
      .on(t.videoId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`parent_id is null and shown`),
    // Replies, oldest first (also what a top-level deletion counts).
    index('comments_replies_idx').on(t.parentId, t.createdAt, t.id),
    // One pinned comment per video, enforced by the database.
    uniqueIndex('comments_pinned_idx').on(t.videoId).where(sql`pinned`),
    // The creator's held queue over all their videos.
    index('comments_held_idx')
      .on(t.videoOwnerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'held'`),
    // A member's own held comments on a video (shown to them first), export, deletion and bans.
    index('comments_author_idx').on(t.authorId, t.videoId),
  ],
);

/** One like per member per comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

/**
 * Per video: the creator's policy and the exact number of shown comments and replies, moved in the
 * same transaction as every write that changes it (a counted row, not a count over a million rows).
 */
export const videoComments = pgTable('video_comments', {
  videoId: uuid('video_id')
    .primaryKey()
    .references(() => videos.id, { onDelete: 'cascade' }),
  policy: text('policy').$type<CommentPolicy>().notNull().default('open'),
  total: integer('total').notNull().default(0),
});

/** A creator's watched words: a comment on their videos containing one is held for approval. */
export const commentWatchedWords = pgTable('comment_watched_words', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  words: text('words').array().notNull().default(sql`'{}'::text[]`),
});

import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CommentPolicy, CommentSort } from '../../../domain/comments';
import type { Database } from '../../db/client';
import { commentLikes, comments, commentWatchedWords, user, videoComments } from '../../db/schema';
import { type PublicProfileRow, publicProfileColumns } from '../accounts/accounts.public';
import type { CommentPosition } from './comment-cursor';

export type CommentRow = Omit<typeof comments.$inferSelect, never>;
export interface CommentWithAuthor {
  comment: CommentRow;
  author: PublicProfileRow;
  likedByMe: boolean;
}

const likedBy = (viewerId: string | null): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;

const selectWithAuthor = (db: Database, viewerId: string | null) =>
  db
    .select({ comment: comments, author: publicProfileColumns, likedByMe: likedBy(viewerId) })
    .from(comments)
    .innerJoin(user, eq(user.id, comments.authorId));

export async function findComment(db: Database, id: string): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row ?? null;
}

export async function loadComment(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<CommentWithAuthor | null> {
  const [row] = await selectWithAuthor(db, viewerId).where(eq(comments.id, id));
  return row ?? null;
}

/** The row locked for the rest of the transaction (a concurrent reply or deletion waits). */
export async function lockComment(tx: Database, id: string): Promise<CommentRow | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

const after = (sort: CommentSort, c: CommentPosition): SQL =>
  sort === 'top'
    ? sql`(${comments.likeCount}, ${comments.createdAt}, ${comments.id}) < (${c.likes}::int, ${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`
    : sql`(${comments.createdAt}, ${comments.id}) < (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;

/**
 * A page of shown top-level comments, the pinned one aside (it heads the first page). The
 * predicate `parent_id is null and shown` and the order are the partial indexes' own.
 */
export function topLevelPage(
  db: Database,
  q: { videoId: string; sort: CommentSort; from?: CommentPosition; limit: number; viewerId: string | null },
): Promise<CommentWithAuthor[]> {
  const order =
    q.sort === 'top'
      ? [desc(comments.likeCount), desc(comments.createdAt), desc(comments.id)]
      : [desc(comments.createdAt), desc(comments.id)];
  return selectWithAuthor(db, q.viewerId)
    .where(
      and(
        eq(comments.videoId, q.videoId),
        isNull(comments.parentId),
        sql`${comments.shown}`,
        eq(comments.pinned, false),
        q.from && after(q.sort, q.from),
      ),
    )
    .orderBy(...order)
    .limit(q.limit);
}

export async function pinnedComment(
  db: Database,
  videoId: string,
  viewerId: string | null,
): Promise<CommentWithAuthor | null> {
  const [row] = await selectWithAuthor(db, viewerId).where(
    and(eq(comments.videoId, videoId), eq(comments.pinned, true), sql`${comments.shown}`),
  );
  return row ?? null;
}

/** The viewer's own top-level comments waiting for approval (only they and the creator see them). */
export function ownHeldComments(db: Database, videoId: string, viewerId: string, limit: number) {
  return selectWithAuthor(db, viewerId)
    .where(
      and(
        eq(comments.authorId, viewerId),
        eq(comments.videoId, videoId),
        isNull(comments.parentId),
        eq(comments.status, 'held'),
        eq(comments.authorHidden, false),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
}

/** Replies oldest first: the shown ones, and the held ones to their author and the video's owner. */
export function repliesPage(
  db: Database,
  q: { parentId: string; from?: CommentPosition; limit: number; viewerId: string | null },
): Promise<CommentWithAuthor[]> {
  const heldSeen = q.viewerId
    ? sql`(${comments.status} = 'held' and not ${comments.authorHidden} and (${comments.authorId} = ${q.viewerId} or ${comments.videoOwnerId} = ${q.viewerId}))`
    : sql`false`;
  return selectWithAuthor(db, q.viewerId)
    .where(
      and(
        eq(comments.parentId, q.parentId),
        sql`(${comments.shown} or ${heldSeen})`,
        q.from &&
          sql`(${comments.createdAt}, ${comments.id}) > (${q.from.at.toISOString()}::timestamptz, ${q.from.id}::uuid)`,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(q.limit);
}

/** Comments waiting for the creator's approval on all their videos, newest first. */
export function heldPage(
  db: Database,
  q: { ownerId: string; from?: CommentPosition; limit: number },
): Promise<CommentWithAuthor[]> {
  return selectWithAuthor(db, q.ownerId)
    .where(
      and(
        eq(comments.videoOwnerId, q.ownerId),
        eq(comments.status, 'held'),
        eq(comments.authorHidden, false),
        q.from && after('newest', q.from),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(q.limit);
}

export interface VideoCommentState {
  policy: CommentPolicy;
  total: number;
}

export async function videoCommentState(db: Database, videoId: string): Promise<VideoCommentState> {
  const [row] = await db
    .select({ policy: videoComments.policy, total: videoComments.total })
    .from(videoComments)
    .where(eq(videoComments.videoId, videoId));
  return row ?? { policy: 'open', total: 0 };
}

export async function watchedWordsOf(db: Database, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ words: commentWatchedWords.words })
    .from(commentWatchedWords)
    .where(eq(commentWatchedWords.userId, userId));
  return row?.words ?? [];
}

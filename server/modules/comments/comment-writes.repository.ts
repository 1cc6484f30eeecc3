import { and, eq, sql } from 'drizzle-orm';
import type { CommentPolicy, CommentStatus } from '../../../domain/comments';
import { type Database, rowsOf } from '../../db/client';
import { commentLikes, comments, commentWatchedWords, videoComments } from '../../db/schema';
import type { CommentRow } from './comments.repository';

/**
 * The comments module's writes. Counts move in the transaction that changes what they count:
 * `video_comments.total` (shown comments whose thread is shown) and a top-level comment's
 * `reply_count` (its shown replies) are updated with a relative `+ n` under the row's lock, so
 * concurrent posts and deletions add up exactly. Bulk changes (a ban, a moderation removal) lock
 * the counter first and then count again, in a statement that sees every committed change.
 */

export async function insertComment(
  tx: Database,
  values: {
    videoId: string;
    videoOwnerId: string;
    parentId: string | null;
    authorId: string;
    text: string;
    status: CommentStatus;
    createdAt: Date;
  },
): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(values).returning();
  return row!;
}

export async function addToTotal(tx: Database, videoId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .insert(videoComments)
    .values({ videoId, total: delta })
    .onConflictDoUpdate({
      target: videoComments.videoId,
      set: { total: sql`${videoComments.total} + ${delta}` },
    });
}

export async function addToReplies(tx: Database, parentId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(comments)
    .set({ replyCount: sql`${comments.replyCount} + ${delta}` })
    .where(eq(comments.id, parentId));
}

/** Shown replies of a top-level comment (bounded by its thread, through the replies index). */
export async function countShownReplies(tx: Database, parentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), sql`${comments.shown}`));
  return row?.n ?? 0;
}

export async function deleteComment(tx: Database, id: string): Promise<CommentRow | null> {
  const [row] = await tx.delete(comments).where(eq(comments.id, id)).returning();
  return row ?? null;
}

export async function updateComment(
  tx: Database,
  id: string,
  set: Partial<Pick<CommentRow, 'text' | 'editedAt' | 'status' | 'hearted' | 'pinned' | 'authorHidden'>>,
): Promise<CommentRow | null> {
  const [row] = await tx.update(comments).set(set).where(eq(comments.id, id)).returning();
  return row ?? null;
}

/** Unpins whatever is pinned on the video (one pinned comment per video: a unique partial index). */
export async function unpinVideo(tx: Database, videoId: string): Promise<void> {
  await tx
    .update(comments)
    .set({ pinned: false })
    .where(and(eq(comments.videoId, videoId), eq(comments.pinned, true)));
}

/** Likes or unlikes once; the count follows only when the like row changed. */
export async function setCommentLike(
  tx: Database,
  commentId: string,
  userId: string,
  liked: boolean,
  at: Date,
): Promise<void> {
  const changed = liked
    ? await tx
        .insert(commentLikes)
        .values({ commentId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning()
    : await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
        .returning();
  if (changed.length === 0) return;
  await tx
    .update(comments)
    .set({ likeCount: sql`greatest(0, ${comments.likeCount} + ${liked ? 1 : -1})` })
    .where(eq(comments.id, commentId));
}

export async function setPolicy(tx: Database, videoId: string, policy: CommentPolicy): Promise<void> {
  await tx
    .insert(videoComments)
    .values({ videoId, policy })
    .onConflictDoUpdate({ target: videoComments.videoId, set: { policy } });
}

export async function setWatchedWords(tx: Database, userId: string, words: string[]): Promise<void> {
  await tx
    .insert(commentWatchedWords)
    .values({ userId, words })
    .onConflictDoUpdate({ target: commentWatchedWords.userId, set: { words } });
}

/**
 * Counts the videos' totals and the threads' replies again, after a bulk change. The counter rows
 * are locked first (in id order: two recounts cannot deadlock), then counted in a later statement,
 * whose snapshot includes every post that committed while we waited for the lock.
 */
export async function recount(
  tx: Database,
  videoIds: readonly string[],
  parentIds: readonly string[],
): Promise<void> {
  const videos = [...new Set(videoIds)].sort();
  const parents = [...new Set(parentIds)].sort();
  if (parents.length) {
    const ids = sql.join(
      parents.map((p) => sql`${p}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`select id from comments where id in (${ids}) order by id for update`);
    await tx.execute(sql`
      update comments p set reply_count = (
        select count(*)::int from comments r where r.parent_id = p.id and r.shown
      ) where p.id in (${ids})`);
  }
  for (const videoId of videos) {
    await tx.insert(videoComments).values({ videoId }).onConflictDoNothing();
    await tx.execute(sql`select video_id from video_comments where video_id = ${videoId} for update`);
    await tx.execute(sql`
      update video_comments set total = (
        select count(*)::int from comments c left join comments p on p.id = c.parent_id
        where c.video_id = ${videoId} and c.shown and (c.parent_id is null or p.shown)
      ) where video_id = ${videoId}`);
  }
}

/** A member's comments hidden or shown again (a ban, its overturning); the changed rows. */
export async function setHiddenByAuthor(
  tx: Database,
  authorId: string,
  hidden: boolean,
): Promise<{ id: string; videoId: string; parentId: string | null }[]> {
  const rows = await tx.execute<{ id: string; video_id: string; parent_id: string | null }>(sql`
    update comments set author_hidden = ${hidden}
    where author_id = ${authorId} and author_hidden = ${!hidden}
    returning id, video_id, parent_id`);
  return rowsOf<{ id: string; video_id: string; parent_id: string | null }>(rows).map((r) => ({
    id: r.id,
    videoId: r.video_id,
    parentId: r.parent_id,
  }));
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportedComment } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { commentLikes, comments } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { announce } from './comment-access';
import { recount } from './comment-writes.repository';

/** The comments' part of a member's data export: everything they wrote, whatever its status. */
export async function exportMemberComments(db: Database, userId: string): Promise<ExportedComment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.authorId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((c) => ({
    id: c.id,
    videoId: c.videoId,
    parentId: c.parentId,
    text: c.text,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
  }));
}

/**
 * Reaction to accounts.deleted, before the videos and the user row go (whose cascades would leave
 * the counts wrong): the member's comments (with the replies under them) and likes are deleted and
 * the counts of the videos and threads they were in are counted again. A second delivery finds nothing.
 */
export const removeMemberComments: Reaction<AccountDeleted, AppContext> = {
  name: 'comments.remove-member-comments',
  handle: async (ctx, { userId }) => {
    await withTransaction(ctx, async ({ tx, afterCommit }) => {
      const gone = await tx.delete(comments).where(eq(comments.authorId, userId)).returning({
        id: comments.id,
        videoId: comments.videoId,
        parentId: comments.parentId,
        shown: comments.shown,
      });
      const unliked = await tx
        .delete(commentLikes)
        .where(eq(commentLikes.userId, userId))
        .returning({ commentId: commentLikes.commentId });
      if (unliked.length)
        await tx
          .update(comments)
          .set({ likeCount: sql`greatest(0, ${comments.likeCount} - 1)` })
          .where(
            inArray(
              comments.id,
              unliked.map((l) => l.commentId),
            ),
          );
      const goneIds = new Set(gone.map((c) => c.id));
      await recount(
        tx,
        gone.map((c) => c.videoId),
        gone.flatMap((c) => (c.parentId && !goneIds.has(c.parentId) ? [c.parentId] : [])),
      );
      for (const c of gone) if (c.shown) afterCommit(() => announce(ctx, 'comment.removed', c));
    });
  },
};

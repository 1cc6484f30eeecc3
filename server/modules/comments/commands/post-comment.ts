import type { Comment } from '../../../../domain/api/comments';
import {
  type CommentStatus,
  matchesWatchedWord,
  type PostComment,
  postCommentSchema,
} from '../../../../domain/comments';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, RateLimitedError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { countHit } from '../../accounts/accounts.public';
import { announce, type CommentDeps, videoFor } from '../comment-access';
import { addToReplies, addToTotal, insertComment } from '../comment-writes.repository';
import { authorize, authorizeWriting, commentNotFound } from '../comments.policy';
import { presentComment } from '../comments.presenter';
import { loadComment, lockComment, videoCommentState, watchedWordsOf } from '../comments.repository';
import { notifyOnPublished } from './comment-notices';

/** Posts per member: a conversation's pace, not a flood's (counted in the database, every node shares it). */
export const COMMENTS_PER_MINUTE = 10;
export const COMMENTS_PER_DAY = 200;

export const commentsClosed = () =>
  new ConflictError('Comments are closed on this video.', 'comments_closed');

/**
 * A comment under a video, or a reply to a top-level comment. Held for the creator's approval when
 * the video's policy says so or the text contains one of the creator's watched words (never the
 * creator's own). A published comment counts at once and reaches the video's open pages after
 * commit; the reply's parent is locked first, so a concurrent deletion of it cannot lose the count.
 */
export async function postComment(
  ctx: CommentDeps,
  actor: Actor | null,
  videoId: string,
  input: PostComment,
): Promise<Comment> {
  authorizeWriting(actor);
  const { text, parentId } = postCommentSchema.parse(input);
  const video = await videoFor(ctx.db.db, actor, videoId, 'like');
  const [state, watched] = await Promise.all([
    videoCommentState(ctx.db.db, videoId),
    watchedWordsOf(ctx.db.db, video.ownerId),
  ]);
  if (state.policy === 'closed') throw commentsClosed();

  const byCreator = actor.userId === video.ownerId;
  const status: CommentStatus =
    !byCreator && (state.policy === 'held' || matchesWatchedWord(text, watched)) ? 'held' : 'published';
  const created = await withTransaction(ctx, async (scope) => {
    // Counted in the post's own transaction (one commit, not three): a refused post counts nothing.
    if ((await countHit(scope.tx, `comment:minute:${actor.userId}`, 60)) > COMMENTS_PER_MINUTE)
      throw new RateLimitedError('Too many comments. Try again in a minute.');
    if ((await countHit(scope.tx, `comment:day:${actor.userId}`, 24 * 60 * 60)) > COMMENTS_PER_DAY)
      throw new RateLimitedError('Too many comments today. Try again tomorrow.');
    const parent = parentId ? await lockComment(scope.tx, parentId) : null;
    if (parentId) {
      if (!parent || parent.videoId !== videoId) throw commentNotFound();
      if (parent.parentId !== null)
        throw new ConflictError('Replies go to a top-level comment.', 'comment_reply_depth');
      authorize(actor, 'reply', parent);
    }
    const row = await insertComment(scope.tx, {
      videoId,
      videoOwnerId: video.ownerId,
      parentId: parent?.id ?? null,
      authorId: actor.userId,
      text,
      status,
      createdAt: ctx.clock.now(),
    });
    if (status === 'published') {
      await addToTotal(scope.tx, videoId, 1);
      if (parent) await addToReplies(scope.tx, parent.id, 1);
      await notifyOnPublished(ctx, scope, row, parent, video);
      scope.afterCommit(() => announce(ctx, 'comment.created', row));
    }
    return row;
  });
  const loaded = await loadComment(ctx.db.db, created.id, actor.userId);
  if (!loaded) throw commentNotFound(); // deleted in the meantime
  return presentComment(loaded, actor);
}

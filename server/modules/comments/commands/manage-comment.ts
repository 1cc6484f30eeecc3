import type { Comment } from '../../../../domain/api/comments';
import { editCommentSchema, matchesWatchedWord } from '../../../../domain/comments';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { announce, type CommentDeps, commentFor, videoFor } from '../comment-access';
import {
  addToReplies,
  addToTotal,
  countShownReplies,
  deleteComment as deleteRow,
  recount,
  setCommentLike,
  unpinVideo,
  updateComment,
} from '../comment-writes.repository';
import { authorize, commentNotFound } from '../comments.policy';
import { presentComment } from '../comments.presenter';
import {
  type CommentRow,
  findComment,
  loadComment,
  lockComment,
  watchedWordsOf,
} from '../comments.repository';
import { notifyHeart, notifyOnPublished } from './comment-notices';

const reload = async (ctx: CommentDeps, id: string, actor: Actor) => {
  const loaded = await loadComment(ctx.db.db, id, actor.userId);
  if (!loaded) throw commentNotFound();
  return presentComment(loaded, actor);
};

/**
 * The author changes the text (marked edited). A published comment that now contains one of the
 * creator's watched words goes back to the creator for approval, as a new one would.
 */
export async function editComment(
  ctx: CommentDeps,
  actor: Actor | null,
  id: string,
  input: unknown,
): Promise<Comment> {
  const { text } = editCommentSchema.parse(input);
  const { comment } = await commentFor(ctx.db.db, actor, id, 'edit');
  const watched = await watchedWordsOf(ctx.db.db, comment.videoOwnerId);
  const hold = comment.authorId !== comment.videoOwnerId && matchesWatchedWord(text, watched);
  await withTransaction(ctx, async (scope) => {
    const { row: locked } = await lockThread(scope.tx, id);
    const held = hold && locked.status === 'published';
    await updateComment(scope.tx, id, { text, editedAt: ctx.clock.now(), ...(held && { status: 'held' }) });
    if (held) {
      await recount(scope.tx, [locked.videoId], locked.parentId ? [locked.parentId] : []);
      scope.afterCommit(() => announce(ctx, 'comment.removed', locked));
    }
  });
  return reload(ctx, id, actor!);
}

/**
 * Locks a comment and, first, its parent: every write on a thread takes the parent's lock before a
 * reply's (a reply's post, its deletion, the parent's deletion cascading to its replies), so two of
 * them never wait on each other.
 */
async function lockThread(tx: Parameters<typeof addToTotal>[0], id: string) {
  const found = await findComment(tx, id);
  const parent = found?.parentId ? await lockComment(tx, found.parentId) : null;
  const row = found && (await lockComment(tx, id));
  if (!row) throw commentNotFound(); // deleted meanwhile: one deletion, one count
  return { parent, row };
}

/** Takes a comment out of the counts it was in (before its deletion or removal). */
async function uncount(tx: Parameters<typeof addToTotal>[0], row: CommentRow, parentShown: boolean) {
  if (row.parentId === null) {
    const replies = row.shown ? await countShownReplies(tx, row.id) : 0;
    await addToTotal(tx, row.videoId, row.shown ? -(1 + replies) : 0);
  } else if (row.shown) {
    await addToReplies(tx, row.parentId, -1);
    if (parentShown) await addToTotal(tx, row.videoId, -1);
  }
}

/** Deleted by its author, the video's owner or an admin; a top-level comment's replies go with it. */
export async function deleteComment(ctx: CommentDeps, actor: Actor | null, id: string): Promise<void> {
  await commentFor(ctx.db.db, actor, id, 'delete');
  await withTransaction(ctx, async (scope) => {
    const { parent, row } = await lockThread(scope.tx, id);
    await uncount(scope.tx, row, parent?.shown ?? false);
    await deleteRow(scope.tx, id);
    if (row.shown) scope.afterCommit(() => announce(ctx, 'comment.removed', row));
  });
}

export async function likeComment(ctx: CommentDeps, actor: Actor | null, id: string, liked: boolean) {
  await commentFor(ctx.db.db, actor, id, 'like');
  await withTransaction(ctx, ({ tx }) => setCommentLike(tx, id, actor!.userId, liked, ctx.clock.now()));
  return reload(ctx, id, actor!);
}

/** The creator pins one top-level comment (pinning another unpins the first), or unpins it. */
export async function pinComment(ctx: CommentDeps, actor: Actor | null, id: string, pinned: boolean) {
  const { comment } = await commentFor(ctx.db.db, actor, id, 'pin');
  await withTransaction(ctx, async ({ tx }) => {
    if (pinned) await unpinVideo(tx, comment.videoId);
    await updateComment(tx, id, { pinned });
  });
  return reload(ctx, id, actor!);
}

export async function heartComment(ctx: CommentDeps, actor: Actor | null, id: string, hearted: boolean) {
  const { comment } = await commentFor(ctx.db.db, actor, id, 'heart');
  const video = await videoFor(ctx.db.db, actor, comment.videoId, 'see');
  await withTransaction(ctx, async (scope) => {
    const row = await updateComment(scope.tx, id, { hearted });
    if (row && hearted) await notifyHeart(ctx, scope, row, video);
  });
  return reload(ctx, id, actor!);
}

/** The creator publishes a held comment: it counts and reaches the open pages as a new one does. */
export async function approveComment(ctx: CommentDeps, actor: Actor | null, id: string) {
  const { comment } = await commentFor(ctx.db.db, actor, id, 'see');
  const video = await videoFor(ctx.db.db, actor, comment.videoId, 'see');
  if (comment.status !== 'held' && actor?.userId === comment.videoOwnerId)
    throw new ConflictError('This comment is not waiting for approval.', 'comment_not_held');
  authorize(actor, 'approve', comment);
  await withTransaction(ctx, async (scope) => {
    const parent = comment.parentId ? await lockComment(scope.tx, comment.parentId) : null;
    const row = await lockComment(scope.tx, id);
    if (!row || (comment.parentId && !parent)) throw commentNotFound();
    if (row.status !== 'held')
      throw new ConflictError('This comment is not waiting for approval.', 'comment_not_held');
    const published = await updateComment(scope.tx, id, { status: 'published' });
    if (!published?.shown) return; // a banned author's: published, still hidden
    if (parent) await addToReplies(scope.tx, parent.id, 1);
    // Held comments notify nobody until now.
    await notifyOnPublished(ctx, scope, published, parent, video);
    // A thread's count: the top-level comment and its shown replies, a reply under a shown parent.
    const replies = parent ? 0 : await countShownReplies(scope.tx, id);
    await addToTotal(scope.tx, row.videoId, parent ? (parent.shown ? 1 : 0) : 1 + replies);
    scope.afterCommit(() => announce(ctx, 'comment.created', published));
  });
  return reload(ctx, id, actor!);
}

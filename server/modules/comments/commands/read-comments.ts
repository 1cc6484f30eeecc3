import type { CommentPage, HeldCommentPage, LinkedComment, ReplyPage } from '../../../../domain/api/comments';
import { COMMENTS_PAGE_SIZE, type CommentSort } from '../../../../domain/comments';
import { may } from '../../../../domain/standing';
import type { Actor } from '../../../standing/actor';
import { videoTitles } from '../../videos/videos.public';
import { type CommentDeps, commentFor, videoFor } from '../comment-access';
import { decodeCommentCursor, encodeCommentCursor } from '../comment-cursor';
import { presentComment, presentHeldComments } from '../comments.presenter';
import {
  type CommentWithAuthor,
  heldPage,
  ownHeldComments,
  pinnedComment,
  repliesPage,
  topLevelPage,
  videoCommentState,
} from '../comments.repository';

const nextOf = (rows: CommentWithAuthor[], sort: CommentSort | 'oldest') => {
  const last = rows[COMMENTS_PAGE_SIZE - 1]?.comment;
  return rows.length > COMMENTS_PAGE_SIZE && last
    ? encodeCommentCursor(sort, { likes: last.likeCount, at: last.createdAt, id: last.id })
    : null;
};

/**
 * A page of top-level comments. The first page starts with the pinned comment, then the viewer's
 * own comments waiting for approval; the keyset pages leave both out (never repeated).
 */
export async function listComments(
  ctx: CommentDeps,
  actor: Actor | null,
  videoId: string,
  query: { sort: CommentSort; cursor?: string },
): Promise<CommentPage> {
  const from = decodeCommentCursor(query.sort, query.cursor);
  const viewerId = actor?.userId ?? null;
  // Read together with the video (one round trip less); nothing is shown before its access check.
  const [, rows, state, pinned, held] = await Promise.all([
    videoFor(ctx.db.db, actor, videoId, 'see'),
    topLevelPage(ctx.db.db, { videoId, sort: query.sort, from, limit: COMMENTS_PAGE_SIZE + 1, viewerId }),
    videoCommentState(ctx.db.db, videoId),
    from ? null : pinnedComment(ctx.db.db, videoId, viewerId),
    from || !viewerId ? [] : ownHeldComments(ctx.db.db, videoId, viewerId, COMMENTS_PAGE_SIZE),
  ]);
  const items = [...(pinned ? [pinned] : []), ...held, ...rows.slice(0, COMMENTS_PAGE_SIZE)];
  return {
    items: items.map((row) => presentComment(row, actor)),
    nextCursor: nextOf(rows, query.sort),
    total: state.total,
    policy: state.policy,
    canPost: actor !== null && may(actor, 'comment') && state.policy !== 'closed',
  };
}

/** A top-level comment's replies, oldest first. */
export async function listReplies(
  ctx: CommentDeps,
  actor: Actor | null,
  commentId: string,
  cursor: string | undefined,
): Promise<ReplyPage> {
  const from = decodeCommentCursor('oldest', cursor);
  const { comment } = await commentFor(ctx.db.db, actor, commentId, 'see');
  const rows = await repliesPage(ctx.db.db, {
    parentId: comment.id,
    from,
    limit: COMMENTS_PAGE_SIZE + 1,
    viewerId: actor?.userId ?? null,
  });
  return {
    items: rows.slice(0, COMMENTS_PAGE_SIZE).map((row) => presentComment(row, actor)),
    nextCursor: nextOf(rows, 'oldest'),
  };
}

/**
 * One comment, as a notification links to it (`/watch/:videoId?comment=:id`), with its thread's
 * top-level comment when it is a reply. Seen under the same rules as in the lists: a reply under a
 * comment this viewer may not see is not shown either.
 */
export async function readComment(
  ctx: CommentDeps,
  actor: Actor | null,
  commentId: string,
): Promise<LinkedComment> {
  const found = await commentFor(ctx.db.db, actor, commentId, 'see');
  const parent = found.comment.parentId
    ? await commentFor(ctx.db.db, actor, found.comment.parentId, 'see')
    : null;
  return {
    comment: presentComment(found, actor),
    parent: parent && presentComment(parent, actor),
  };
}

/** The creator's queue: comments waiting for approval on their videos, newest first. */
export async function listHeldComments(
  ctx: CommentDeps,
  actor: Actor,
  cursor: string | undefined,
): Promise<HeldCommentPage> {
  const from = decodeCommentCursor('newest', cursor);
  const rows = await heldPage(ctx.db.db, { ownerId: actor.userId, from, limit: COMMENTS_PAGE_SIZE + 1 });
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const titles = await videoTitles(ctx.db.db, [...new Set(page.map((r) => r.comment.videoId))]);
  return { items: presentHeldComments(page, titles, actor), nextCursor: nextOf(rows, 'newest') };
}

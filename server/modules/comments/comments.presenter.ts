import type { Comment, HeldCommentPage } from '../../../domain/api/comments';
import type { Actor } from '../../standing/actor';
import { presentAuthor } from '../accounts/accounts.public';
import { abilitiesFor } from './comments.policy';
import type { CommentWithAuthor } from './comments.repository';

export function presentComment(
  { comment: c, author, likedByMe }: CommentWithAuthor,
  actor: Actor | null,
): Comment {
  return {
    id: c.id,
    videoId: c.videoId,
    parentId: c.parentId,
    author: presentAuthor(author),
    byCreator: c.authorId === c.videoOwnerId,
    text: c.text,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
    likeCount: c.likeCount,
    likedByMe,
    replyCount: c.parentId === null ? c.replyCount : 0,
    pinned: c.pinned,
    heartedByCreator: c.hearted,
    abilities: abilitiesFor(actor, c),
  };
}

export function presentHeldComments(
  rows: CommentWithAuthor[],
  titles: Map<string, string>,
  actor: Actor,
): HeldCommentPage['items'] {
  return rows.flatMap((row) => {
    const title = titles.get(row.comment.videoId);
    return title === undefined
      ? []
      : [{ ...presentComment(row, actor), video: { id: row.comment.videoId, title } }];
  });
}

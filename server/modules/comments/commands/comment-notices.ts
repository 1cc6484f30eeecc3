import { inArray, sql } from 'drizzle-orm';
import { displayNameOf } from '../../../../domain/accounts';
import { mentionedUsernames } from '../../../../domain/comments';
import { PLAIN_STANDING } from '../../../../domain/standing';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';
import { type NotificationNotice, notifyMembers } from '../../notifications/notifications.public';
import { canOnVideo, type findVideo } from '../../videos/videos.public';
import type { CommentDeps } from '../comment-access';
import type { CommentRow } from '../comments.repository';

type Video = NonNullable<Awaited<ReturnType<typeof findVideo>>>;

/** Members by their usernames (case-insensitive, as usernames are stored lower case). */
async function membersNamed(db: Database, usernames: string[]) {
  if (usernames.length === 0) return [];
  return db
    .select({ id: user.id })
    .from(user)
    .where(inArray(sql`lower(${user.username})`, usernames));
}

async function authorName(db: Database, authorId: string): Promise<string> {
  const [row] = await db
    .select({ name: user.name, username: user.username, displayUsername: user.displayUsername })
    .from(user)
    .where(sql`${user.id} = ${authorId}`);
  return row ? displayNameOf(row) : '';
}

/**
 * A comment became visible to everyone (posted, or approved): the parent's author learns of the
 * reply, and each member it mentions (at most MENTIONS_NOTIFIED_MAX, who can see the video) of the
 * mention; never the author themselves. In the caller's transaction: notified if and only if it
 * commits, once per comment (the dedup keys name it).
 */
export async function notifyOnPublished(
  ctx: CommentDeps,
  scope: TransactionScope,
  comment: CommentRow,
  parent: CommentRow | null,
  video: Video,
): Promise<void> {
  const base = { videoId: video.id, videoTitle: video.title, commentId: comment.id };
  const name = await authorName(scope.tx, comment.authorId);
  const notices: NotificationNotice[] = [];
  const replyTo = parent && parent.authorId !== comment.authorId ? parent.authorId : null;
  if (replyTo)
    notices.push({
      userId: replyTo,
      kind: 'comment_reply',
      data: { ...base, authorName: name },
      dedupKey: `comment_reply:${comment.id}`,
    });
  for (const { id } of await membersNamed(scope.tx, mentionedUsernames(comment.text))) {
    // The reply's notice already tells the parent's author; nobody is told of their own words.
    if (id === comment.authorId || id === replyTo) continue;
    if (!canOnVideo({ ...PLAIN_STANDING, userId: id, email: '', sessionId: '' }, 'see', video)) continue;
    notices.push({
      userId: id,
      kind: 'comment_mention',
      data: { ...base, authorName: name },
      dedupKey: `comment_mention:${comment.id}`,
    });
  }
  if (notices.length) await notifyMembers(ctx, scope, notices);
}

/** The creator hearted a comment: its author learns of it (once per comment). */
export async function notifyHeart(
  ctx: CommentDeps,
  scope: TransactionScope,
  comment: CommentRow,
  video: Video,
): Promise<void> {
  if (comment.authorId === video.ownerId) return;
  await notifyMembers(ctx, scope, [
    {
      userId: comment.authorId,
      kind: 'comment_heart',
      data: { videoId: video.id, videoTitle: video.title, commentId: comment.id },
      dedupKey: `comment_heart:${comment.id}`,
    },
  ]);
}

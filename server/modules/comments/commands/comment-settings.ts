import type { CommentSettings } from '../../../../domain/api/comments';
import { commentSettingsPatchSchema, watchedWordsSchema } from '../../../../domain/comments';
import { withTransaction } from '../../../db/with-transaction';
import { ForbiddenError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { type CommentDeps, videoFor } from '../comment-access';
import { setPolicy, setWatchedWords } from '../comment-writes.repository';
import { videoCommentState, watchedWordsOf } from '../comments.repository';

/** The video's owner only (another member who sees the video: 403; one who does not: 404). */
async function ownVideo(ctx: CommentDeps, actor: Actor, videoId: string) {
  const video = await videoFor(ctx.db.db, actor, videoId, 'see');
  if (video.ownerId !== actor.userId) throw new ForbiddenError();
  return video;
}

export async function commentSettings(
  ctx: CommentDeps,
  actor: Actor,
  videoId: string,
): Promise<CommentSettings> {
  await ownVideo(ctx, actor, videoId);
  const { policy } = await videoCommentState(ctx.db.db, videoId);
  return { policy };
}

/** Only the fields sent change. */
export async function updateCommentSettings(
  ctx: CommentDeps,
  actor: Actor,
  videoId: string,
  input: unknown,
): Promise<CommentSettings> {
  const patch = commentSettingsPatchSchema.parse(input);
  await ownVideo(ctx, actor, videoId);
  if (patch.policy) {
    const policy = patch.policy;
    await withTransaction(ctx, ({ tx }) => setPolicy(tx, videoId, policy));
  }
  return commentSettings(ctx, actor, videoId);
}

export async function watchedWords(ctx: CommentDeps, actor: Actor): Promise<{ words: string[] }> {
  return { words: await watchedWordsOf(ctx.db.db, actor.userId) };
}

/** The whole list, replaced (deduplicated, lower case). */
export async function replaceWatchedWords(ctx: CommentDeps, actor: Actor, input: unknown) {
  const { words } = watchedWordsSchema.parse(input);
  await withTransaction(ctx, ({ tx }) => setWatchedWords(tx, actor.userId, words));
  return { words };
}

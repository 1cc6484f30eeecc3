import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { videoTopic } from '../../realtime/hub';
import type { Actor } from '../../standing/actor';
import { canOnVideo, findVideo } from '../videos/videos.public';
import { authorize, type CommentAction } from './comments.policy';
import { type CommentWithAuthor, loadComment } from './comments.repository';

export type CommentDeps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'realtime' | 'config'>;

export const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');

/**
 * The video under comments, if the actor may see it (the videos module's rule); `like` is the
 * audience's right to take part (a member who sees it as a member, not through the admins' preview).
 */
export async function videoFor(db: Database, actor: Actor | null, videoId: string, action: 'see' | 'like') {
  const video = await findVideo(db, videoId);
  if (!video || !canOnVideo(actor, action, video)) throw videoNotFound();
  return video;
}

/** A comment the actor may act on: its video visible to them, then the comments policy. */
export async function commentFor(
  db: Database,
  actor: Actor | null,
  id: string,
  action: CommentAction,
): Promise<CommentWithAuthor> {
  const found = await loadComment(db, id, actor?.userId ?? null);
  const video = found && (await findVideo(db, found.comment.videoId));
  // An admin deletes on any video; everyone else needs to see it.
  const seen = video && canOnVideo(actor, 'see', video);
  authorize(actor, action, seen ? found.comment : null);
  return found!;
}

export type CommentEventType = 'comment.created' | 'comment.removed';

/** Tells the video's open pages (after commit: never for a write that rolled back). */
export const announce = (
  ctx: Pick<AppContext, 'realtime'>,
  type: CommentEventType,
  c: { videoId: string; id: string; parentId: string | null },
) =>
  ctx.realtime.publish(videoTopic(c.videoId), {
    type,
    videoId: c.videoId,
    commentId: c.id,
    parentId: c.parentId,
  });

import type { ReportItemKind } from '../../../domain/moderation';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { channelNotFound, findChannel } from '../channels/channels.public';
import { commentForModeration } from '../comments/comments.public';
import { canOnVideo, findVideo } from '../videos/videos.public';
import { commentExcerpt } from './queue/titles';

/** What a report needs to know about the thing reported. */
export interface ReportTarget {
  kind: ReportItemKind;
  targetId: string;
  ownerId: string;
  title: string;
  /** A video's length (a time range must lie within it); null for a channel or a comment. */
  durationS: number | null;
}

/** The videos module's own answer for a video one may not see (the same code, the same words). */
const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');
const commentNotFound = () => new NotFoundError('Comment not found.', 'comment_not_found');

/**
 * The reported thing as the reporter may see it: a video they cannot see (someone else's private
 * one, one not yet published) is answered exactly like one that does not exist.
 */
export async function findReportTarget(
  db: Database,
  actor: Actor | null,
  kind: ReportItemKind,
  id: string,
): Promise<ReportTarget> {
  if (kind === 'channel') {
    const channel = await findChannel(db, id);
    if (!channel) throw channelNotFound();
    return { kind, targetId: id, ownerId: channel.ownerId, title: channel.name, durationS: null };
  }
  if (kind === 'comment') {
    // Only a comment shown to everyone on a video the reporter may see (a held one is not public).
    const comment = await commentForModeration(db, id);
    const video = comment && comment.status === 'published' ? await findVideo(db, comment.videoId) : null;
    if (!comment || !video || !canOnVideo(actor, 'see', video)) throw commentNotFound();
    return {
      kind,
      targetId: id,
      ownerId: comment.authorId,
      title: commentExcerpt(comment.text),
      durationS: null,
    };
  }
  const video = await findVideo(db, id);
  if (!video || !canOnVideo(actor, 'see', video)) throw videoNotFound();
  return { kind, targetId: id, ownerId: video.ownerId, title: video.title, durationS: video.durationS };
}

/** The titles of the items a member reported that they may still see (others: null). */
export async function visibleTitles(
  db: Database,
  actor: Actor,
  items: readonly { itemKind: ReportItemKind; targetId: string }[],
): Promise<Map<string, string>> {
  const unique = [...new Map(items.map((i) => [`${i.itemKind}:${i.targetId}`, i])).values()];
  const found = await Promise.all(
    unique.map(async (item) => {
      try {
        const target = await findReportTarget(db, actor, item.itemKind, item.targetId);
        return [`${item.itemKind}:${item.targetId}`, target.title] as const;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

import type { ReportItemKind } from '../../../../domain/moderation';
import type { Database } from '../../../db/client';
import { findChannel } from '../../channels/channels.public';
import { commentForModeration } from '../../comments/comments.public';
import { findVideo } from '../../videos/videos.public';
import { commentExcerpt } from '../queue/titles';

/** The reported thing as it is now (its owner may have changed hands only by deletion): null once gone. */
export async function targetFacts(
  db: Database,
  item: { kind: ReportItemKind; targetId: string },
): Promise<{ ownerId: string; title: string; createdAt: Date } | null> {
  if (item.kind === 'video') {
    const video = await findVideo(db, item.targetId);
    return video ? { ownerId: video.ownerId, title: video.title, createdAt: video.createdAt } : null;
  }
  if (item.kind === 'comment') {
    const comment = await commentForModeration(db, item.targetId);
    return comment
      ? { ownerId: comment.authorId, title: commentExcerpt(comment.text), createdAt: comment.createdAt }
      : null;
  }
  const channel = await findChannel(db, item.targetId);
  return channel ? { ownerId: channel.ownerId, title: channel.name, createdAt: channel.createdAt } : null;
}

import type { ReportItemKind } from '../../../../domain/moderation';
import type { DecisionItemKind } from '../../../../domain/moderation-decisions';
import type { Database } from '../../../db/client';
import { loadChannelsByIds } from '../../channels/channels.public';
import { commentForModeration } from '../../comments/comments.public';
import { videoTitles } from '../../videos/videos.public';

/** A member decision's target is the member: no title (the page says "your account"). */
export type Target = { kind: DecisionItemKind; targetId: string | null };

/** How a comment is named in the queue, a receipt and a statement: its first words. */
const COMMENT_EXCERPT_LENGTH = 120;
export const commentExcerpt = (text: string) =>
  text.length > COMMENT_EXCERPT_LENGTH ? `${text.slice(0, COMMENT_EXCERPT_LENGTH - 1)}…` : text;

/** Titles as they are now, read through the videos' and channels' public functions; deleted: absent. */
export async function titlesOf(db: Database, targets: readonly Target[]): Promise<Map<string, string>> {
  const ids = (kind: ReportItemKind) =>
    targets.flatMap((t) => (t.kind === kind && t.targetId !== null ? [t.targetId] : []));
  const [videos, channels, comments] = await Promise.all([
    videoTitles(db, ids('video')),
    loadChannelsByIds(db, ids('channel')),
    // A queue page lists at most a page of items: one read each is enough.
    Promise.all(ids('comment').map((id) => commentForModeration(db, id))),
  ]);
  return new Map([
    ...[...videos].map(([id, title]) => [`video:${id}`, title] as const),
    ...channels.map((c) => [`channel:${c.id}`, c.name] as const),
    ...comments.flatMap((c) => (c ? [[`comment:${c.id}`, commentExcerpt(c.text)] as const] : [])),
  ]);
}

import type { ReportItemKind } from '../../../../domain/moderation';
import type { DecisionItemKind } from '../../../../domain/moderation-decisions';
import type { Database } from '../../../db/client';
import { loadChannelsByIds } from '../../channels/channels.public';
import { videoTitles } from '../../videos/videos.public';

/** A member decision's target is the member: no title (the page says "your account"). */
export type Target = { kind: DecisionItemKind; targetId: string | null };

/** Titles as they are now, read through the videos' and channels' public functions; deleted: absent. */
export async function titlesOf(db: Database, targets: readonly Target[]): Promise<Map<string, string>> {
  const ids = (kind: ReportItemKind) =>
    targets.flatMap((t) => (t.kind === kind && t.targetId !== null ? [t.targetId] : []));
  const [videos, channels] = await Promise.all([
    videoTitles(db, ids('video')),
    loadChannelsByIds(db, ids('channel')),
  ]);
  return new Map([
    ...[...videos].map(([id, title]) => [`video:${id}`, title] as const),
    ...channels.map((c) => [`channel:${c.id}`, c.name] as const),
  ]);
}

import type { ReportItemKind } from '../../../../domain/moderation';
import type { Database } from '../../../db/client';
import { loadChannelsByIds } from '../../channels/channels.public';
import { videoTitles } from '../../videos/videos.public';

export type Target = { kind: ReportItemKind; targetId: string };

/** Titles as they are now, read through the videos' and channels' public functions; deleted: absent. */
export async function titlesOf(db: Database, targets: readonly Target[]): Promise<Map<string, string>> {
  const ids = (kind: ReportItemKind) => targets.filter((t) => t.kind === kind).map((t) => t.targetId);
  const [videos, channels] = await Promise.all([
    videoTitles(db, ids('video')),
    loadChannelsByIds(db, ids('channel')),
  ]);
  return new Map([
    ...[...videos].map(([id, title]) => [`video:${id}`, title] as const),
    ...channels.map((c) => [`channel:${c.id}`, c.name] as const),
  ]);
}

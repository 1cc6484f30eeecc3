import { and, desc, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';
import { isListed } from '../listed';
import { listPublicVideos, selectVideoCards, type VideoRow, type VideoWithRefs } from '../videos.repository';

const SIZE = 12;

/**
 * What to watch next: the channel's newest videos and related ones (sharing a home theme, newest
 * first), taken in turn so both kinds show near the top, without repeats. Each list is read from
 * its own index (channel, or the theme's partial index), so this stays cheap at any catalogue size.
 */
export async function upNext(db: Database, video: VideoRow): Promise<VideoWithRefs[]> {
  const [fromChannel, ...byTheme] = await Promise.all([
    video.channelId
      ? listPublicVideos(db, { limit: SIZE, channelId: video.channelId, excludeId: video.id })
      : Promise.resolve([]),
    ...video.themes.map((theme) =>
      selectVideoCards(db)
        .where(and(isListed, sql`${videos.themes} @> array[${theme}]::text[]`, ne(videos.id, video.id)))
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(SIZE),
    ),
  ]);
  const related = byTheme
    .flat()
    .sort((a, b) => (b.video.publishedAt?.getTime() ?? 0) - (a.video.publishedAt?.getTime() ?? 0));
  const picked = new Map<string, VideoWithRefs>();
  for (let i = 0; picked.size < SIZE && (i < fromChannel.length || i < related.length); i++) {
    for (const candidate of [fromChannel[i], related[i]])
      if (candidate && !picked.has(candidate.video.id) && picked.size < SIZE)
        picked.set(candidate.video.id, candidate);
  }
  return [...picked.values()];
}

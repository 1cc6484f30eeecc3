import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { HomeTheme } from '../../../domain/discovery';
import type { Database } from '../../db/client';
import { profileProgress, videos, videoTrending } from '../../db/schema';
import { isListed, listedOrOwn, selectVideoCards, type VideoWithRefs } from '../videos/videos.public';

/** The trending ranking as last computed, limited to what is still public (it may have changed since). */
export async function listTrending(db: Database, limit: number): Promise<VideoWithRefs[]> {
  return selectVideoCards(db)
    .innerJoin(videoTrending, eq(videoTrending.videoId, videos.id))
    .where(isListed)
    .orderBy(desc(videoTrending.score), desc(videoTrending.videoId))
    .limit(limit);
}

/** A theme's newest public videos, from its partial index (videos_theme_<theme>_idx). */
export async function listThemeVideos(
  db: Database,
  theme: HomeTheme,
  limit: number,
): Promise<VideoWithRefs[]> {
  return selectVideoCards(db)
    .where(and(isListed, sql`${videos.themes} @> array[${theme}]::text[]`))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(limit);
}

/**
 * The profile's unfinished videos, most recently watched first: started (≥ 5 s), not near the end
 * (more than 5 % and 10 s left), not removed from the row, and still visible to the member.
 */
export async function listContinueWatching(
  db: Database,
  viewer: { userId: string; profileId: string },
  limit: number,
): Promise<{ refs: VideoWithRefs; positionS: number; watchedAt: Date }[]> {
  const rows = await selectVideoCards(db, {
    positionS: profileProgress.positionS,
    watchedAt: profileProgress.updatedAt,
  })
    .innerJoin(profileProgress, eq(profileProgress.videoId, videos.id))
    .where(
      and(
        eq(profileProgress.profileId, viewer.profileId),
        isNull(profileProgress.hiddenAt),
        gt(profileProgress.positionS, 5),
        lt(profileProgress.positionS, sql`least(${videos.durationS} * 0.95, ${videos.durationS} - 10)`),
        listedOrOwn(viewer.userId),
      ),
    )
    .orderBy(desc(profileProgress.updatedAt))
    .limit(limit);
  return rows.map(({ video, owner, channel, positionS, watchedAt }) => ({
    refs: { video, owner, channel },
    positionS,
    watchedAt,
  }));
}

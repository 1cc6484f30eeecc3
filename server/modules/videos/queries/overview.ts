import { and, count, gte, lt, sql } from 'drizzle-orm';
import { dailyValues, hoursToDays, total } from '../../../../domain/admin-overview';
import { utcHourOf } from '../../../db/days';
import { videos, videoViews } from '../../../db/schema';
import type { OverviewPart } from '../../../module-manifest';

/**
 * The videos module's figures on the admin overview: videos, uploads per day, the storage their
 * files take as recorded at upload (the originals kept and a replacement being processed; the HLS
 * renditions' sizes are not recorded, so they are not counted), and validated views per day.
 */
export const videosOverview: OverviewPart = async (db, period) => {
  const [stock] = await db
    .select({
      videos: count(),
      bytes: sql<string>`coalesce(sum(${videos.sourceBytes} + coalesce((${videos.pendingSource}->>'bytes')::bigint, 0)), 0)`,
    })
    .from(videos);
  const uploads = await db
    .select({ hour: utcHourOf(videos.createdAt), value: count() })
    .from(videos)
    .where(and(gte(videos.createdAt, period.from), lt(videos.createdAt, period.to)))
    .groupBy(sql`1`);
  const views = await db
    .select({ hour: utcHourOf(videoViews.validatedAt), value: count() })
    .from(videoViews)
    .where(and(gte(videoViews.validatedAt, period.from), lt(videoViews.validatedAt, period.to)))
    .groupBy(sql`1`);
  const uploadValues = dailyValues(period, hoursToDays(uploads));
  const viewValues = dailyValues(period, hoursToDays(views));
  return {
    tiles: [
      { key: 'videos.total', value: stock?.videos ?? 0, unit: 'count' },
      { key: 'videos.uploads', value: total(uploadValues), unit: 'count' },
      { key: 'videos.storageBytes', value: Number(stock?.bytes ?? 0), unit: 'bytes' },
      { key: 'views.validatedToday', value: viewValues.at(-1) ?? 0, unit: 'count' },
      { key: 'views.validated', value: total(viewValues), unit: 'count' },
    ],
    series: [
      { key: 'videos.uploads', unit: 'count', values: uploadValues },
      { key: 'views.validated', unit: 'count', values: viewValues },
    ],
  };
};

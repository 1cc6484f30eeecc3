import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { listedAs } from '../../videos/videos.public';

/** Views of the last 7 days count, each weighed down by its age: e^(−age / 48 h). */
export const TRENDING_WINDOW_DAYS = 7;
const DECAY_S = 48 * 3600;
/** Only the top of the ranking is kept; the home page shows a dozen. */
const KEEP = 500;

/**
 * Recomputes the trending scores from validated views (already capped per viewer and per IP, so a
 * farmer's views weigh little) into video_trending, every 10 minutes, in one transaction that
 * replaces the previous ranking: readers see the old one or the new one, never a mix.
 */
export async function computeTrending(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 3600 * 1000);
  return ctx.db.db.transaction(async (tx) => {
    await tx.execute(sql`delete from video_trending`);
    const inserted = await tx.execute(sql`
      insert into video_trending (video_id, score, computed_at)
      select vv.video_id,
             sum(exp(-extract(epoch from (${now}::timestamptz - vv.validated_at)) / ${DECAY_S})),
             ${now}::timestamptz
        from video_views vv
        join videos v on v.id = vv.video_id
       where vv.validated_at > ${since}::timestamptz
         and vv.validated_at <= ${now}::timestamptz
         and ${listedAs('v')}
       group by vv.video_id
       order by 2 desc
       limit ${KEEP}
      returning video_id`);
    return (inserted as unknown as { rows?: unknown[] }).rows?.length ?? 0;
  });
}

export const computeTrendingJob = defineJob({
  name: 'discovery.compute-trending',
  schema: z.object({}).passthrough(),
  schedule: { cron: '*/10 * * * *', tz: 'UTC' },
  retryLimit: 2,
  handle: async (ctx: AppContext) => {
    const count = await computeTrending(ctx);
    ctx.logger.debug({ count }, 'trending computed');
  },
});

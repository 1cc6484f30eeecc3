import { and, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { epochS } from '../../../clock';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { makeStoryboardJob } from '../jobs/make-storyboard.job';

/**
 * Queues the storyboard of every playable video whose current generation has none (videos made
 * before storyboards existed, demo videos, a job that ran out of retries). Safe to run again: the
 * job does nothing for a generation already done. Returns how many were queued.
 */
export async function queueMissingStoryboards(ctx: AppContext): Promise<number> {
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const missing = await tx
      .select({ id: videos.id, generation: videos.generation })
      .from(videos)
      .where(
        and(
          ne(videos.status, 'failed'),
          gt(sql`jsonb_array_length(${videos.renditions})`, 0),
          or(
            isNull(videos.storyboard),
            ne(sql`(${videos.storyboard}->>'generation')::int`, videos.generation),
          ),
        ),
      );
    // A fresh key per run: a job that ran out of retries earlier is queued again.
    const run = epochS(ctx.clock);
    for (const { id, generation } of missing)
      await enqueue(
        makeStoryboardJob,
        { videoId: id, generation },
        { dedupKey: `${id}:${generation}:${run}` },
      );
    return missing.length;
  });
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { defineJob } from '../../../jobs/registry';
import { removeOrphanWorkDirs } from '../commands/processing-lease';
import { transcodeVideoJob } from './transcode-video.job';

/**
 * Queues again the processing of every video whose run died (lease expired), in the same
 * transaction that frees the lease: one node wins each video, and a crash here loses nothing.
 * Rows left processing without ever being claimed for a long time (a job lost before this
 * mechanism existed) are queued again too; a duplicate run finds the work done and returns.
 */
export async function recoverStalledProcessing(ctx: AppContext): Promise<number> {
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const stalled = await tx
      .update(videos)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(
        and(
          eq(videos.status, 'processing'),
          or(
            lt(videos.leaseUntil, sql`now()`),
            and(isNull(videos.leaseUntil), lt(videos.updatedAt, sql`now() - interval '30 minutes'`)),
          ),
        ),
      )
      .returning({
        id: videos.id,
        generation: videos.generation,
        pending: videos.pendingSource,
        attempts: videos.processingAttempts,
      });
    for (const video of stalled) {
      const generation = video.pending?.generation ?? video.generation;
      await enqueue(
        transcodeVideoJob,
        { videoId: video.id, generation },
        { dedupKey: `${video.id}:${generation}:${video.attempts}` },
      );
    }
    if (stalled.length)
      ctx.logger.warn({ videos: stalled.map((v) => v.id) }, 'stalled processing queued again');
    return stalled.length;
  });
}

/**
 * Every minute, on one worker of the cluster: processing whose worker died is queued again (the
 * lease lasts a minute, so a crash is recovered within about two), and that worker's temporary
 * folders of dead runs are removed (each worker also cleans its own at start).
 */
export const recoverProcessingJob = defineJob<Record<string, never>, AppContext>({
  name: 'videos.recover-processing',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'UTC' },
  retryLimit: 0,
  handle: async (ctx) => {
    await recoverStalledProcessing(ctx);
    await removeOrphanWorkDirs(ctx);
  },
});

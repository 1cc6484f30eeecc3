import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { makeStoryboard } from '../commands/make-storyboard';

/**
 * Scrub previews of one generation, queued in the transaction that makes that generation play
 * (process-video.ts). A failure is retried a few times, then the video simply has no previews
 * (storyboards:backfill queues the missing ones again).
 */
export const makeStoryboardJob = defineJob<{ videoId: string; generation: number }, AppContext>({
  name: 'videos.make-storyboard',
  schema: z.object({ videoId: z.uuid(), generation: z.number().int().min(1) }),
  retryLimit: 3,
  retryDelayS: 60,
  expireInS: 20 * 60,
  concurrency: 1,
  batchSize: 1,
  handle: async (ctx, data) => {
    await makeStoryboard(ctx, data);
  },
});

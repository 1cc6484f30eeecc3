import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { processVideo } from '../commands/process-video';

/**
 * HLS renditions for one generation of a video file. A media failure is not retried: it is shown
 * to the owner with its reason, and the owner's retry queues it again. A crash is: the run's lease
 * expires and videos.recover-processing queues it again (bounded by PROCESSING_RULES.maxAttempts);
 * pg-boss's own retry after expiry covers a worker that died before taking the lease.
 */
export const transcodeVideoJob = defineJob<{ videoId: string; generation: number }, AppContext>({
  name: 'videos.transcode',
  schema: z.object({ videoId: z.uuid(), generation: z.number().int().min(1) }),
  retryLimit: 2,
  retryDelayS: 30,
  expireInS: 30 * 60,
  concurrency: 1,
  // Minutes each: a fetched transcode must not wait here while another worker is idle.
  batchSize: 1,
  handle: (ctx, data) => processVideo(ctx, data),
});

import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { processVideo } from '../commands/process-video';

/**
 * HLS renditions for one generation of a video file. Not retried automatically: a failure is shown
 * to the owner with its reason, and the owner's retry queues it again.
 */
export const transcodeVideoJob = defineJob<{ videoId: string; generation: number }, AppContext>({
  name: 'videos.transcode',
  schema: z.object({ videoId: z.uuid(), generation: z.number().int().min(1) }),
  retryLimit: 0,
  expireInS: 4 * 3600,
  concurrency: 1,
  handle: (ctx, data) => processVideo(ctx, data),
});

import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { captionVideo } from '../commands/caption-video';

/**
 * Automatic captions of one generation of a video, queued with its first rendition (never in the
 * way of "ready": the video plays meanwhile) or at the owner's request. Idempotent: it writes only
 * over an automatic track nobody corrected. One at a time per worker: it decodes the whole sound.
 */
export const captionVideoJob = defineJob<{ videoId: string; generation: number }, AppContext>({
  name: 'videos.caption',
  schema: z.object({ videoId: z.uuid(), generation: z.number().int().min(1) }),
  retryLimit: 1,
  retryDelayS: 60,
  expireInS: 4 * 3600,
  concurrency: 1,
  batchSize: 1,
  handle: (ctx, data) => captionVideo(ctx, data),
});

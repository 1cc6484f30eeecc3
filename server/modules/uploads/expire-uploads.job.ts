import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/registry';
import { uploadStore } from './uploads';

/**
 * Removes resumable uploads abandoned for 24 h, so a cancelled upload leaves no file behind. The
 * store is opened here: a worker process serves no upload, only this sweep of the folder.
 */
export const expireUploadsJob = defineJob<Record<string, never>, AppContext>({
  name: 'uploads.expire',
  schema: z.object({}).strict(),
  schedule: { cron: '17 * * * *', tz: 'UTC' },
  handle: async (ctx) => {
    const removed = await uploadStore(ctx.config).store.deleteExpired();
    if (removed) ctx.logger.info({ removed }, 'expired uploads removed');
  },
});

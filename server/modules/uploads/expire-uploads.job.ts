import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/registry';

/** Removes resumable uploads abandoned for 24 h, so a cancelled upload leaves no file behind. */
export const expireUploadsJob = defineJob<Record<string, never>, AppContext>({
  name: 'uploads.expire',
  schema: z.object({}).strict(),
  schedule: { cron: '17 * * * *', tz: 'UTC' },
  handle: async (ctx) => {
    const removed = await ctx.uploads.tus.cleanUpExpiredUploads();
    if (removed) ctx.logger.info({ removed }, 'expired uploads removed');
  },
});

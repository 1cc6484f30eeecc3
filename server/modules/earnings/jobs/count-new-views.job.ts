import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { countNewViews } from '../reactions/credit-paid-view';

/**
 * Each minute, reads any validated view no `views.added` announcement led to: one whose transaction
 * committed after the read its announcement started (docs/decisions/0021-payouts.md).
 */
export const catchUpViewsJob = defineJob<Record<string, never>, AppContext>({
  name: 'earnings.catch-up-views',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'UTC' },
  concurrency: 1,
  retryLimit: 2,
  handle: async (ctx) => {
    await countNewViews(ctx);
  },
});

import { z } from 'zod';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { defineJob } from '../../../jobs/registry';
import { publishDue } from '../news.repository';

/**
 * Publishes every scheduled article whose time has come (on ctx.clock). Queued by scheduling to
 * start at the article's time, and run every minute as well (a job lost or an earlier date set
 * later still goes out within the minute). Idempotent: what is published is no longer scheduled.
 */
export const publishScheduledJob = defineJob<Record<string, never>, AppContext>({
  name: 'news.publish-scheduled',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  schedule: { cron: '* * * * *', tz: 'UTC' },
  retryLimit: 5,
  retryDelayS: 5,
  async handle(ctx) {
    const published = await withTransaction(ctx, async ({ tx }) => publishDue(tx, ctx.clock.now()));
    if (published.length)
      ctx.logger.info({ articles: published.map((a) => a.id) }, 'scheduled news articles published');
  },
});

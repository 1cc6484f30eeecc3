import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { postCredits } from '../commands/post-credits';
import { forgetCountedViews } from '../earnings.repository';

/**
 * Posts queued paid-view credits to the ledger (commands/post-credits.ts). Queued by each paid view
 * with a key per second and started two seconds later, so a burst makes about one job a second and
 * every credit committed in that second is there when it runs; the minute's schedule picks up
 * anything else (a crash between a credit and its job cannot happen: both are in one transaction).
 */
export const postCreditsJob = defineJob<Record<string, never>, AppContext>({
  name: 'earnings.post-credits',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'UTC' },
  concurrency: 1,
  batchSize: 4,
  handle: async (ctx) => {
    await postCredits(ctx);
  },
});

/** The enqueue options of a paid view's post-credits job: one per second of the clock. */
export const postCreditsSoon = (now: Date) => ({
  dedupKey: `second:${Math.floor(now.getTime() / 1000)}`,
  startAfterS: 2,
});

/** Each night: counted-view marks older than a week go (far beyond any retry of the reaction's job). */
export const forgetCountedViewsJob = defineJob<Record<string, never>, AppContext>({
  name: 'earnings.forget-counted-views',
  schema: z.object({}).strict(),
  schedule: { cron: '41 3 * * *', tz: 'UTC' },
  retryLimit: 2,
  handle: async (ctx) => {
    const before = new Date(ctx.clock.now().getTime() - 7 * 86_400_000);
    let removed = 0;
    for (
      let batch = await forgetCountedViews(ctx.db.db, before, 5000);
      batch > 0;
      batch = await forgetCountedViews(ctx.db.db, before, 5000)
    )
      removed += batch;
    if (removed) ctx.logger.info({ removed }, 'counted-view marks forgotten');
  },
});

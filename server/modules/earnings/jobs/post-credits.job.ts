import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { postCredits } from '../commands/post-credits';

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

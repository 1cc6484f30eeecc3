import { z } from 'zod';
import { PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { runAutomaticPayouts } from '../commands/automatic-payouts';
import { settleEarnings } from '../commands/settle-earnings';

/**
 * Each night at 00:00 Europe/Paris (spec §9: daily payouts at midnight for the previous day): the
 * previous day's pending earnings become withdrawable, then automatic payouts go out. pg-boss's
 * schedule fires once per minute across nodes; a missed night is caught up by the next.
 */
export const settleNightlyJob = defineJob<Record<string, never>, AppContext>({
  name: 'earnings.settle-nightly',
  schema: z.object({}).strict(),
  schedule: { cron: '0 0 * * *', tz: PAYOUT_TIME_ZONE },
  retryLimit: 3,
  retryDelayS: 60,
  expireInS: 3600,
  handle: async (ctx) => {
    const settled = await settleEarnings(ctx);
    // Every module's standing part (a moderation hold stops automatic payouts).
    const payouts = await runAutomaticPayouts(ctx, ctx.standing, settled.through);
    ctx.logger.info({ ...settled, ...payouts }, 'earnings settled');
  },
});

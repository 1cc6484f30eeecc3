import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { payWithdrawal } from '../commands/pay-withdrawal';
import { withdrawalsToResume } from '../withdrawals.repository';

/** Transfers and pays out one requested withdrawal (queued in the request's transaction). */
export const executeWithdrawalJob = defineJob<{ withdrawalId: string }, AppContext>({
  name: 'earnings.execute-withdrawal',
  schema: z.object({ withdrawalId: z.uuid() }),
  priority: 'critical',
  retryLimit: 5,
  retryDelayS: 10,
  handle: (ctx, { withdrawalId }) => payWithdrawal(ctx, withdrawalId),
});

/**
 * Every minute: withdrawals a crash, a provider outage, a low platform balance or a lost webhook
 * left behind are moved on (requested or failing for more than a minute; transferred for more than
 * ten, read again from the provider).
 */
export const resumeWithdrawalsJob = defineJob<Record<string, never>, AppContext>({
  name: 'earnings.resume-withdrawals',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'UTC' },
  retryLimit: 1,
  handle: async (ctx) => {
    const stuck = await withdrawalsToResume(ctx.db.db, ctx.clock.now(), {
      settledForMs: 60_000,
      staleForMs: 600_000,
      limit: 200,
    });
    for (const w of stuck) {
      try {
        await payWithdrawal(ctx, w.id);
      } catch (error) {
        ctx.logger.warn({ err: error, withdrawalId: w.id }, 'withdrawal not moved on yet');
      }
    }
  },
});

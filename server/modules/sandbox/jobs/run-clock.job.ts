import { z } from 'zod';
import { runDue } from '../../../adapters/payments/sandbox/sandbox-billing-cycle';
import { disableOverdueAccounts } from '../../../adapters/payouts/sandbox/connect-accounts';
import { runDuePayouts } from '../../../adapters/payouts/sandbox/connect-money';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';

/**
 * The sandbox's clock: every minute, renews the subscriptions whose period ended (for their
 * customer's test clock), retries failed payments that are due and ends the subscriptions cancelled
 * at period end; settles (or fails) the payouts that are due and disables connected accounts past
 * their requirements' deadline. Only when the sandbox is the provider; running it twice does nothing more.
 */
export const runSandboxClockJob = defineJob<Record<string, never>, AppContext>({
  name: 'sandbox.run-clock',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'UTC' },
  retryLimit: 1,
  expireInS: 5 * 60,
  handle: async (ctx) => {
    if (ctx.config.payments.provider !== 'sandbox') return;
    const steps = (await runDue(ctx)) + (await runDuePayouts(ctx)) + (await disableOverdueAccounts(ctx));
    if (steps) ctx.logger.info({ steps }, 'sandbox clock ran');
  },
});

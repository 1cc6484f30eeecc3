import {
  deliverPayoutEvent,
  httpReceiver,
  payoutWebhookUrl,
  SANDBOX_DELIVER_PAYOUT_EVENT,
} from '../../../adapters/payouts/sandbox/connect-events';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';

/**
 * Delivers one sandbox Connect event to the earnings webhook over HTTP, signed like Stripe at
 * delivery time with the Connect secret. Retried with backoff on failure; never sent twice once
 * delivered.
 */
export const deliverSandboxPayoutEventJob = defineJob<{ eventId: string }, AppContext>({
  name: SANDBOX_DELIVER_PAYOUT_EVENT.name,
  schema: SANDBOX_DELIVER_PAYOUT_EVENT.schema,
  retryLimit: 10,
  retryDelayS: 5,
  priority: 'critical',
  handle: async (ctx, { eventId }) => {
    await deliverPayoutEvent(ctx, eventId, httpReceiver(payoutWebhookUrl(ctx.config)));
  },
});

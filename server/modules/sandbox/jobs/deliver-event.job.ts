import { deliverEvent, SANDBOX_DELIVER_EVENT } from '../../../adapters/payments/sandbox/sandbox-events';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { receiveWebhook } from '../../billing/billing.public';

/**
 * Delivers one sandbox event to Kinora's webhook handler, signed like Stripe at delivery time. A
 * failed delivery is retried with backoff (like Stripe's retries); a delivered one is marked and
 * never sent again.
 */
export const deliverSandboxEventJob = defineJob<{ eventId: string }, AppContext>({
  name: SANDBOX_DELIVER_EVENT.name,
  schema: SANDBOX_DELIVER_EVENT.schema,
  retryLimit: 10,
  retryDelayS: 5,
  // The sandbox's webhooks: a checkout's events reach billing through here.
  priority: 'critical',
  handle: async (ctx, { eventId }) => {
    await deliverEvent(ctx, eventId, (raw, header) => receiveWebhook(ctx, raw, header));
  },
});

import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { applyBillingEvent } from '../commands/apply-event';

/**
 * Applies a stored webhook event (queued with it, dedup key = the event id). Safe to run twice or
 * after a crash at any line: it re-reads the provider and the event's applied stamp.
 */
export const applyBillingEventJob = defineJob<{ eventId: string }, AppContext>({
  name: 'billing.apply-event',
  schema: z.object({ eventId: z.string().min(1).max(255) }),
  retryLimit: 10,
  retryDelayS: 15,
  // A member who just paid is waiting for it (docs/decisions/0014-queues.md).
  priority: 'critical',
  handle: (ctx, { eventId }) => applyBillingEvent(ctx, eventId),
});

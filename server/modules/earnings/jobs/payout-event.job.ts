import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { applyPayoutEvent } from '../commands/apply-payout-event';

/** Applies one stored Connect event (commands/apply-payout-event.ts); queued with it, retried on failure. */
export const applyPayoutEventJob = defineJob<{ eventId: string }, AppContext>({
  name: 'earnings.apply-payout-event',
  schema: z.object({ eventId: z.string().min(1).max(255) }),
  priority: 'critical',
  retryLimit: 8,
  retryDelayS: 15,
  handle: (ctx, { eventId }) => applyPayoutEvent(ctx, eventId),
});

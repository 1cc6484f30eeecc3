import { HANDLED_PAYOUT_EVENT_TYPES } from '../../../adapters/payouts/payout-provider';
import type { AppContext } from '../../../context';
import { earningsPayoutEvents } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { applyPayoutEventJob } from '../jobs/payout-event.job';

const handled = new Set<string>(HANDLED_PAYOUT_EVENT_TYPES);

/**
 * A Connect webhook delivery: checked by its signature over the raw body and its mode (the provider
 * throws PayoutWebhookError: 400 on the route), then stored and its apply job queued in one
 * transaction. A replay (same event id) stores and queues nothing; an unhandled type is stored applied.
 */
export async function receivePayoutWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ duplicate: boolean }> {
  const event = await ctx.payouts.verifyWebhook(rawBody, signatureHeader, ctx.clock.now());
  const relevant = handled.has(event.type);
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const stored = await tx
      .insert(earningsPayoutEvents)
      .values({
        id: event.id,
        type: event.type,
        accountId: event.accountId,
        payoutId: event.payoutId,
        payload: event.payload as object,
        receivedAt: ctx.clock.now(),
        appliedAt: relevant ? null : ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: earningsPayoutEvents.id });
    if (stored.length > 0 && relevant)
      await enqueue(applyPayoutEventJob, { eventId: event.id }, { dedupKey: event.id });
    return { duplicate: stored.length === 0 };
  });
}

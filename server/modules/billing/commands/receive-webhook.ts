import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { insertEvent } from '../billing.repository';
import { applyBillingEventJob } from '../jobs/apply-event.job';
import { isHandledEvent } from './apply-event';

/**
 * A webhook delivery: checked by its signature over the raw body (WebhookSignatureError otherwise,
 * 400 on the route), then stored and its apply job queued in one transaction, so an event is either
 * stored with its job or not at all. A replay (same provider event id) stores and queues nothing.
 * Used by the webhook route and by the sandbox provider, which delivers its events here.
 */
export async function receiveWebhook(
  ctx: Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'payments'>,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ duplicate: boolean }> {
  const event = await ctx.payments.verifyWebhook(rawBody, signatureHeader, ctx.clock.now());
  const relevant = isHandledEvent(event.type);
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const stored = await insertEvent(tx, ctx.payments.name, event, relevant ? null : ctx.clock.now());
    if (stored && relevant)
      await enqueue(applyBillingEventJob, { eventId: event.id }, { dedupKey: event.id });
    return { duplicate: !stored };
  });
}

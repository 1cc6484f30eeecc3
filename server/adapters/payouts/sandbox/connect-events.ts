import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { sandboxPayoutEvents } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';
import type { JobRef } from '../../../jobs/registry';
import { randomId, signStripePayload, type WebhookReceiver } from '../../payments/sandbox/sandbox-events';
import { SANDBOX_API_VERSION } from '../../payments/sandbox/sandbox-objects';

/**
 * The sandbox's Connect events: each state change appends a Stripe-shaped event on the connected
 * account and, in the same transaction, queues its delivery to Kinora's earnings webhook, signed
 * like Stripe with the Connect endpoint's own secret.
 */

export const SANDBOX_DELIVER_PAYOUT_EVENT: JobRef<{ eventId: string }> = {
  name: 'sandbox.deliver-payout-event',
  schema: z.object({ eventId: z.string().regex(/^evt_\w+$/) }),
};

/** Where the delivery job posts: the earnings module's webhook route. */
export const payoutWebhookUrl = (config: Pick<AppContext['config'], 'publicUrl'>) =>
  `${config.publicUrl}/api/earnings/webhook`;

export async function emitConnectEvent(
  scope: TransactionScope,
  type: string,
  object: unknown,
  at: Date,
  accountId: string,
): Promise<string> {
  const id = randomId('evt_');
  const body = JSON.stringify({
    id,
    object: 'event',
    // Events of connected accounts name the account (Stripe's Connect webhooks).
    account: accountId,
    api_version: SANDBOX_API_VERSION,
    created: Math.floor(at.getTime() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  await scope.tx.insert(sandboxPayoutEvents).values({ id, type, accountId, body, createdAt: at });
  await scope.enqueue(SANDBOX_DELIVER_PAYOUT_EVENT, { eventId: id }, { dedupKey: id });
  return id;
}

type DeliveryDeps = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** Posts a signed body to the earnings webhook over HTTP; any answer but 2xx is a failure. */
export function httpReceiver(url: string): WebhookReceiver {
  return async (rawBody, signatureHeader) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
      body: new Uint8Array(rawBody),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

/** Delivers one event unless already delivered; a failure is recorded and rethrown (the job retries). */
export async function deliverPayoutEvent(
  deps: DeliveryDeps,
  eventId: string,
  receive: WebhookReceiver,
): Promise<boolean> {
  const [event] = await deps.db.db
    .select()
    .from(sandboxPayoutEvents)
    .where(eq(sandboxPayoutEvents.id, eventId));
  if (!event || event.deliveredAt) return false;
  const header = signStripePayload(
    event.body,
    deps.config.payments.connectWebhookSecret,
    Math.floor(deps.clock.now().getTime() / 1000),
  );
  try {
    await receive(Buffer.from(event.body, 'utf8'), header);
  } catch (error) {
    await deps.db.db
      .update(sandboxPayoutEvents)
      .set({ attempts: sql`${sandboxPayoutEvents.attempts} + 1`, lastError: String(error).slice(0, 500) })
      .where(eq(sandboxPayoutEvents.id, eventId));
    throw error;
  }
  await deps.db.db
    .update(sandboxPayoutEvents)
    .set({
      attempts: sql`${sandboxPayoutEvents.attempts} + 1`,
      lastError: null,
      deliveredAt: deps.clock.now(),
    })
    .where(and(eq(sandboxPayoutEvents.id, eventId), isNull(sandboxPayoutEvents.deliveredAt)));
  return true;
}

/** Delivers every pending Connect event now, oldest first (tests); returns their types. */
export async function deliverPendingPayoutEvents(
  deps: DeliveryDeps,
  receive: WebhookReceiver,
): Promise<string[]> {
  const pending = await deps.db.db
    .select({ id: sandboxPayoutEvents.id, type: sandboxPayoutEvents.type })
    .from(sandboxPayoutEvents)
    .where(isNull(sandboxPayoutEvents.deliveredAt))
    .orderBy(asc(sandboxPayoutEvents.seq));
  const delivered: string[] = [];
  for (const event of pending)
    if (await deliverPayoutEvent(deps, event.id, receive)) delivered.push(event.type);
  return delivered;
}

/** Every Connect event so far, oldest first (tests and the peer read them). */
export async function listPayoutEvents(deps: Pick<AppContext, 'db'>) {
  return deps.db.db
    .select({
      id: sandboxPayoutEvents.id,
      type: sandboxPayoutEvents.type,
      accountId: sandboxPayoutEvents.accountId,
      deliveredAt: sandboxPayoutEvents.deliveredAt,
      attempts: sandboxPayoutEvents.attempts,
      body: sandboxPayoutEvents.body,
    })
    .from(sandboxPayoutEvents)
    .orderBy(asc(sandboxPayoutEvents.seq));
}

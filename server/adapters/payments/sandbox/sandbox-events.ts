import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { sandboxEvents } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';
import type { JobRef } from '../../../jobs/registry';
import { SANDBOX_API_VERSION } from './sandbox-objects';

/**
 * The sandbox's webhook events: each state change appends a Stripe-shaped event and, in the same
 * transaction, queues its delivery. The delivery signs the exact body like Stripe
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`) and hands it to Kinora's webhook handler.
 */

/** The delivery job (its handler lives in server/modules/sandbox/jobs: it calls the billing module). */
export const SANDBOX_DELIVER_EVENT: JobRef<{ eventId: string }> = {
  name: 'sandbox.deliver-event',
  schema: z.object({ eventId: z.string().regex(/^evt_\w+$/) }),
};

/** What receives a delivery: Kinora's webhook handler (billing's receiveWebhook) or a test's. */
export type WebhookReceiver = (rawBody: Buffer, signatureHeader: string) => Promise<unknown>;

export const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Appends one event (in the caller's transaction) and queues its delivery. */
export async function emitEvent(
  scope: TransactionScope,
  type: string,
  object: unknown,
  at: Date,
  customerId: string | null,
): Promise<string> {
  const id = randomId('evt_');
  const body = JSON.stringify({
    id,
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: Math.floor(at.getTime() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  await scope.tx.insert(sandboxEvents).values({ id, type, customerId, body, createdAt: at });
  await scope.enqueue(SANDBOX_DELIVER_EVENT, { eventId: id }, { dedupKey: id });
  return id;
}

/** Stripe's signature header for a body at `timestampS`. */
export function signStripePayload(body: string, secret: string, timestampS: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${body}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${v1}`;
}

type DeliveryDeps = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * Delivers one event unless already delivered: signs it now, hands it over, marks it delivered.
 * A failure is recorded and rethrown (the job retries it, like Stripe's retries).
 */
export async function deliverEvent(
  deps: DeliveryDeps,
  eventId: string,
  receive: WebhookReceiver,
): Promise<boolean> {
  const [event] = await deps.db.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
  if (!event || event.deliveredAt) return false;
  const header = signStripePayload(
    event.body,
    deps.config.payments.webhookSecret,
    Math.floor(deps.clock.now().getTime() / 1000),
  );
  try {
    await receive(Buffer.from(event.body, 'utf8'), header);
  } catch (error) {
    await deps.db.db
      .update(sandboxEvents)
      .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: String(error).slice(0, 500) })
      .where(eq(sandboxEvents.id, eventId));
    throw error;
  }
  await deps.db.db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: null, deliveredAt: deps.clock.now() })
    .where(and(eq(sandboxEvents.id, eventId), isNull(sandboxEvents.deliveredAt)));
  return true;
}

/**
 * Delivers every pending event now, in emission order (tests, instead of waiting for the queue).
 * Returns the delivered events' types. Stops at the first failure (rethrown).
 */
export async function deliverPendingEvents(deps: DeliveryDeps, receive: WebhookReceiver): Promise<string[]> {
  const pending = await deps.db.db
    .select({ id: sandboxEvents.id, type: sandboxEvents.type })
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.seq));
  const delivered: string[] = [];
  for (const event of pending) if (await deliverEvent(deps, event.id, receive)) delivered.push(event.type);
  return delivered;
}

/** Every event emitted so far, oldest first, parsed (tests and the peer read them). */
export async function listEvents(
  deps: Pick<AppContext, 'db'>,
): Promise<{ id: string; type: string; deliveredAt: Date | null; attempts: number; body: string }[]> {
  return deps.db.db
    .select({
      id: sandboxEvents.id,
      type: sandboxEvents.type,
      deliveredAt: sandboxEvents.deliveredAt,
      attempts: sandboxEvents.attempts,
      body: sandboxEvents.body,
    })
    .from(sandboxEvents)
    .orderBy(asc(sandboxEvents.seq));
}

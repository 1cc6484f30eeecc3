import {
  PAID_PLANS,
  type PaidPlan,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../domain/plans';
import { type ProviderEvent, type ProviderSubscription, WebhookSignatureError } from './payment-provider';

/**
 * Reading Stripe-shaped JSON (webhook events and API objects), shared by the Stripe provider and the
 * sandbox, which emits the same shapes. Tolerant of API versions: recent ones moved the period to
 * the subscription's items and an invoice's subscription under parent.subscription_details.
 */

type Json = Record<string, unknown>;

const obj = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** An id, or an expanded object's id. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value)?.id);
const fromEpochS = (value: unknown): Date | null => {
  const s = num(value);
  return s === null ? null : new Date(s * 1000);
};

/** Price ids (config) → plan, for the Stripe provider; the sandbox's objects carry metadata.plan. */
export type PriceIds = Partial<Record<PaidPlan, string>>;

function firstItem(subscription: Json): Json | null {
  const data = obj(subscription.items)?.data;
  return Array.isArray(data) ? obj(data[0]) : null;
}

function planOf(subscription: Json, prices: PriceIds): PaidPlan | null {
  const item = firstItem(subscription);
  const priceId = idOf(item?.price);
  for (const plan of PAID_PLANS) if (priceId && prices[plan] === priceId) return plan;
  const candidates = [obj(subscription.metadata)?.plan, obj(obj(item?.price)?.metadata)?.plan];
  for (const candidate of candidates)
    if (PAID_PLANS.includes(candidate as PaidPlan)) return candidate as PaidPlan;
  return null;
}

/** The subscription's own fields (no refund or first payment facts: those come from its invoices). */
export type ParsedSubscription = Omit<ProviderSubscription, 'firstPaidAt' | 'refundedCents' | 'clockNow'> & {
  /** The customer's test clock (test mode), whose time the dates are on. */
  testClockId: string | null;
};

/** A Stripe subscription object → Kinora's view; null when it is not one Kinora can read (unknown plan). */
export function parseSubscription(value: unknown, prices: PriceIds = {}): ParsedSubscription | null {
  const s = obj(value);
  if (!s || !str(s.id)) return null;
  const plan = planOf(s, prices);
  const status = str(s.status) as SubscriptionStatus | null;
  const item = firstItem(s);
  const start = fromEpochS(s.current_period_start) ?? fromEpochS(item?.current_period_start);
  const end = fromEpochS(s.current_period_end) ?? fromEpochS(item?.current_period_end);
  const customerId = idOf(s.customer);
  if (!plan || !status || !SUBSCRIPTION_STATUSES.includes(status) || !start || !end || !customerId)
    return null;
  return {
    id: str(s.id)!,
    customerId,
    userId: str(obj(s.metadata)?.userId),
    plan,
    status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    createdAt: fromEpochS(s.created) ?? start,
    endedAt: fromEpochS(s.ended_at),
    testClockId: idOf(s.test_clock),
  };
}

/** The subscription an invoice belongs to (top level in older API versions, under parent in newer ones). */
export function invoiceSubscriptionId(invoice: unknown): string | null {
  const i = obj(invoice);
  if (!i) return null;
  return (
    idOf(i.subscription) ??
    idOf(obj(obj(i.parent)?.subscription_details)?.subscription) ??
    idOf(obj(i.subscription_details)?.subscription)
  );
}

/** The subscription and customer a verified event is about. */
export function toProviderEvent(event: unknown): ProviderEvent {
  const e = obj(event);
  const id = str(e?.id);
  const type = str(e?.type);
  const created = fromEpochS(e?.created);
  if (!e || !id || !type || !created) throw new Error('not a Stripe event');
  const object = obj(obj(e.data)?.object) ?? {};
  let subscriptionId: string | null = null;
  if (type.startsWith('checkout.session.')) subscriptionId = idOf(object.subscription);
  else if (type.startsWith('invoice.')) subscriptionId = invoiceSubscriptionId(object);
  else if (type.startsWith('customer.subscription.')) subscriptionId = str(object.id);
  else if (type.startsWith('charge.'))
    subscriptionId = str(obj(object.metadata)?.subscription) ?? invoiceSubscriptionId(obj(object.invoice));
  const customerId =
    type.startsWith('customer.') && !type.startsWith('customer.subscription.')
      ? str(object.id)
      : idOf(object.customer);
  return { id, type, occurredAt: created, subscriptionId, customerId, payload: event };
}

/** Webhook signatures are accepted for this long after signing (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;

/** The header's signing time (epoch s), or null when it has none or several. */
function signedAtS(signatureHeader: string): number | null {
  const stamps = signatureHeader
    .split(',')
    .map((part) => part.trim().split('='))
    .filter(([name]) => name === 't');
  if (stamps.length !== 1) return null;
  const value = Number(stamps[0]![1]);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Checks a `Stripe-Signature` header over the raw body with the Stripe SDK (both providers sign the
 * same way), against `now` rather than the machine's time, and returns the parsed event JSON. The
 * SDK refuses a signature older than the tolerance but not one from the future (a leaked secret
 * could sign events for later): beyond the tolerance either way is refused. Shared with the payout
 * providers (Connect webhooks are signed the same way, with their endpoint's own secret).
 */
export async function verifyStripeSignature(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
): Promise<unknown> {
  if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
  const signedAt = signedAtS(signatureHeader);
  if (signedAt === null) throw new WebhookSignatureError('no single timestamp in the header');
  if (signedAt - now.getTime() / 1000 > WEBHOOK_TOLERANCE_S)
    throw new WebhookSignatureError('timestamp in the future, outside the tolerance zone');
  // Loaded with the first webhook (the sandbox never needs the rest of the SDK).
  const { default: Stripe } = await import('stripe');
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_S,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message.split('\n')[0]! : 'invalid');
  }
}

/** A verified billing event (verifyStripeSignature, then Kinora's view of it). */
export async function verifyStripeWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
): Promise<ProviderEvent> {
  const event = await verifyStripeSignature(rawBody, signatureHeader, secret, now);
  try {
    return toProviderEvent(event);
  } catch {
    throw new WebhookSignatureError('not an event');
  }
}

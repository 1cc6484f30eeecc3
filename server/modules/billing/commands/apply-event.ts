import { HANDLED_EVENT_TYPES, type ProviderSubscription } from '../../../adapters/payments/payment-provider';
import type { AppContext } from '../../../context';
import type { NotificationNotice } from '../../notifications/notifications.public';
import {
  type BillingEventRow,
  findCustomerByProviderId,
  findEvent,
  markEventApplied,
} from '../billing.repository';
import { isActiveMember } from '../checkouts.repository';
import {
  endDuplicateSubscriptions,
  endUnownedSubscriptions,
  subscriptionsNamed,
} from './end-unwanted-subscriptions';
import { type ProviderState, type SyncDeps, syncMember } from './sync-member';

const handled = new Set<string>(HANDLED_EVENT_TYPES);

/** Whether Kinora acts on events of this type (others are stored, marked applied, and ignored). */
export const isHandledEvent = (type: string) => handled.has(type);

/**
 * Applies one stored webhook event: the subscription it names is read again from the provider
 * (so an event's own, possibly stale, content never decides anything: order and replays do not
 * matter) and synced for its member; a second subscription to a plan the member pays for already
 * is then ended. An event whose member cannot be found (or whose account is being deleted) ends
 * the subscriptions it names at the provider, then is marked applied instead of failing forever.
 * A provider error throws: the job is retried.
 */
export async function applyBillingEvent(ctx: SyncDeps, eventId: string): Promise<void> {
  const event = await findEvent(ctx.db.db, eventId);
  if (!event || event.appliedAt) return;
  const now = () => ctx.clock.now();
  if (!isHandledEvent(event.type) || (!event.subscriptionId && !event.customerId)) {
    await markEventApplied(ctx.db.db, event.id, now());
    return;
  }
  let customerId = event.customerId;
  if (!customerId && event.subscriptionId)
    customerId = (await ctx.payments.getSubscription(event.subscriptionId))?.customerId ?? null;
  let userId = await memberOf(ctx, event, customerId);
  if (!userId) {
    // Not through Kinora's customer row (not written yet, or gone) nor the payload: the provider's
    // own copy of the subscription names the member Kinora put in its metadata at checkout.
    const subs = await subscriptionsNamed(ctx, event.subscriptionId, customerId);
    const named = subs.map((sub) => sub.userId).find((id): id is string => Boolean(id));
    if (named && (await isActiveMember(ctx.db.db, named))) userId = named;
    else {
      ctx.logger.warn(
        { eventId: event.id, type: event.type, customerId },
        'billing event for no known member',
      );
      await endUnownedSubscriptions(ctx, subs);
      await markEventApplied(ctx.db.db, event.id, now());
      return;
    }
  }
  await syncMember(ctx, {
    userId,
    read: () => readState(ctx, event.subscriptionId, customerId),
    write: async (tx, state) => {
      await markEventApplied(tx, event.id, now());
      return paymentFailedNotice(event, userId, state);
    },
  });
  await endDuplicateSubscriptions(ctx, userId);
}

async function readState(
  ctx: Pick<AppContext, 'payments'>,
  subscriptionId: string | null,
  customerId: string | null,
): Promise<ProviderState> {
  if (subscriptionId) {
    const sub = await ctx.payments.getSubscription(subscriptionId);
    return sub ? { subscriptions: [sub], gone: [] } : { subscriptions: [], gone: [subscriptionId] };
  }
  return { subscriptions: customerId ? await ctx.payments.listSubscriptions(customerId) : [], gone: [] };
}

/** The member: through the stored customer, else the userId Kinora put in the checkout's metadata. */
async function memberOf(
  ctx: SyncDeps,
  event: BillingEventRow,
  customerId: string | null,
): Promise<string | null> {
  if (customerId) {
    const customer = await findCustomerByProviderId(ctx.db.db, ctx.payments.name, customerId);
    if (customer) return (await isActiveMember(ctx.db.db, customer.userId)) ? customer.userId : null;
  }
  const fromMetadata = metadataUserId(event.payload);
  return fromMetadata && (await isActiveMember(ctx.db.db, fromMetadata)) ? fromMetadata : null;
}

type Json = Record<string, unknown> | undefined;
const objectOf = (value: unknown): Json =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** Where Stripe-shaped payloads carry Kinora's metadata (checkout session, subscription, invoice). */
export function metadataUserId(payload: unknown): string | null {
  const object = objectOf(objectOf(objectOf(payload)?.data)?.object);
  const candidates = [
    objectOf(object?.metadata)?.userId,
    objectOf(objectOf(object?.subscription_details)?.metadata)?.userId,
    objectOf(objectOf(objectOf(object?.parent)?.subscription_details)?.metadata)?.userId,
    object?.client_reference_id,
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.length > 0 && c.length <= 100);
  return (found as string | undefined) ?? null;
}

/**
 * "Payment failed" once per invoice (the provider retries and reports each attempt), and only while
 * the subscription is still past due when the event is applied: a late event about a recovered
 * payment says nothing.
 */
function paymentFailedNotice(
  event: BillingEventRow,
  userId: string,
  state: ProviderState,
): NotificationNotice[] {
  if (event.type !== 'invoice.payment_failed') return [];
  const sub: ProviderSubscription | undefined = state.subscriptions.find(
    (s) => s.id === event.subscriptionId,
  );
  if (sub?.status !== 'past_due') return [];
  const invoiceId = objectOf(objectOf(objectOf(event.payload)?.data)?.object)?.id;
  const key = typeof invoiceId === 'string' ? invoiceId : event.id;
  return [{ userId, kind: 'payment_failed', data: { plan: sub.plan }, dedupKey: `payment_failed:${key}` }];
}

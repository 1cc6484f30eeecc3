import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaidPlan } from '../../../domain/plans';
import type { ProviderEvent, ProviderSubscription } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import {
  type BillingSubscriptionRow,
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  user,
} from '../../db/schema';

/** The statuses billing_subscriptions_live_idx covers: rows that may still grant their plan. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'incomplete'] as const;

export type CustomerRow = typeof billingCustomers.$inferSelect;

export async function findCustomer(db: Database, userId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row ?? null;
}

export async function findCustomerByProviderId(
  db: Database,
  provider: string,
  customerId: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row ?? null;
}

/**
 * Stores the member's provider customer; when two requests raced, the first stored wins and is
 * returned (both asked the provider with the same idempotency key, so it is the same customer).
 */
export async function saveCustomer(
  db: Database,
  row: { userId: string; provider: string; customerId: string; createdAt: Date },
): Promise<CustomerRow> {
  await db
    .insert(billingCustomers)
    .values(row)
    .onConflictDoUpdate({
      target: billingCustomers.userId,
      set: { provider: row.provider, customerId: row.customerId, createdAt: row.createdAt },
      // Another provider's customer (the instance moved from the sandbox to Stripe) is replaced.
      setWhere: sql`${billingCustomers.provider} <> ${row.provider}`,
    });
  return (await findCustomer(db, row.userId))!;
}

/** Stores the member's customer unless the member (or that customer) already has one. */
export async function keepCustomer(
  tx: Database,
  row: { userId: string; provider: string; customerId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(billingCustomers).values(row).onConflictDoNothing();
}

/**
 * Serialises every billing write of one member (webhook applies, reconciliation, refunds) until the
 * transaction ends: the plan before/after and the access version bump see one consistent state.
 */
export async function lockMember(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${userId}`}, 0))`);
}

/** The member's subscriptions of the given plans, newest first (billing_subscriptions_user_idx). */
export async function subscriptionsOf(
  db: Database,
  userId: string,
  plans: readonly PaidPlan[] = ['premium', 'qa'],
): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.plan, [...plans])))
    .orderBy(desc(billingSubscriptions.providerCreatedAt));
}

/** The member's subscriptions of one plan that may grant it (not ended, not refunded), newest first. */
export async function liveSubscriptionsOf(
  db: Database,
  userId: string,
  plan: PaidPlan,
): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        eq(billingSubscriptions.plan, plan),
        inArray(billingSubscriptions.status, ['active', 'trialing', 'past_due']),
        isNull(billingSubscriptions.refundedAt),
      ),
    )
    .orderBy(desc(billingSubscriptions.providerCreatedAt));
}

export async function findSubscription(db: Database, id: string): Promise<BillingSubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
  return row ?? null;
}

/** A row written from a provider read older than `readAt` (or never) may take this one. */
const readBefore = (readAt: Date) =>
  sql`(${billingSubscriptions.providerReadAt} is null or ${billingSubscriptions.providerReadAt} <= ${readAt.toISOString()}::timestamptz)`;

/**
 * Writes Kinora's copy of a subscription from the provider's state, unless a later read of it was
 * written already (reads happen outside the transaction: the later read wins, whatever commits
 * last). The refund stamp is Kinora's own (set by the refund command before the provider's events
 * arrive) and is never cleared here.
 */
export async function upsertSubscription(
  tx: Database,
  userId: string,
  sub: ProviderSubscription,
  now: Date,
  readAt: Date,
): Promise<void> {
  const values = {
    plan: sub.plan,
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    firstPaidAt: sub.firstPaidAt,
    endedAt: sub.endedAt,
    providerCreatedAt: sub.createdAt,
    providerReadAt: readAt,
    syncedAt: now,
  };
  await tx
    .insert(billingSubscriptions)
    .values({ id: sub.id, userId, ...values, refundedAt: sub.refundedCents > 0 ? now : null })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: {
        ...values,
        refundedAt:
          sub.refundedCents > 0 ? sql`coalesce(${billingSubscriptions.refundedAt}, ${now})` : undefined,
      },
      setWhere: readBefore(readAt),
    });
}

/** The provider no longer knows the subscription: Kinora's copy ends. */
export async function markSubscriptionGone(tx: Database, id: string, now: Date, readAt: Date): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({
      status: 'canceled',
      endedAt: sql`coalesce(${billingSubscriptions.endedAt}, ${now})`,
      providerReadAt: readAt,
      syncedAt: now,
    })
    .where(and(eq(billingSubscriptions.id, id), readBefore(readAt)));
}

export async function markRefunded(tx: Database, id: string, now: Date): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ refundedAt: sql`coalesce(${billingSubscriptions.refundedAt}, ${now})` })
    .where(eq(billingSubscriptions.id, id));
}

/** The member's language (for the hosted checkout and portal). */
export async function localeOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return row?.locale ?? 'fr';
}

/** Stores a verified webhook event; false when it was already stored (a replay). */
export async function insertEvent(
  tx: Database,
  provider: string,
  event: ProviderEvent,
  appliedAt: Date | null,
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({
      id: event.id,
      provider,
      type: event.type,
      subscriptionId: event.subscriptionId,
      customerId: event.customerId,
      payload: event.payload,
      occurredAt: event.occurredAt,
      appliedAt,
    })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export type BillingEventRow = typeof billingEvents.$inferSelect;

export async function findEvent(db: Database, id: string): Promise<BillingEventRow | null> {
  const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, id));
  return row ?? null;
}

export async function markEventApplied(tx: Database, id: string, now: Date): Promise<void> {
  await tx
    .update(billingEvents)
    .set({ appliedAt: now })
    .where(and(eq(billingEvents.id, id), isNull(billingEvents.appliedAt)));
}

/** Events received before `before` and still not applied (billing_events_pending_idx), oldest first. */
export async function pendingEvents(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(and(isNull(billingEvents.appliedAt), lt(billingEvents.receivedAt, before)))
    .orderBy(asc(billingEvents.receivedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * One page of the subscriptions that still grant something or whose period ended without the
 * provider's word (billing_subscriptions_live_idx), after the keyset cursor.
 */
export async function liveSubscriptionsPage(
  db: Database,
  after: { periodEnd: Date; id: string } | null,
  limit: number,
): Promise<{ id: string; userId: string; currentPeriodEnd: Date }[]> {
  const live = inArray(billingSubscriptions.status, [...LIVE_STATUSES]);
  const cursor = after
    ? or(
        gt(billingSubscriptions.currentPeriodEnd, after.periodEnd),
        and(
          eq(billingSubscriptions.currentPeriodEnd, after.periodEnd),
          gt(billingSubscriptions.id, after.id),
        ),
      )
    : undefined;
  return db
    .select({
      id: billingSubscriptions.id,
      userId: billingSubscriptions.userId,
      currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
    })
    .from(billingSubscriptions)
    .where(and(live, cursor))
    .orderBy(asc(billingSubscriptions.currentPeriodEnd), asc(billingSubscriptions.id))
    .limit(limit);
}

/** Members whose provider customer was created after `since` (keyset by created_at, user_id). */
export async function recentCustomersPage(
  db: Database,
  since: Date,
  after: { createdAt: Date; userId: string } | null,
  limit: number,
): Promise<{ userId: string; createdAt: Date }[]> {
  return db
    .select({ userId: billingCustomers.userId, createdAt: billingCustomers.createdAt })
    .from(billingCustomers)
    .where(
      after
        ? or(
            gt(billingCustomers.createdAt, after.createdAt),
            and(eq(billingCustomers.createdAt, after.createdAt), gt(billingCustomers.userId, after.userId)),
          )
        : gt(billingCustomers.createdAt, since),
    )
    .orderBy(asc(billingCustomers.createdAt), asc(billingCustomers.userId))
    .limit(limit);
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaidPlan, SubscriptionStatus } from '../../../domain/plans';
import { user } from './accounts';

/**
 * Billing (docs/decisions/0010-billing.md). The payment provider (Stripe or the built-in sandbox) is
 * the source of truth; these rows are Kinora's copy of it, written only by applying the provider's
 * webhook events (and the reconciliation job), never by a request that says "I paid".
 */

/** One provider customer per account, created before the first checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_customers_customer_idx').on(t.provider, t.customerId),
    // Reconciliation also re-reads recent customers: a first checkout whose events were all lost.
    index('billing_customers_recent_idx').on(t.createdAt),
  ],
);

/** The provider's subscriptions of a member, as last read from the provider. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    /** The provider's subscription id (sub_…). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** First successful payment: the refund window (MONEY_BACK_GUARANTEE_DAYS) counts from it. */
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the provider created the subscription (the newest one of a plan is the member's). */
    providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }).notNull(),
    /**
     * When the provider state last written to this row was read (reads happen outside the
     * transaction): a read older than the one already written changes nothing.
     */
    providerReadAt: timestamp('provider_read_at', { withTimezone: true }),
    /** When this row was last set from the provider's state. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_subscriptions_user_idx').on(t.userId, t.plan, t.providerCreatedAt.desc()),
    // The reconciliation job walks the subscriptions that still grant something.
    index('billing_subscriptions_live_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due', 'incomplete')`),
  ],
);

/**
 * The hosted checkouts Kinora opened, so a member has at most one open checkout per plan (a second
 * tab, a double click or an old tab reuse it) and a completed one is never handed out again. The
 * provider's session is the truth: `closedAt` is set once the provider says it is complete or expired.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    /** The provider's session id (cs_…). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId, t.plan, t.createdAt)],
);

/**
 * The 7-day money-back guarantee, once per member and plan: the refund history is the member's, not
 * the subscription's (buy, refund, buy, refund… is refused the second time).
 */
export const billingGuaranteeUses = pgTable(
  'billing_guarantee_uses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    subscriptionId: text('subscription_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plan] })],
);

/**
 * Webhook events, stored first (keyed by the provider's event id, so a replay is a no-op) and applied
 * by a job queued in the same transaction.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The subscription or customer the event is about, when it names one. */
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    payload: jsonb('payload').notNull(),
    /** The provider's own creation time of the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('billing_events_pending_idx').on(t.receivedAt).where(sql`${t.appliedAt} is null`)],
);

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

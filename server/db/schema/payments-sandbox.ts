import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaidPlan, SubscriptionStatus } from '../../../domain/plans';

/**
 * The built-in sandbox payment provider's own state (server/adapters/payments/sandbox): a local
 * emulation of Stripe's test mode. These rows play the provider's side; Kinora's copy of the
 * subscriptions lives in billing_* and is written only from the events these tables emit.
 * No foreign keys to Kinora's tables: the provider knows accounts only through metadata.
 */

/** What a stored test card does when charged later (Stripe's 4000 0000 0000 0341 attaches, then fails). */
export type SandboxCardBehaviour = 'succeed' | 'fail';

export const sandboxCustomers = pgTable('sandbox_customers', {
  /** cus_… */
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  userId: text('user_id').notNull(),
  /** Like a Stripe test clock: this customer's time is the platform clock plus this offset. */
  clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
  /** Test-clock advances are limited per minute (platform time): the window's start and count. */
  clockWindowStartedAt: timestamp('clock_window_started_at', { withTimezone: true }),
  clockWindowAdvances: integer('clock_window_advances').notNull().default(0),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  cardBehaviour: text('card_behaviour').$type<SandboxCardBehaviour>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A write's result under its idempotency key: a retried request gets the same answer, nothing twice. */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** cs_test_…, also the capability token of the hosted page. */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    plan: text('plan').$type<PaidPlan>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    /** A 3-D Secure card waits for the member's confirmation (its details, until confirmed). */
    pendingCard: jsonb('pending_card').$type<PendingCard>(),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Platform time (like Stripe, test clocks do not move hosted sessions). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_checkout_sessions_customer_idx').on(t.customerId)],
);

export interface PendingCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxCardBehaviour;
}

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    /** sub_… */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    plan: text('plan').$type<PaidPlan>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** The billing cycle anchor: period n runs from anchor + n months to anchor + n + 1 months. */
    anchor: timestamp('anchor', { withTimezone: true }).notNull(),
    periodIndex: integer('period_index').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_subscriptions_customer_idx').on(t.customerId),
    index('sandbox_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} = 'active'`),
  ],
);

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    /** in_…; its payment intent is pi_… and its charge ch_… with the same suffix. */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    plan: text('plan').$type<PaidPlan>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status').$type<'open' | 'paid' | 'void'>().notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the next automatic retry runs (customer time); null when none is planned. */
    nextPaymentAttempt: timestamp('next_payment_attempt', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_invoices_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('sandbox_invoices_retry_idx').on(t.nextPaymentAttempt).where(sql`${t.status} = 'open'`),
  ],
);

export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  /** bps_…, also the capability token of the hosted page. */
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  returnUrl: text('return_url').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Platform time. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every state change, as the Stripe-shaped event JSON delivered (signed) to Kinora's webhook handler. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    /** evt_… */
    id: text('id').primaryKey(),
    /** Emission order (several events share a second). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    customerId: text('customer_id'),
    /** The exact JSON body that is signed and delivered. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_events_pending_idx').on(t.seq).where(sql`${t.deliveredAt} is null`)],
);

export type SandboxCustomerRow = typeof sandboxCustomers.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;

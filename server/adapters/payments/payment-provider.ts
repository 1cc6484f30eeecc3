import type { PaidPlan, SubscriptionStatus } from '../../../domain/plans';

/**
 * What Kinora needs from a payment provider (DESIGN §1 payments; docs/decisions/0010-billing.md).
 * Two implementations behave the same way (payments-contract.ts runs one suite against both):
 * `stripe-provider.ts` (Stripe's API through the official SDK) and `sandbox/` (the default, a local
 * emulation of Stripe's test mode with its own checkout and portal pages, clearly labelled as test
 * mode). Every write takes an idempotency key, so a retried request never charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';

  /** One customer per account (the caller stores the id). */
  createCustomer(input: { userId: string; email: string }, idempotencyKey: string): Promise<string>;

  /**
   * A hosted checkout in subscription mode for the plan's monthly price. `successUrl` and `cancelUrl`
   * are absolute; the provider adds nothing Kinora trusts (the status comes from webhooks).
   */
  createCheckout(input: CheckoutInput, idempotencyKey: string): Promise<{ id: string; url: string }>;

  /** A checkout session as the provider has it now; null when it does not exist. */
  getCheckout(checkoutId: string): Promise<ProviderCheckout | null>;

  /**
   * Expires every open checkout session of the customer (account deletion: a tab left open must not
   * start a subscription for an account that no longer exists). Returns how many it expired.
   */
  expireOpenCheckouts(customerId: string): Promise<number>;

  /** The hosted customer portal (card, invoices, cancel at period end, resume). */
  createPortal(
    input: { customerId: string; returnUrl: string; locale: string },
    idempotencyKey: string,
  ): Promise<{ url: string }>;

  /** The subscription as the provider sees it now; null when it does not exist. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;

  /** Every subscription of a customer, any status (the reconciliation job reads these). */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;

  /** At period end (the member keeps the plan until then) or now. */
  cancelSubscription(
    subscriptionId: string,
    opts: { atPeriodEnd: boolean },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;

  /** Refunds the subscription's paid invoices in full (the 7-day guarantee); the caller cancels it. */
  refundSubscription(subscriptionId: string, idempotencyKey: string): Promise<{ refundedCents: number }>;

  /**
   * Checks a webhook's signature over the raw body (Stripe's `Stripe-Signature` scheme, 300 s
   * tolerance against `now`, either way: a timestamp in the future is refused too) and returns the
   * event; throws WebhookSignatureError otherwise.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<ProviderEvent>;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  plan: PaidPlan;
  successUrl: string;
  cancelUrl: string;
  /** The member's language, for the hosted page. */
  locale: string;
}

export interface ProviderCheckout {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The member Kinora put in the checkout's subscription metadata (null when absent). */
  userId: string | null;
  plan: PaidPlan;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
  endedAt: Date | null;
  /** When the first invoice was paid; null until then. */
  firstPaidAt: Date | null;
  /** Cents refunded so far on this subscription's invoices. */
  refundedCents: number;
  /**
   * The customer's test-clock time when this was read (Stripe's test clocks, the sandbox's clock):
   * every date above is on that clock. Null: real time. Kinora moves the dates onto its own clock
   * before comparing them with it (billing/provider-time.ts).
   */
  clockNow: Date | null;
}

/** The webhook event types Kinora applies; any other verified event is stored and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  // A customer's test clock moved: every subscription of the customer is read again.
  'test_helpers.test_clock.ready',
] as const;

export interface ProviderEvent {
  id: string;
  type: string;
  occurredAt: Date;
  /** The subscription the event is about (checkout session's, invoice's or the subscription itself). */
  subscriptionId: string | null;
  customerId: string | null;
  /** The verified JSON payload, stored as received. */
  payload: unknown;
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature rejected: ${reason}`);
  }
}

/** A provider answered with an error or could not be reached (mapped to 502 payment_provider_error). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

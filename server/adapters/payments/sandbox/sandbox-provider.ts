import { NotFoundError } from '../../../errors';
import type {
  CheckoutInput,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
  ProviderSubscription,
} from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { verifyStripeWebhook } from '../stripe-events';
import type { SandboxDeps } from './sandbox-billing-cycle';
import {
  checkoutUrl,
  createCheckoutSession,
  expireOpenCheckoutSessions,
  getCheckoutSession,
} from './sandbox-checkout';
import {
  cancelSubscription,
  createCustomer,
  customerSubscriptions,
  findSubscription,
  refundSubscription,
  toProviderSubscription,
} from './sandbox-engine';
import { createPortalSession } from './sandbox-portal';

/**
 * The default payment provider: Stripe's test mode emulated locally (sandbox-engine), with its own
 * hosted pages under /sandbox/…. Its events reach Kinora signed like Stripe's, through the same
 * handler; no real money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: SandboxDeps) {}

  createCustomer(input: { userId: string; email: string }, idempotencyKey: string): Promise<string> {
    return guard(() => createCustomer(this.deps, input, idempotencyKey));
  }

  createCheckout(input: CheckoutInput, idempotencyKey: string): Promise<{ id: string; url: string }> {
    return guard(() => createCheckoutSession(this.deps, input, idempotencyKey));
  }

  async getCheckout(checkoutId: string): Promise<ProviderCheckout | null> {
    const session = await getCheckoutSession(this.deps, checkoutId);
    if (!session) return null;
    const open = session.status === 'open';
    return { id: session.id, status: session.status, url: open ? checkoutUrl(this.deps, session.id) : null };
  }

  expireOpenCheckouts(customerId: string): Promise<number> {
    return expireOpenCheckoutSessions(this.deps, customerId);
  }

  async createPortal(
    input: { customerId: string; returnUrl: string; locale: string },
    idempotencyKey: string,
  ): Promise<{ url: string }> {
    const { url } = await guard(() => createPortalSession(this.deps, input, idempotencyKey));
    return { url };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const row = await findSubscription(this.deps, subscriptionId);
    return row ? toProviderSubscription(this.deps, row) : null;
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const rows = await customerSubscriptions(this.deps, customerId);
    return Promise.all(rows.map((row) => toProviderSubscription(this.deps, row)));
  }

  async cancelSubscription(
    subscriptionId: string,
    opts: { atPeriodEnd: boolean },
    _idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    // Cancelling is idempotent by nature (a second call finds it cancelled already).
    const row = await guard(() => cancelSubscription(this.deps, subscriptionId, opts.atPeriodEnd));
    return toProviderSubscription(this.deps, row);
  }

  async refundSubscription(
    subscriptionId: string,
    idempotencyKey: string,
  ): Promise<{ refundedCents: number }> {
    const refundedCents = await guard(() => refundSubscription(this.deps, subscriptionId, idempotencyKey));
    return { refundedCents };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<ProviderEvent> {
    return verifyStripeWebhook(rawBody, signatureHeader, this.deps.config.payments.webhookSecret, now);
  }
}

/** The provider's own "no such …" answers become PaymentProviderError, like Stripe's 404s. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw new PaymentProviderError(error.message, error);
    throw error;
  }
}

import type { AppContext } from '../../context';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox/sandbox-provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (test mode, no real money). The
 * Stripe SDK (some 20 MB in memory) is loaded only by a node configured for Stripe, or by the first
 * webhook the sandbox verifies.
 */
export async function createPaymentProvider(
  deps: Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config'>,
): Promise<PaymentProvider> {
  const payments = deps.config.payments;
  if (payments.provider === 'stripe') {
    const { StripeProvider } = await import('./stripe-provider');
    return new StripeProvider(payments);
  }
  return new SandboxProvider(deps);
}

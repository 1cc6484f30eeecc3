import type { AppContext } from '../../context';
import type { PayoutProvider } from './payout-provider';
import { SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';

/**
 * Stripe Connect when payments are Stripe (the same account and key), else the built-in sandbox
 * (test mode, no real money). The Stripe SDK is loaded only by a node configured for Stripe.
 */
export async function createPayoutProvider(
  deps: Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config'>,
): Promise<PayoutProvider> {
  const payments = deps.config.payments;
  if (payments.provider === 'stripe') {
    const { StripeConnectProvider } = await import('./stripe-connect-provider');
    return new StripeConnectProvider(payments);
  }
  return new SandboxPayoutProvider(deps);
}

import type { AppContext } from '../../context';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { StripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (test mode, no real money). */
export function createPaymentProvider(
  deps: Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config'>,
): PaymentProvider {
  const payments = deps.config.payments;
  if (payments.provider === 'stripe') return new StripeProvider(payments);
  return new SandboxProvider(deps);
}

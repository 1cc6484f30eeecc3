import {
  SANDBOX_TEST_CARDS,
  type SandboxCardInput,
  type SandboxPaymentResult,
} from '../../../domain/api/sandbox';
import { runDue } from '../../adapters/payments/sandbox/sandbox-billing-cycle';
import { confirmCheckout, payCheckout } from '../../adapters/payments/sandbox/sandbox-checkout';
import { advanceCustomerClock } from '../../adapters/payments/sandbox/sandbox-engine';
import {
  deliverPendingEvents,
  listEvents,
  type WebhookReceiver,
} from '../../adapters/payments/sandbox/sandbox-events';
import { updateCard } from '../../adapters/payments/sandbox/sandbox-portal';
import type { AppContext } from '../../context';
import { receiveWebhook } from '../billing/billing.public';

/**
 * Driving the sandbox payment provider from tests (billing lifecycle tests, e2e setup): pay a
 * checkout with a test card, confirm 3-D Secure, move a customer's test clock, run the clock job,
 * and deliver the pending webhook events synchronously to Kinora's handler.
 */

type Ctx = Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config' | 'payments'>;

/** The capability token at the end of a sandbox checkout or portal URL (cs_test_…, bps_…). */
export const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

/** A test card (Stripe's numbers: SANDBOX_TEST_CARDS) valid until the end of 2099. */
export const testCard = (cardNumber: string = SANDBOX_TEST_CARDS.success): SandboxCardInput => ({
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
});

/** Pays the checkout at `checkoutUrl` (or its token); throws CardDeclinedError (402) for declining cards. */
export function payCheckoutWith(
  ctx: Ctx,
  checkoutUrl: string,
  cardNumber: string = SANDBOX_TEST_CARDS.success,
): Promise<SandboxPaymentResult> {
  const token = checkoutUrl.includes('/') ? tokenOf(checkoutUrl) : checkoutUrl;
  return payCheckout(ctx, token, testCard(cardNumber));
}

/** The 3-D Secure step after paying with SANDBOX_TEST_CARDS.authenticationRequired. */
export function confirmCheckoutWith(
  ctx: Ctx,
  checkoutUrl: string,
  approve: boolean,
): Promise<SandboxPaymentResult> {
  const token = checkoutUrl.includes('/') ? tokenOf(checkoutUrl) : checkoutUrl;
  return confirmCheckout(ctx, token, approve);
}

/** Replaces the customer's card (portal); it pays an open invoice at once. */
export function updateCardWith(ctx: Ctx, customerId: string, cardNumber: string): Promise<void> {
  return updateCard(ctx, customerId, testCard(cardNumber));
}

/** Moves one customer's test clock forward and runs what became due. Returns the steps run. */
export function advanceSandboxClock(ctx: Ctx, customerId: string, seconds: number): Promise<number> {
  return advanceCustomerClock(ctx, customerId, seconds);
}

/** The clock job, run now (after `ctx.clock.advance(…)`): renewals, retries, ends at period end. */
export function runSandboxClock(ctx: Ctx): Promise<number> {
  return runDue(ctx);
}

/**
 * Delivers every pending sandbox event now, in order, signed, to billing's receiveWebhook (or
 * `receive`). Returns the delivered event types. The queued delivery jobs then find them delivered.
 */
export function deliverSandboxEvents(ctx: Ctx, receive?: WebhookReceiver): Promise<string[]> {
  return deliverPendingEvents(ctx, receive ?? ((raw, header) => receiveWebhook(ctx, raw, header)));
}

/** Every event the sandbox emitted so far (type, delivered or not), oldest first. */
export async function sandboxEvents(ctx: Pick<AppContext, 'db'>) {
  // biome-ignore lint/suspicious/noExplicitAny: Stripe-shaped JSON, read freely by tests
  return (await listEvents(ctx)).map((e) => ({ ...e, payload: JSON.parse(e.body) as Record<string, any> }));
}

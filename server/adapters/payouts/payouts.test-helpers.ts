import type { InjectOptions } from 'fastify';
import type { FakeClock } from '../../clock';
import type { SandboxBankBehaviour } from '../../db/schema';
import { openSandboxDeps, TEST_CONNECT_WEBHOOK_SECRET } from '../payments/payments.test-helpers';
import type { SandboxDeps } from '../payments/sandbox/sandbox-billing-cycle';
import { startStripePeer } from '../payments/stripe-peer';
import type { PayoutProvider } from './payout-provider';
import { completeOnboarding, requireAccountInformation } from './sandbox/connect-accounts';
import { deliverPendingPayoutEvents, listPayoutEvents } from './sandbox/connect-events';
import { payoutDelayMs, runDuePayouts, topUpPlatform } from './sandbox/connect-money';
import { SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';
import { StripeConnectProvider } from './stripe-connect-provider';

/**
 * Driving the sandbox payout engine from tests, whichever provider fronts it (the sandbox itself,
 * or Stripe Connect through the local peer): what a creator does on the hosted pages, what the
 * provider does on its own (settling payouts, asking for information), and an admin's top-up.
 */
export const TEST_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

/** Fills and submits the onboarding form behind an onboarding URL (its last path segment is the token). */
export async function onboardThroughEngine(
  deps: SandboxDeps,
  onboardingUrl: string,
  bank: SandboxBankBehaviour = 'succeed',
) {
  const token = new URL(onboardingUrl).pathname.split('/').at(-1)!;
  return completeOnboarding(deps, token, { name: 'Camille Martin', country: 'FR', iban: TEST_IBAN, bank });
}

/** Advances the clock past the payout delay and runs the payouts that became due (paid or failed). */
export async function settlePayouts(deps: SandboxDeps & { clock: FakeClock }): Promise<number> {
  deps.clock.advance(payoutDelayMs(deps));
  return runDuePayouts(deps);
}

/**
 * Delivers every pending sandbox Connect event to a test app's POST /api/earnings/webhook, signed
 * as the delivery job signs them; throws on the first answer that is not 2xx. Returns the types.
 */
export function deliverPayoutEventsTo(
  deps: Pick<SandboxDeps, 'db' | 'clock' | 'config'>,
  app: { inject(options: InjectOptions): Promise<{ statusCode: number; body: string }> },
): Promise<string[]> {
  return deliverPendingPayoutEvents(deps, async (rawBody, signatureHeader) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/earnings/webhook',
      payload: rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
    });
    if (res.statusCode >= 300) throw new Error(`earnings webhook answered ${res.statusCode}: ${res.body}`);
  });
}

export interface PayoutProviderHarness {
  provider: PayoutProvider;
  deps: SandboxDeps & { clock: FakeClock };
  /** Creates an account and completes its onboarding with the chosen test bank. */
  connect(bank?: SandboxBankBehaviour): Promise<string>;
  onboard(url: string, bank?: SandboxBankBehaviour): ReturnType<typeof onboardThroughEngine>;
  settle(): Promise<number>;
  topUp(cents: number): Promise<number>;
  require: (accountId: string, input: Parameters<typeof requireAccountInformation>[2]) => Promise<unknown>;
  events(): ReturnType<typeof listPayoutEvents>;
  webhookSecret: string;
  close(): Promise<void>;
}

let unique = 0;
export const testKey = (what: string) => `${what}-${Date.now()}-${++unique}`;

async function harness(
  provider: PayoutProvider,
  deps: SandboxDeps & { clock: FakeClock },
  close: () => Promise<void>,
): Promise<PayoutProviderHarness> {
  const h: PayoutProviderHarness = {
    provider,
    deps,
    onboard: (url, bank) => onboardThroughEngine(deps, url, bank),
    connect: async (bank = 'succeed') => {
      const id = await provider.createAccount(
        { userId: testKey('user'), email: 'creator@example.com', country: 'FR' },
        testKey('acct'),
      );
      const link = await provider.onboardingLink(id, {
        refreshUrl: 'http://localhost:3000/earnings?connect=refresh',
        returnUrl: 'http://localhost:3000/earnings?connect=done',
      });
      await h.onboard(link.url, bank);
      return id;
    },
    settle: () => settlePayouts(deps),
    topUp: (cents) => topUpPlatform(deps, { amountCents: cents, userId: null }),
    require: (accountId, input) => requireAccountInformation(deps, accountId, input),
    events: () => listPayoutEvents(deps),
    webhookSecret: TEST_CONNECT_WEBHOOK_SECRET,
    close,
  };
  return h;
}

export async function sandboxPayoutHarness(): Promise<PayoutProviderHarness> {
  const { deps, close } = await openSandboxDeps();
  return harness(new SandboxPayoutProvider(deps), deps, close);
}

/** Stripe Connect through the official SDK against the local peer (backed by the same engine). */
export async function stripeConnectPeerEnv(secretKey = 'sk_test_peer') {
  const { deps, close } = await openSandboxDeps();
  const peer = await startStripePeer(deps, { premium: 'price_premium_peer', qa: 'price_qa_peer' });
  const provider = new StripeConnectProvider({
    provider: 'stripe',
    secretKey,
    webhookSecret: 'whsec_billing_unused',
    connectWebhookSecret: TEST_CONNECT_WEBHOOK_SECRET,
    prices: { premium: 'price_premium_peer', qa: 'price_qa_peer' },
    apiBase: peer.url,
  });
  return {
    peer,
    provider,
    deps,
    close: async () => {
      await peer.close();
      await close();
    },
  };
}

export async function stripeConnectPayoutHarness(): Promise<PayoutProviderHarness> {
  const env = await stripeConnectPeerEnv();
  return harness(env.provider, env.deps, env.close);
}

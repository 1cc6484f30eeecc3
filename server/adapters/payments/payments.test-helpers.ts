import pino from 'pino';
import { z } from 'zod';
import { FakeClock } from '../../clock';
import type { Config } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { JobQueue } from '../../jobs/queue';
import { defineJob } from '../../jobs/registry';
import { createTestDatabase } from '../../test/test-database';
import { SANDBOX_DELIVER_PAYOUT_EVENT } from '../payouts/sandbox/connect-events';
import type { PaymentProviderHarness } from './payments-contract';
import type { SandboxDeps } from './sandbox/sandbox-billing-cycle';
import { payCheckout } from './sandbox/sandbox-checkout';
import { SANDBOX_DELIVER_EVENT } from './sandbox/sandbox-events';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { startStripePeer } from './stripe-peer';
import { StripeProvider } from './stripe-provider';

export const TEST_WEBHOOK_SECRET = 'whsec_contract_test_secret';
export const TEST_CONNECT_WEBHOOK_SECRET = 'whsec_connect_contract_test_secret';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * What the sandbox engine needs, for adapter tests: a migrated database (the integration run's
 * template when there is one, else a fresh PGlite), a queue that accepts the delivery job (never
 * worked here), a fake clock, and a minimal config.
 */
export async function openSandboxDeps(): Promise<{
  deps: SandboxDeps & { clock: FakeClock };
  close(): Promise<void>;
}> {
  let db: DatabaseHandle;
  if (process.env.KINORA_TEST_DB) db = await createTestDatabase();
  else {
    db = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(db);
  }
  const logger = pino({ level: 'silent' });
  const deliveryStub = defineJob({
    name: SANDBOX_DELIVER_EVENT.name,
    schema: z.object({ eventId: z.string() }),
    handle: async () => {},
  });
  // The payout engine's deliveries too (the Stripe peer serves Connect from the same engine).
  const payoutDeliveryStub = defineJob({
    name: SANDBOX_DELIVER_PAYOUT_EVENT.name,
    schema: z.object({ eventId: z.string() }),
    handle: async () => {},
  });
  const queue = new JobQueue(db, [deliveryStub, payoutDeliveryStub], logger);
  await queue.start();
  const config = {
    publicUrl: TEST_PUBLIC_URL,
    payments: {
      provider: 'sandbox',
      webhookSecret: TEST_WEBHOOK_SECRET,
      connectWebhookSecret: TEST_CONNECT_WEBHOOK_SECRET,
      payoutDelayS: 60,
    },
  } as Config;
  const clock = new FakeClock(new Date('2031-03-31T08:00:00Z'));
  return {
    deps: { db, queue: queue as never, clock, logger, config },
    close: async () => {
      await queue.stop();
      await db.close();
    },
  };
}

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const PEER_PRICES = { premium: 'price_premium_peer', qa: 'price_qa_peer' };

/** The sandbox provider on its own database, for the contract suite. */
export async function sandboxHarness(): Promise<PaymentProviderHarness> {
  const { deps, close } = await openSandboxDeps();
  return {
    provider: new SandboxProvider(deps),
    pay: async ({ id }) => {
      await payCheckout(deps, id, TEST_CARD);
    },
    now: () => deps.clock.now(),
    webhookSecret: deps.config.payments.webhookSecret,
    close,
  };
}

/** The Stripe provider against a local Stripe peer (backed by the sandbox engine), for the contract suite. */
export async function stripePeerEnv() {
  const { deps, close } = await openSandboxDeps();
  const peer = await startStripePeer(deps, PEER_PRICES);
  const provider = new StripeProvider({
    provider: 'stripe',
    secretKey: 'sk_test_peer',
    webhookSecret: TEST_WEBHOOK_SECRET,
    connectWebhookSecret: TEST_CONNECT_WEBHOOK_SECRET,
    prices: PEER_PRICES,
    apiBase: peer.url,
  });
  return {
    peer,
    provider,
    deps,
    pay: async ({ id }: { id: string }) => {
      await payCheckout(deps, id, TEST_CARD);
    },
    close: async () => {
      await peer.close();
      await close();
    },
  };
}

export async function stripePeerHarness(): Promise<PaymentProviderHarness> {
  const env = await stripePeerEnv();
  return {
    provider: env.provider,
    pay: env.pay,
    now: () => env.deps.clock.now(),
    webhookSecret: TEST_WEBHOOK_SECRET,
    close: env.close,
  };
}

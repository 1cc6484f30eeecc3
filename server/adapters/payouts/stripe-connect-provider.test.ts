import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../payments/sandbox/sandbox-events';
import type { StripePeer } from '../payments/stripe-peer';
import { PayoutWebhookError } from './payout-provider';
import { onboardThroughEngine, settlePayouts, stripeConnectPeerEnv } from './payouts.test-helpers';
import { listPayoutEvents } from './sandbox/connect-events';
import { topUpPlatform } from './sandbox/connect-money';

/**
 * The exact requests the Stripe Connect provider sends to the local peer (the shared behaviour
 * suite runs in sandbox-payout-provider.test.ts). Verified against the peer only, not Stripe itself.
 */
describe('StripeConnectProvider requests', () => {
  let env: Awaited<ReturnType<typeof stripeConnectPeerEnv>>;
  let peer: StripePeer;
  beforeAll(async () => {
    env = await stripeConnectPeerEnv();
    peer = env.peer;
  });
  afterAll(async () => {
    await env?.close();
  });
  const lastWrite = () => peer.requests.filter((r) => r.method !== 'GET').at(-1)!;
  const last = () => peer.requests.at(-1)!;

  it('creates Express recipient accounts with transfers only and manual payouts, then pays one withdrawal', async () => {
    const accountId = await env.provider.createAccount(
      { userId: 'u-1', email: 'c@example.com', country: 'FR' },
      'key-acct',
    );
    expect(lastWrite()).toMatchObject({
      path: '/v1/accounts',
      idempotencyKey: 'key-acct',
      params: {
        type: 'express',
        country: 'FR',
        email: 'c@example.com',
        'capabilities[transfers][requested]': 'true',
        'tos_acceptance[service_agreement]': 'recipient',
        'settings[payouts][schedule][interval]': 'manual',
        'metadata[userId]': 'u-1',
      },
    });
    const link = await env.provider.onboardingLink(accountId, {
      refreshUrl: 'http://localhost:3000/r',
      returnUrl: 'http://localhost:3000/ok',
    });
    expect(lastWrite()).toMatchObject({
      path: '/v1/account_links',
      params: { account: accountId, type: 'account_onboarding', refresh_url: 'http://localhost:3000/r' },
    });
    await onboardThroughEngine(env.deps, link.url);
    await env.provider.loginLink(accountId);
    expect(lastWrite().path).toBe(`/v1/accounts/${accountId}/login_links`);

    await topUpPlatform(env.deps, { amountCents: 500, userId: null });
    expect(await env.provider.platformAvailableCents()).toBeGreaterThanOrEqual(500);
    expect(last().path).toBe('/v1/balance');
    await env.provider.createTransfer({ accountId, amountCents: 500, withdrawalId: 'wd-1' }, 'key-tr');
    expect(lastWrite()).toMatchObject({
      path: '/v1/transfers',
      idempotencyKey: 'key-tr',
      params: { amount: '500', currency: 'eur', destination: accountId, transfer_group: 'wd-1' },
    });
    await env.provider.findTransfer('wd-1');
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/v1/transfers',
      params: { transfer_group: 'wd-1' },
    });
    const payout = await env.provider.createPayout(
      { accountId, amountCents: 500, withdrawalId: 'wd-1' },
      'key-po',
    );
    expect(lastWrite()).toMatchObject({
      path: '/v1/payouts',
      idempotencyKey: 'key-po',
      stripeAccount: accountId,
      params: { amount: '500', currency: 'eur', 'metadata[withdrawalId]': 'wd-1' },
    });
    await settlePayouts(env.deps);
    expect(await env.provider.getPayout(accountId, payout.id)).toMatchObject({ status: 'paid' });
    expect(last()).toMatchObject({ path: `/v1/payouts/${payout.id}`, stripeAccount: accountId });
  });

  it('with a live key, refuses test-mode events', async () => {
    const live = await stripeConnectPeerEnv('sk_live_peer');
    try {
      const accountId = await live.provider.createAccount(
        { userId: 'u-2', email: 'd@example.com', country: 'FR' },
        'key-live',
      );
      await onboardThroughEngine(
        live.deps,
        (
          await live.provider.onboardingLink(accountId, {
            refreshUrl: 'http://x/r',
            returnUrl: 'http://x/ok',
          })
        ).url,
      );
      const [event] = await listPayoutEvents(live.deps);
      const t = Math.floor(live.deps.clock.now().getTime() / 1000);
      await expect(
        live.provider.verifyWebhook(
          Buffer.from(event!.body),
          signStripePayload(event!.body, 'whsec_connect_contract_test_secret', t),
          live.deps.clock.now(),
        ),
      ).rejects.toThrow(PayoutWebhookError);
    } finally {
      await live.close();
    }
  });
});

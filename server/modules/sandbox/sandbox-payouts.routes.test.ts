import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_IBAN } from '../../../domain/api/sandbox-payouts';
import { ONBOARDING_LINK_TTL_MS } from '../../adapters/payouts/sandbox/connect-accounts';
import { listPayoutEvents } from '../../adapters/payouts/sandbox/connect-events';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestContext } from '../../test/test-context';

/** The sandbox payout pages' API as the web pages use it: onboarding, expiry, the dashboard's bank change. */
let ctx: TestContext;
let close: () => Promise<void>;
let visitor: TestClient;
const urls = {
  refreshUrl: 'http://localhost:3000/dashboard?connect=refresh',
  returnUrl: 'http://localhost:3000/dashboard',
};
const form = { name: 'Camille Martin', country: 'FR', iban: SANDBOX_TEST_IBAN, bank: 'fail' };
let n = 0;

beforeAll(async () => {
  const env = await createTestApp();
  ctx = env.ctx;
  close = env.close;
  visitor = new TestClient(env.app, 'http://localhost:3000', '10.88.0.2');
});
afterAll(async () => {
  await close();
});

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
async function newAccount() {
  n += 1;
  return ctx.payouts.createAccount(
    { userId: 'user-payouts', email: 'cam@example.com', country: 'FR' },
    `routes-acct-${n}`,
  );
}

describe('onboarding page API', () => {
  it('connects the account once, then the used link leads to the refresh URL', async () => {
    const accountId = await newAccount();
    const link = await ctx.payouts.onboardingLink(accountId, urls);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/sandbox\/onboarding\/acl_/);
    const path = `/api/sandbox/onboarding/${tokenOf(link.url)}`;
    expect((await visitor.get(path)).json()).toEqual({
      state: 'open',
      email: 'cam@example.com',
      country: 'FR',
      returnUrl: urls.returnUrl,
    });
    const done = await visitor.post(path, form);
    expect([done.statusCode, done.json()]).toEqual([200, { connected: true, redirectUrl: urls.returnUrl }]);
    expect(await ctx.payouts.getAccount(accountId)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const events = (await listPayoutEvents(ctx)).filter((e) => e.accountId === accountId);
    expect(events.map((e) => e.type)).toEqual(['account.updated']);
    expect((await visitor.get(path)).json()).toEqual({ state: 'expired', refreshUrl: urls.refreshUrl });
    expect((await visitor.post(path, form)).json()).toEqual({
      connected: false,
      redirectUrl: urls.refreshUrl,
    });
  });

  it('an expired link leads to the refresh URL and connects nothing', async () => {
    const accountId = await newAccount();
    const link = await ctx.payouts.onboardingLink(accountId, urls);
    ctx.clock.advance(ONBOARDING_LINK_TTL_MS);
    const path = `/api/sandbox/onboarding/${tokenOf(link.url)}`;
    expect((await visitor.get(path)).json()).toEqual({ state: 'expired', refreshUrl: urls.refreshUrl });
    expect((await visitor.post(path, form)).json()).toEqual({
      connected: false,
      redirectUrl: urls.refreshUrl,
    });
    expect(await ctx.payouts.getAccount(accountId)).toMatchObject({ detailsSubmitted: false });
  });

  it('refuses hostile input with 400', async () => {
    const link = await ctx.payouts.onboardingLink(await newAccount(), urls);
    const path = `/api/sandbox/onboarding/${tokenOf(link.url)}`;
    for (const body of [
      { ...form, name: 'A\u0000B' },
      { ...form, name: 'x'.repeat(5000) },
      { ...form, iban: 'FR00 0000' },
      { ...form, country: 'US' },
      { ...form, bank: 'rich' },
    ])
      expect((await visitor.post(path, body)).statusCode).toBe(400);
  });
});

describe('account dashboard API', () => {
  it('lists payouts and changes the bank account: destination changed, with its events', async () => {
    const accountId = await newAccount();
    await visitor.post(
      `/api/sandbox/onboarding/${tokenOf((await ctx.payouts.onboardingLink(accountId, urls)).url)}`,
      form,
    );
    const path = `/api/sandbox/payouts/${tokenOf((await ctx.payouts.loginLink(accountId)).url)}`;
    expect((await visitor.get(path)).json()).toMatchObject({
      email: 'cam@example.com',
      bankLast4: '2606',
      bank: 'fail',
      destinationChangedAt: null,
      payouts: [],
    });
    const changed = await visitor.post(`${path}/bank`, {
      iban: 'DE89 3704 0044 0532 0130 00',
      bank: 'succeed',
    });
    expect(changed.json()).toMatchObject({
      bankLast4: '3000',
      bank: 'succeed',
      destinationChangedAt: ctx.clock.now().toISOString(),
    });
    expect(await ctx.payouts.getAccount(accountId)).toMatchObject({ destinationChangedAt: ctx.clock.now() });
    const types = (await listPayoutEvents(ctx)).filter((e) => e.accountId === accountId).map((e) => e.type);
    expect(types).toEqual(['account.updated', 'account.external_account.updated', 'account.updated']);
  });

  it('an expired login link is 410 sandbox_link_expired', async () => {
    const path = `/api/sandbox/payouts/${tokenOf((await ctx.payouts.loginLink(await newAccount())).url)}`;
    ctx.clock.advance(2 * 3600_000);
    const res = await visitor.get(path);
    expect([res.statusCode, res.json().error.code]).toEqual([410, 'sandbox_link_expired']);
  });
});

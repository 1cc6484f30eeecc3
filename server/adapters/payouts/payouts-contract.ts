import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../payments/sandbox/sandbox-events';
import { PayoutProviderError, PayoutWebhookError, PlatformFundsError } from './payout-provider';
import { testKey as key, type PayoutProviderHarness } from './payouts.test-helpers';

/**
 * The behaviour every PayoutProvider must have (Stripe Connect through its API, the built-in
 * sandbox): one suite, run against each implementation (like payments-contract.ts). The platform's
 * balance is shared by the suite's tests: they check differences, never absolute figures.
 */
export function describePayoutProvider(name: string, setup: () => Promise<PayoutProviderHarness>): void {
  describe(`${name} payout provider contract`, () => {
    let h: PayoutProviderHarness;
    beforeAll(async () => {
      h = await setup();
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    const withdrawal = () => key('wd');
    /** A connected account holding `cents` transferred for one withdrawal. */
    async function funded(cents: number, bank: Parameters<PayoutProviderHarness['connect']>[0] = 'succeed') {
      const accountId = await h.connect(bank);
      await h.topUp(cents);
      const withdrawalId = withdrawal();
      const transfer = await h.provider.createTransfer(
        { accountId, amountCents: cents, withdrawalId },
        key('tr'),
      );
      return { accountId, withdrawalId, transfer };
    }
    const eventsOf = async (accountId: string) =>
      (await h.events()).filter((e) => e.accountId === accountId).map((e) => e.type);

    it('creates one account per idempotency key', async () => {
      const k = key('acct');
      const input = { userId: 'u1', email: 'a@example.com', country: 'FR' };
      const a = await h.provider.createAccount(input, k);
      expect(a).toMatch(/^acct_\w+$/);
      expect(await h.provider.createAccount(input, k)).toBe(a);
      expect(await h.provider.createAccount(input, key('acct'))).not.toBe(a);
      expect(await h.provider.getAccount('acct_doesnotexist000')).toBeNull();
    });

    it('an account is incomplete until onboarding, then connected with an account.updated event', async () => {
      const id = await h.provider.createAccount(
        { userId: 'u2', email: 'b@example.com', country: 'FR' },
        key('acct'),
      );
      const before = await h.provider.getAccount(id);
      expect(before).toMatchObject({
        id,
        detailsSubmitted: false,
        transfersActive: false,
        payoutsEnabled: false,
      });
      expect(before!.requirementsDue).toContain('external_account');
      const urls = {
        refreshUrl: 'http://localhost:3000/earnings?r=1',
        returnUrl: 'http://localhost:3000/earnings?ok=1',
      };
      const link = await h.provider.onboardingLink(id, urls);
      expect(link.url).toMatch(/^https?:\/\//);
      expect(link.expiresAt.getTime()).toBeGreaterThan(h.deps.clock.now().getTime());
      expect(await h.onboard(link.url)).toEqual({ connected: true, redirectUrl: urls.returnUrl });
      // Single use: the same link again sends the member to the refresh URL and changes nothing.
      expect(await h.onboard(link.url, 'fail')).toEqual({ connected: false, redirectUrl: urls.refreshUrl });
      expect(await h.provider.getAccount(id)).toEqual({
        id,
        detailsSubmitted: true,
        transfersActive: true,
        payoutsEnabled: true,
        requirementsDue: [],
        deadline: null,
        disabledReason: null,
        destinationChangedAt: null,
      });
      expect(await eventsOf(id)).toEqual(['account.updated']);
      expect((await h.provider.loginLink(id)).url).toMatch(/^https?:\/\//);
    });

    it('reports information due by a deadline, then a restricted account and why', async () => {
      const id = await h.connect();
      const deadline = new Date(h.deps.clock.now().getTime() + 7 * 86_400_000);
      await h.require(id, { requirementsDue: ['individual.id_number'], deadline, disabledReason: null });
      expect(await h.provider.getAccount(id)).toMatchObject({
        transfersActive: true,
        requirementsDue: ['individual.id_number'],
        deadline: new Date(Math.floor(deadline.getTime() / 1000) * 1000),
      });
      await h.require(id, {
        requirementsDue: ['individual.id_number'],
        deadline: null,
        disabledReason: 'requirements.past_due',
      });
      expect(await h.provider.getAccount(id)).toMatchObject({
        transfersActive: false,
        payoutsEnabled: false,
        disabledReason: 'requirements.past_due',
      });
      await expect(
        h.provider.createTransfer({ accountId: id, amountCents: 1, withdrawalId: withdrawal() }, key('tr')),
      ).rejects.toBeInstanceOf(PayoutProviderError);
    });

    it('transfers from the platform balance, once per idempotency key, found again by withdrawal', async () => {
      const accountId = await h.connect();
      await h.topUp(1_000);
      const before = await h.provider.platformAvailableCents();
      const withdrawalId = withdrawal();
      const k = key('tr');
      const transfer = await h.provider.createTransfer({ accountId, amountCents: 250, withdrawalId }, k);
      expect(transfer).toEqual({
        id: expect.stringMatching(/^tr_\w+$/),
        accountId,
        amountCents: 250,
        withdrawalId,
        reversedCents: 0,
      });
      expect(await h.provider.createTransfer({ accountId, amountCents: 250, withdrawalId }, k)).toEqual(
        transfer,
      );
      expect(await h.provider.platformAvailableCents()).toBe(before - 250);
      // The answer was lost (a crash after the call): the withdrawal finds its transfer by group.
      expect(await h.provider.findTransfer(withdrawalId)).toEqual(transfer);
      expect(await h.provider.findTransfer(withdrawal())).toBeNull();
    });

    it('refuses a transfer beyond the platform balance and moves nothing', async () => {
      const accountId = await h.connect();
      const available = await h.provider.platformAvailableCents();
      const withdrawalId = withdrawal();
      const input = { accountId, amountCents: available + 1, withdrawalId };
      const k = key('tr');
      const error = await h.provider.createTransfer(input, k).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformFundsError);
      expect(error).toMatchObject({ neededCents: available + 1, availableCents: available });
      expect(await h.provider.platformAvailableCents()).toBe(available);
      expect(await h.provider.findTransfer(withdrawalId)).toBeNull();
      // The refusal is the key's answer (Stripe stores it): after a top-up, a retry needs a new key.
      await h.topUp(1);
      await expect(h.provider.createTransfer(input, k)).rejects.toBeInstanceOf(PlatformFundsError);
      expect(await h.provider.createTransfer(input, key('tr'))).toMatchObject({
        withdrawalId,
        amountCents: available + 1,
      });
      expect(await h.provider.platformAvailableCents()).toBe(0);
    });

    it('pays out once per key; the payout turns paid with payout.paid, found again by withdrawal', async () => {
      const { accountId, withdrawalId } = await funded(300);
      const k = key('po');
      const payout = await h.provider.createPayout({ accountId, amountCents: 300, withdrawalId }, k);
      expect(payout).toMatchObject({
        accountId,
        amountCents: 300,
        withdrawalId,
        status: 'pending',
        failureCode: null,
      });
      expect(await h.provider.createPayout({ accountId, amountCents: 300, withdrawalId }, k)).toEqual(payout);
      expect(await h.provider.findPayout(accountId, withdrawalId)).toEqual(payout);
      // Its balance is spent: another payout is refused.
      await expect(
        h.provider.createPayout({ accountId, amountCents: 1, withdrawalId }, key('po')),
      ).rejects.toBeInstanceOf(PayoutProviderError);
      expect(await h.settle()).toBeGreaterThanOrEqual(1);
      expect(await h.provider.getPayout(accountId, payout.id)).toMatchObject({ status: 'paid' });
      expect(await eventsOf(accountId)).toEqual(['account.updated', 'payout.created', 'payout.paid']);
      expect(await h.provider.getPayout(accountId, 'po_doesnotexist000')).toBeNull();
    });

    it('a failed payout returns the money to the account; the transfer is then reversed to the platform', async () => {
      const { accountId, withdrawalId, transfer } = await funded(400, 'fail');
      const payout = await h.provider.createPayout({ accountId, amountCents: 400, withdrawalId }, key('po'));
      await h.settle();
      expect(await h.provider.getPayout(accountId, payout.id)).toMatchObject({
        status: 'failed',
        failureCode: 'account_closed',
        failureMessage: expect.any(String),
      });
      expect(await eventsOf(accountId)).toEqual(['account.updated', 'payout.created', 'payout.failed']);
      const before = await h.provider.platformAvailableCents();
      const k = key('rev');
      const reversal = await h.provider.reverseTransfer(transfer.id, k);
      expect(reversal.id).toMatch(/^trr_\w+$/);
      expect(await h.provider.reverseTransfer(transfer.id, k)).toEqual(reversal);
      expect(await h.provider.platformAvailableCents()).toBe(before + 400);
      expect(await h.provider.findTransfer(withdrawalId)).toMatchObject({ reversedCents: 400 });
      // Nothing left to take back.
      await expect(h.provider.reverseTransfer(transfer.id, key('rev'))).rejects.toBeInstanceOf(
        PayoutProviderError,
      );
    });

    it('a payout can fail after being reported paid', async () => {
      const { accountId, withdrawalId } = await funded(150, 'fail_after_paid');
      const payout = await h.provider.createPayout({ accountId, amountCents: 150, withdrawalId }, key('po'));
      await h.settle();
      expect(await h.provider.getPayout(accountId, payout.id)).toMatchObject({ status: 'paid' });
      await h.settle();
      expect(await h.provider.getPayout(accountId, payout.id)).toMatchObject({
        status: 'failed',
        failureCode: 'account_closed',
      });
      expect(await eventsOf(accountId)).toEqual([
        'account.updated',
        'payout.created',
        'payout.paid',
        'payout.failed',
      ]);
    });

    describe('webhooks', () => {
      const nowS = () => Math.floor(h.deps.clock.now().getTime() / 1000);
      async function anEvent() {
        const accountId = await h.connect();
        const event = (await h.events()).filter((e) => e.accountId === accountId).at(-1)!;
        return { accountId, body: event.body };
      }

      it('verifies a signed event and reads what it is about', async () => {
        const { accountId, body } = await anEvent();
        const event = await h.provider.verifyWebhook(
          Buffer.from(body),
          signStripePayload(body, h.webhookSecret, nowS()),
          h.deps.clock.now(),
        );
        expect(event).toMatchObject({ type: 'account.updated', accountId, payoutId: null, livemode: false });
        expect(event.id).toMatch(/^evt_/);
      });

      it('refuses a bad, future, stale or other-mode signature', async () => {
        const { body } = await anEvent();
        const now = h.deps.clock.now();
        const refuse = (raw: string, header: string | undefined) =>
          expect(h.provider.verifyWebhook(Buffer.from(raw), header, now)).rejects.toBeInstanceOf(
            PayoutWebhookError,
          );
        await refuse(body, undefined);
        await refuse(body, signStripePayload(body, 'whsec_someone_else', nowS()));
        await refuse(`${body} `, signStripePayload(body, h.webhookSecret, nowS()));
        await refuse(body, signStripePayload(body, h.webhookSecret, nowS() + 301));
        await refuse(body, signStripePayload(body, h.webhookSecret, nowS() - 301));
        const live = JSON.stringify({ ...JSON.parse(body), livemode: true });
        await refuse(live, signStripePayload(live, h.webhookSecret, nowS()));
      });
    });
  });
}

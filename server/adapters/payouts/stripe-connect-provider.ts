import Stripe from 'stripe';
import type { Config } from '../../config';
import { apiBaseOptions } from '../payments/stripe-provider';
import { parseAccount, parsePayout, parseTransfer } from './connect-json';
import {
  type PayoutAccountStatus,
  type PayoutEvent,
  type PayoutProvider,
  PayoutProviderError,
  PlatformFundsError,
  type ProviderPayout,
  type ProviderTransfer,
  type TransferInput,
} from './payout-provider';
import { verifyPayoutWebhook } from './sandbox/sandbox-payout-provider';

type StripeConfig = Extract<Config['payments'], { provider: 'stripe' }>;

/**
 * Creator payouts on Stripe Connect through the official SDK: Express accounts that only receive
 * transfers (recipient service agreement) and pay out manually, one payout per withdrawal.
 * Every write carries the caller's idempotency key; every failure becomes PayoutProviderError
 * (502 payout_provider_error), except a platform balance too low (PlatformFundsError).
 */
export class StripeConnectProvider implements PayoutProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  /** Events must be of the key's mode: a test event never moves live money, and the reverse. */
  private readonly livemode: boolean;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...apiBaseOptions(config.apiBase),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    this.livemode = /^(sk|rk)_live_/.test(config.secretKey);
  }

  createAccount(input: { userId: string; email: string; country: string }, idempotencyKey: string) {
    return call('create account', async () => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          capabilities: { transfers: { requested: true } },
          tos_acceptance: { service_agreement: 'recipient' },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { userId: input.userId },
        },
        { idempotencyKey },
      );
      return account.id;
    });
  }

  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }) {
    return call('create account link', async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    });
  }

  loginLink(accountId: string) {
    return call('create login link', async () => {
      const link = await this.stripe.accounts.createLoginLink(accountId);
      return { url: link.url };
    });
  }

  getAccount(accountId: string): Promise<PayoutAccountStatus | null> {
    return call('retrieve account', async () => {
      try {
        return parseAccount(await this.stripe.accounts.retrieve(accountId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  platformAvailableCents(): Promise<number> {
    return call('retrieve balance', async () => {
      const balance = await this.stripe.balance.retrieve();
      return balance.available.find((b) => b.currency === 'eur')?.amount ?? 0;
    });
  }

  async createTransfer(input: TransferInput, idempotencyKey: string): Promise<ProviderTransfer> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          destination: input.accountId,
          transfer_group: input.withdrawalId,
          metadata: { withdrawalId: input.withdrawalId },
        },
        { idempotencyKey },
      );
      return parseTransfer(transfer);
    } catch (error) {
      if ((error as { code?: string }).code === 'balance_insufficient')
        throw new PlatformFundsError(input.amountCents, await this.platformAvailableCents().catch(() => 0));
      throw providerError('create transfer', error);
    }
  }

  findTransfer(withdrawalId: string): Promise<ProviderTransfer | null> {
    return call('list transfers', async () => {
      const list = await this.stripe.transfers.list({ transfer_group: withdrawalId, limit: 10 });
      const transfer = list.data.at(-1);
      return transfer ? parseTransfer(transfer) : null;
    });
  }

  reverseTransfer(transferId: string, idempotencyKey: string): Promise<{ id: string }> {
    return call('reverse transfer', async () => {
      const reversal = await this.stripe.transfers.createReversal(transferId, {}, { idempotencyKey });
      return { id: reversal.id };
    });
  }

  createPayout(input: TransferInput, idempotencyKey: string): Promise<ProviderPayout> {
    return call('create payout', async () => {
      const payout = await this.stripe.payouts.create(
        { amount: input.amountCents, currency: 'eur', metadata: { withdrawalId: input.withdrawalId } },
        { idempotencyKey, stripeAccount: input.accountId },
      );
      return parsePayout(payout, input.accountId);
    });
  }

  findPayout(accountId: string, withdrawalId: string): Promise<ProviderPayout | null> {
    return call('list payouts', async () => {
      // Stripe has no search by metadata for payouts: the account's payouts, newest first.
      for await (const payout of this.stripe.payouts.list({ limit: 100 }, { stripeAccount: accountId }))
        if (payout.metadata?.withdrawalId === withdrawalId) return parsePayout(payout, accountId);
      return null;
    });
  }

  getPayout(accountId: string, payoutId: string): Promise<ProviderPayout | null> {
    return call('retrieve payout', async () => {
      try {
        return parsePayout(
          await this.stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId }),
          accountId,
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<PayoutEvent> {
    return verifyPayoutWebhook(
      rawBody,
      signatureHeader,
      this.config.connectWebhookSecret,
      now,
      this.livemode,
    );
  }
}

const isMissing = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

function providerError(what: string, error: unknown): PayoutProviderError {
  if (error instanceof PayoutProviderError) return error;
  return new PayoutProviderError(`Stripe: ${what} failed: ${(error as Error).message}`, error);
}

async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerError(what, error);
  }
}

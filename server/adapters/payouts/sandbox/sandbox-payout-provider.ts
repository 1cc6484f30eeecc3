import { and, asc, eq } from 'drizzle-orm';
import { sandboxPayouts } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { WebhookSignatureError } from '../../payments/payment-provider';
import type { SandboxDeps } from '../../payments/sandbox/sandbox-billing-cycle';
import { verifyStripeSignature } from '../../payments/stripe-events';
import { parseAccount, parsePayout, parsePayoutEvent, parseTransfer } from '../connect-json';
import {
  type PayoutAccountStatus,
  type PayoutEvent,
  type PayoutProvider,
  PayoutProviderError,
  PayoutWebhookError,
  type ProviderPayout,
  type ProviderTransfer,
  type TransferInput,
} from '../payout-provider';
import {
  createConnectAccount,
  createLoginLink,
  createOnboardingLink,
  findConnectAccount,
} from './connect-accounts';
import {
  ConnectRefusal,
  createConnectPayout,
  createConnectTransfer,
  findConnectPayout,
  platformBalanceCents,
  reverseConnectTransfer,
  transfersOfGroup,
} from './connect-money';
import { accountObject, payoutObject, transferObject } from './connect-objects';

/**
 * The default payout provider: Stripe Connect's test mode emulated locally (connect-*.ts), with its
 * own hosted onboarding and dashboard pages under /sandbox/…. Its objects are rendered as Stripe's
 * and read by the same parsers as the Stripe Connect provider's; no real money moves.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: SandboxDeps) {}

  createAccount(input: { userId: string; email: string; country: string }, idempotencyKey: string) {
    return guard(() => createConnectAccount(this.deps, input, idempotencyKey));
  }

  async onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }) {
    const { url, expiresAt } = await guard(() => createOnboardingLink(this.deps, accountId, urls));
    return { url, expiresAt };
  }

  loginLink(accountId: string) {
    return guard(() => createLoginLink(this.deps, accountId));
  }

  async getAccount(accountId: string): Promise<PayoutAccountStatus | null> {
    const row = await findConnectAccount(this.deps, accountId);
    // The sandbox knows when the bank changed; Stripe says it only in the external-account event.
    return row
      ? { ...parseAccount(accountObject(row)), destinationChangedAt: row.destinationChangedAt }
      : null;
  }

  platformAvailableCents(): Promise<number> {
    return platformBalanceCents(this.deps.db.db);
  }

  async createTransfer(input: TransferInput, idempotencyKey: string): Promise<ProviderTransfer> {
    const row = await guard(() =>
      createConnectTransfer(
        this.deps,
        { accountId: input.accountId, amountCents: input.amountCents, transferGroup: input.withdrawalId },
        idempotencyKey,
      ),
    );
    return parseTransfer(transferObject(row));
  }

  async findTransfer(withdrawalId: string): Promise<ProviderTransfer | null> {
    const [row] = await transfersOfGroup(this.deps, withdrawalId);
    return row ? parseTransfer(transferObject(row)) : null;
  }

  async reverseTransfer(transferId: string, idempotencyKey: string): Promise<{ id: string }> {
    const { id } = await guard(() => reverseConnectTransfer(this.deps, transferId, idempotencyKey));
    return { id };
  }

  async createPayout(input: TransferInput, idempotencyKey: string): Promise<ProviderPayout> {
    const row = await guard(() => createConnectPayout(this.deps, input, idempotencyKey));
    return parsePayout(payoutObject(row), input.accountId);
  }

  async findPayout(accountId: string, withdrawalId: string): Promise<ProviderPayout | null> {
    const [row] = await this.deps.db.db
      .select()
      .from(sandboxPayouts)
      .where(and(eq(sandboxPayouts.accountId, accountId), eq(sandboxPayouts.withdrawalId, withdrawalId)))
      .orderBy(asc(sandboxPayouts.createdAt));
    return row ? parsePayout(payoutObject(row), accountId) : null;
  }

  async getPayout(accountId: string, payoutId: string): Promise<ProviderPayout | null> {
    const row = await findConnectPayout(this.deps, accountId, payoutId);
    return row ? parsePayout(payoutObject(row), accountId) : null;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<PayoutEvent> {
    return verifyPayoutWebhook(
      rawBody,
      signatureHeader,
      this.deps.config.payments.connectWebhookSecret,
      now,
      false,
    );
  }
}

/** Stripe's signature check (shared with billing), then the event's mode against the provider's. */
export async function verifyPayoutWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
  livemode: boolean,
): Promise<PayoutEvent> {
  let event: PayoutEvent;
  try {
    event = parsePayoutEvent(await verifyStripeSignature(rawBody, signatureHeader, secret, now));
  } catch (error) {
    throw new PayoutWebhookError(error instanceof WebhookSignatureError ? error.message : 'not an event');
  }
  if (event.livemode !== livemode)
    throw new PayoutWebhookError(`livemode ${event.livemode} on a ${livemode ? 'live' : 'test'} key`);
  return event;
}

/** The engine's refusals become PayoutProviderError, like Stripe's 4xx answers. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ConnectRefusal)
      throw new PayoutProviderError(error.message, error);
    throw error;
  }
}

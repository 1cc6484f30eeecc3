/**
 * What Kinora needs to pay creators (issue 26 part 3; DESIGN §1 payments, §4 money): separate from
 * billing's PaymentProvider, and narrow. Two implementations behave the same way (payouts-contract.ts
 * runs one suite against both): `stripe-connect-provider.ts` (Stripe Connect Express recipient
 * accounts through the official SDK; tested against the local Stripe peer) and `sandbox/` (the
 * default: its own onboarding page, clearly labelled as test mode, a platform balance, payouts that
 * can be made to fail). Every write takes an idempotency key, so a retried call never pays twice.
 *
 * A withdrawal is a transfer from the platform's balance to the creator's connected account, then a
 * payout from that account to the creator's bank (payouts are manual on connected accounts, so each
 * payout is one withdrawal's). A payout can fail — even after it was reported paid — and then the
 * transfer is reversed.
 */
export interface PayoutProvider {
  readonly name: 'stripe' | 'sandbox';

  /** One connected account per creator (the caller stores the id). */
  createAccount(
    input: { userId: string; email: string; country: string },
    idempotencyKey: string,
  ): Promise<string>;

  /** A single-use onboarding link (Stripe Account Links): made fresh each time the owner asks. */
  onboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<{ url: string; expiresAt: Date }>;

  /** The provider's dashboard for a connected account (Express login link). */
  loginLink(accountId: string): Promise<{ url: string }>;

  /** The account as the provider has it now; null when it does not exist. */
  getAccount(accountId: string): Promise<PayoutAccountStatus | null>;

  /** Euro cents available on the platform's balance for transfers now. */
  platformAvailableCents(): Promise<number>;

  /**
   * Moves money from the platform's balance to the connected account, grouped under the withdrawal
   * (Stripe `transfer_group`). Throws PlatformFundsError when the platform's balance is too low.
   * Like Stripe, that refusal is the key's stored answer: retrying under the same key refuses again
   * even after a top-up, so each retry of a waiting withdrawal needs a new key (findTransfer first).
   */
  createTransfer(input: TransferInput, idempotencyKey: string): Promise<ProviderTransfer>;

  /**
   * The transfer made for a withdrawal, if any — found by its group, not by the idempotency key
   * (Stripe forgets keys after 24 h): recovery after a crash between the call and the commit.
   */
  findTransfer(withdrawalId: string): Promise<ProviderTransfer | null>;

  /** Takes a transfer back in full to the platform's balance (a failed payout). */
  reverseTransfer(transferId: string, idempotencyKey: string): Promise<{ id: string }>;

  /** Pays the connected account's balance for one withdrawal out to its bank. */
  createPayout(input: TransferInput, idempotencyKey: string): Promise<ProviderPayout>;

  /** The payout made for a withdrawal, if any (metadata search): the same recovery as findTransfer. */
  findPayout(accountId: string, withdrawalId: string): Promise<ProviderPayout | null>;

  getPayout(accountId: string, payoutId: string): Promise<ProviderPayout | null>;

  /**
   * Checks a Connect webhook's signature over the raw body (Stripe's scheme, 300 s tolerance either
   * way) and that its `livemode` is the provider's mode; throws PayoutWebhookError otherwise.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<PayoutEvent>;
}

export interface TransferInput {
  accountId: string;
  amountCents: number;
  /** Kinora's withdrawal id: the transfer group and metadata, so the provider's objects lead back to it. */
  withdrawalId: string;
}

export interface PayoutAccountStatus {
  id: string;
  /** The creator finished the onboarding form. */
  detailsSubmitted: boolean;
  /** Transfers to this account are possible (capability `transfers` active). */
  transfersActive: boolean;
  payoutsEnabled: boolean;
  /** Requirements currently due (the provider's names), empty when none. */
  requirementsDue: string[];
  /** When the account is disabled if they stay due; null without a deadline. */
  deadline: Date | null;
  /** Why transfers or payouts are disabled (the provider's code), null when they are not. */
  disabledReason: string | null;
  /**
   * When the bank account or card receiving payouts last changed (null: unknown or never). Stripe's
   * account object does not carry it (always null from Stripe): the `account.external_account.*`
   * events do, at their `occurredAt`. The sandbox fills it.
   */
  destinationChangedAt: Date | null;
}

export interface ProviderTransfer {
  id: string;
  accountId: string;
  amountCents: number;
  withdrawalId: string;
  /** Cents already reversed. */
  reversedCents: number;
}

export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type ProviderPayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface ProviderPayout {
  id: string;
  accountId: string;
  amountCents: number;
  withdrawalId: string;
  status: ProviderPayoutStatus;
  /** When it reached (or is expected to reach) the bank. */
  arrivalDate: Date | null;
  failureCode: string | null;
  failureMessage: string | null;
}

/** The Connect events Kinora acts on; any other verified event is stored and ignored. */
export const HANDLED_PAYOUT_EVENT_TYPES = [
  'account.updated',
  'payout.paid',
  'payout.failed',
  'payout.canceled',
  // Stripe sends it on the account when the bank account changes.
  'account.external_account.created',
  'account.external_account.updated',
] as const;

export interface PayoutEvent {
  id: string;
  type: string;
  occurredAt: Date;
  /** The connected account the event is about. */
  accountId: string | null;
  /** The payout it is about (payout.* events). */
  payoutId: string | null;
  livemode: boolean;
  /** The verified JSON payload, stored as received. */
  payload: unknown;
}

export class PayoutWebhookError extends Error {
  constructor(reason: string) {
    super(`Payout webhook rejected: ${reason}`);
  }
}

/** The platform's balance cannot cover a transfer now: the withdrawal waits and is retried. */
export class PlatformFundsError extends Error {
  constructor(
    readonly neededCents: number,
    readonly availableCents: number,
  ) {
    super(`Platform balance too low: ${availableCents} cents available, ${neededCents} needed`);
  }
}

/** The provider answered with an error or could not be reached (mapped to 502 payout_provider_error). */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

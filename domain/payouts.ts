import { MIN_WITHDRAWAL_CENTS } from './earnings';

/**
 * Withdrawals and the creator's payout account (issue 26; DESIGN §4 money). Pure rules: why money
 * does not move is always one code of a closed list, shown on the dashboard and in notifications.
 */

/** The creator's payout account as the dashboard shows it. */
export const PAYOUT_ACCOUNT_STATES = [
  /** No account yet: the dashboard prompts to connect one. */
  'not_connected',
  /** Onboarding started, the provider still needs information (what is due, by when). */
  'onboarding',
  /** Transfers and payouts enabled: sync and withdraw available. */
  'connected',
  /** The provider disabled transfers or payouts (why: `disabledReason`). */
  'restricted',
] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/**
 * A withdrawal's life: `requested` (the ledger moved withdrawable → in flight) → `transferred`
 * (the provider made the transfer and the payout to the bank) → `paid`, or `failed` (the payout
 * failed; the transfer is being reversed) → `reversed` (the money is withdrawable again).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'transferred', 'paid', 'failed', 'reversed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_IN_FLIGHT: readonly WithdrawalStatus[] = ['requested', 'transferred', 'failed'];

/** Why money does not move (the dashboard's notice, a notification, an automatic payout skipped). */
export const PAYOUT_BLOCKERS = [
  'not_connected',
  'requirements_due',
  'payouts_disabled',
  'below_minimum',
  'payout_in_flight',
  'waiting_for_platform_funds',
  'held_by_moderation',
  'destination_changed',
] as const;
export type PayoutBlocker = (typeof PAYOUT_BLOCKERS)[number];

/** A payout destination changed less than this long ago holds withdrawals (account takeover). */
export const DESTINATION_CHANGE_HOLD_MS = 72 * 3600_000;

export interface PayoutFacts {
  accountState: PayoutAccountState;
  /** The provider lists information due (onboarding, or a connected account asked for more). */
  requirementsDue: boolean;
  withdrawableCents: number;
  /** A withdrawal of this creator is requested, transferred or failing. */
  withdrawalInFlight: boolean;
  /** That withdrawal waits for the platform's balance to cover it. */
  waitingForPlatformFunds: boolean;
  /** Moderation took away the right to earn (the standing's `earn` capability). */
  earningHeld: boolean;
  /** When the bank account or card receiving payouts last changed (null: never since connecting). */
  destinationChangedAt: Date | null;
  now: Date;
}

/**
 * The one reason a withdrawal cannot be made now, or null when it can. Checked in this order: what
 * the creator must do first comes first, the amount last but one, a withdrawal already moving last.
 */
export function payoutBlocker(f: PayoutFacts): PayoutBlocker | null {
  if (f.withdrawalInFlight)
    return f.waitingForPlatformFunds ? 'waiting_for_platform_funds' : 'payout_in_flight';
  if (f.earningHeld) return 'held_by_moderation';
  if (f.accountState === 'not_connected') return 'not_connected';
  if (f.accountState === 'restricted') return f.requirementsDue ? 'requirements_due' : 'payouts_disabled';
  // A connected account with information due later still receives payouts: the dashboard says what, not a block.
  if (f.accountState === 'onboarding') return 'requirements_due';
  if (
    f.destinationChangedAt &&
    f.now.getTime() - f.destinationChangedAt.getTime() < DESTINATION_CHANGE_HOLD_MS
  )
    return 'destination_changed';
  if (f.withdrawableCents < MIN_WITHDRAWAL_CENTS) return 'below_minimum';
  return null;
}

/** What the dashboard calls the account, from what the provider last said of it. */
export function payoutAccountState(
  account: { detailsSubmitted: boolean; transfersActive: boolean; payoutsEnabled: boolean } | null,
): PayoutAccountState {
  if (!account) return 'not_connected';
  if (account.transfersActive && account.payoutsEnabled) return 'connected';
  return account.detailsSubmitted ? 'restricted' : 'onboarding';
}

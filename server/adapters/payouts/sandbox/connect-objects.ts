import type { SandboxConnectAccountRow, SandboxPayoutRow, SandboxTransferRow } from '../../../db/schema';

/**
 * The sandbox's Connect state rendered as Stripe's API objects: the data.object of its events and
 * the answers of the Stripe peer, so both payout providers are read by the same code (connect-json.ts).
 */

const s = (date: Date) => Math.floor(date.getTime() / 1000);

/** An account can receive transfers and pay out once onboarded and not disabled. */
export const accountEnabled = (a: SandboxConnectAccountRow) =>
  a.detailsSubmitted && a.disabledReason === null;

export function bankAccountObject(a: SandboxConnectAccountRow) {
  return {
    id: `ba_${a.id.slice(5)}`,
    object: 'bank_account',
    account: a.id,
    country: a.country,
    currency: 'eur',
    last4: a.bankLast4,
    default_for_currency: true,
    status: 'new',
  };
}

export function accountObject(a: SandboxConnectAccountRow) {
  const enabled = accountEnabled(a);
  return {
    id: a.id,
    object: 'account',
    type: 'express',
    country: a.country,
    email: a.email,
    default_currency: 'eur',
    created: s(a.createdAt),
    details_submitted: a.detailsSubmitted,
    charges_enabled: false,
    payouts_enabled: enabled,
    capabilities: { transfers: enabled ? 'active' : a.detailsSubmitted ? 'pending' : 'inactive' },
    requirements: {
      currently_due: a.requirementsDue,
      eventually_due: a.requirementsDue,
      past_due: a.disabledReason === 'requirements.past_due' ? a.requirementsDue : [],
      current_deadline: a.requirementsDeadline ? s(a.requirementsDeadline) : null,
      disabled_reason: a.disabledReason,
    },
    settings: { payouts: { schedule: { interval: 'manual' } } },
    tos_acceptance: { service_agreement: 'recipient' },
    metadata: { userId: a.userId },
    external_accounts: {
      object: 'list',
      data: a.bankLast4 ? [bankAccountObject(a)] : [],
      has_more: false,
    },
    livemode: false,
  };
}

export function transferObject(t: SandboxTransferRow) {
  return {
    id: t.id,
    object: 'transfer',
    amount: t.amountCents,
    amount_reversed: t.reversedCents,
    currency: 'eur',
    destination: t.accountId,
    transfer_group: t.transferGroup,
    metadata: { withdrawalId: t.transferGroup },
    reversed: t.reversedCents >= t.amountCents,
    created: s(t.createdAt),
    livemode: false,
  };
}

export function payoutObject(p: SandboxPayoutRow) {
  return {
    id: p.id,
    object: 'payout',
    amount: p.amountCents,
    currency: 'eur',
    arrival_date: s(p.arrivalDate),
    method: 'standard',
    status: p.status,
    failure_code: p.failureCode,
    failure_message: p.failureMessage,
    metadata: { withdrawalId: p.withdrawalId },
    created: s(p.createdAt),
    livemode: false,
  };
}

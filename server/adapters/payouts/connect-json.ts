import {
  PAYOUT_STATUSES,
  type PayoutAccountStatus,
  type PayoutEvent,
  type ProviderPayout,
  type ProviderPayoutStatus,
  type ProviderTransfer,
} from './payout-provider';

/**
 * Reading Stripe Connect's JSON (API objects and webhook events), shared by the Stripe Connect
 * provider and the sandbox, which renders its state in the same shapes (sandbox/connect-objects.ts).
 */

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const int = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value)?.id);
const fromEpochS = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;

/**
 * An account → its status. Stripe's account object does not say when the bank account changed:
 * `destinationChangedAt` comes from the `account.external_account.*` events (null here).
 */
export function parseAccount(value: unknown): PayoutAccountStatus {
  const a = obj(value) ?? {};
  const requirements = obj(a.requirements) ?? {};
  const due = Array.isArray(requirements.currently_due)
    ? requirements.currently_due.filter((r): r is string => typeof r === 'string')
    : [];
  return {
    id: str(a.id) ?? '',
    detailsSubmitted: a.details_submitted === true,
    transfersActive: obj(a.capabilities)?.transfers === 'active',
    payoutsEnabled: a.payouts_enabled === true,
    requirementsDue: due,
    deadline: fromEpochS(requirements.current_deadline),
    disabledReason: str(requirements.disabled_reason),
    destinationChangedAt: null,
  };
}

export function parseTransfer(value: unknown): ProviderTransfer {
  const t = obj(value) ?? {};
  return {
    id: str(t.id) ?? '',
    accountId: idOf(t.destination) ?? '',
    amountCents: int(t.amount),
    withdrawalId: str(t.transfer_group) ?? str(obj(t.metadata)?.withdrawalId) ?? '',
    reversedCents: int(t.amount_reversed),
  };
}

export function parsePayout(value: unknown, accountId: string): ProviderPayout {
  const p = obj(value) ?? {};
  const status = str(p.status) as ProviderPayoutStatus | null;
  return {
    id: str(p.id) ?? '',
    accountId,
    amountCents: int(p.amount),
    withdrawalId: str(obj(p.metadata)?.withdrawalId) ?? '',
    status: status && PAYOUT_STATUSES.includes(status) ? status : 'pending',
    arrivalDate: fromEpochS(p.arrival_date),
    failureCode: str(p.failure_code),
    failureMessage: str(p.failure_message),
  };
}

/** A verified event → Kinora's view; throws when it is not an event. */
export function parsePayoutEvent(value: unknown): PayoutEvent {
  const e = obj(value);
  const id = str(e?.id);
  const type = str(e?.type);
  const occurredAt = fromEpochS(e?.created);
  if (!e || !id || !type || !occurredAt) throw new Error('not a Stripe event');
  const object = obj(obj(e.data)?.object) ?? {};
  const accountId =
    str(e.account) ?? (type.startsWith('account.') && object.object === 'account' ? str(object.id) : null);
  return {
    id,
    type,
    occurredAt,
    accountId,
    payoutId: type.startsWith('payout.') ? str(object.id) : null,
    livemode: e.livemode === true,
    payload: value,
  };
}

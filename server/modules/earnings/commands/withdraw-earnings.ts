import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '../../../../domain/errors';
import { type PayoutBlocker, payoutAccountState, payoutBlocker } from '../../../../domain/payouts';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { type AppError, ConflictError, ForbiddenError } from '../../../errors';
import { executeWithdrawalJob } from '../jobs/withdrawal-jobs';
import { creatorAccount, LEDGER_LOCK_SQL } from '../ledger/accounts';
import { appendEntry } from '../ledger/append-entry';
import { findPayoutAccount } from '../payout-accounts.repository';
import { lastBalances } from '../queries/balances';
import {
  findWithdrawalByRequestKey,
  inFlightWithdrawalOf,
  insertWithdrawal,
  type WithdrawalRow,
} from '../withdrawals.repository';

export interface WithdrawInput {
  userId: string;
  /** The nightly automatic payout rather than the creator's click. */
  automatic: boolean;
  /** The moderation standing took away the right to earn (`may(standing, 'earn')` is false). */
  earningHeld: boolean;
  /** The client's Idempotency-Key: the same key answers the same withdrawal. */
  requestKey?: string;
}

/** The answer to each reason money cannot move now (spec §8: the withdraw error shows the server's text). */
const BLOCKER_ERRORS: Record<PayoutBlocker, { status: 403 | 409; code: ErrorCode; message: string }> = {
  not_connected: {
    status: 409,
    code: 'payout_account_not_connected',
    message: 'Connect a payment account first.',
  },
  requirements_due: {
    status: 409,
    code: 'payout_requirements_due',
    message: 'The payment account needs information.',
  },
  payouts_disabled: {
    status: 409,
    code: 'payouts_disabled',
    message: 'Payouts are disabled on the payment account.',
  },
  below_minimum: {
    status: 409,
    code: 'withdrawal_below_minimum',
    message: 'The withdrawable balance is below 0.50 EUR.',
  },
  payout_in_flight: { status: 409, code: 'payout_in_flight', message: 'A withdrawal is already on its way.' },
  waiting_for_platform_funds: {
    status: 409,
    code: 'payout_in_flight',
    message: 'A withdrawal is already on its way.',
  },
  held_by_moderation: {
    status: 403,
    code: 'earnings_held_by_moderation',
    message: 'Earnings are held by moderation.',
  },
  destination_changed: {
    status: 409,
    code: 'payout_destination_changed',
    message: 'The payout bank account changed less than 72 hours ago.',
  },
};

export const blockerError = (blocker: PayoutBlocker): AppError => {
  const { status, code, message } = BLOCKER_ERRORS[blocker];
  return status === 403 ? new ForbiddenError(message, code) : new ConflictError(message, code);
};

/** The blocker an error of withdrawEarnings stands for (null: another error). */
export const blockerCodeOf = (error: AppError): PayoutBlocker | null =>
  (Object.keys(BLOCKER_ERRORS) as PayoutBlocker[]).find((b) => BLOCKER_ERRORS[b].code === error.code) ?? null;

/**
 * Withdraws the creator's whole withdrawable balance (≥ 0.50 EUR) to their connected account: in one
 * transaction, under the ledger's lock, the blocker is checked on fresh figures, the withdrawal is
 * recorded `requested` and its amount moves withdrawable → in flight; the transfer and payout are
 * the job's (jobs/withdrawal-jobs.ts). Two tabs, a double click or the nightly job racing a click
 * make one withdrawal: the second sees the first in flight (409 payout_in_flight), or its own
 * Idempotency-Key's withdrawal (the same answer).
 */
export async function withdrawEarnings(
  ctx: AppContext,
  input: WithdrawInput,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    await tx.execute(LEDGER_LOCK_SQL);
    if (input.requestKey) {
      const same = await findWithdrawalByRequestKey(tx, input.userId, input.requestKey);
      if (same) return { withdrawal: same, created: false };
    }
    const withdrawableAccount = creatorAccount(input.userId, 'withdrawable');
    const account = await findPayoutAccount(tx, input.userId);
    const inFlight = await inFlightWithdrawalOf(tx, input.userId);
    const balances = await lastBalances(tx, [withdrawableAccount]);
    const withdrawableCents = balances.get(withdrawableAccount) ?? 0;
    const now = ctx.clock.now();
    const blocker = payoutBlocker({
      accountState: payoutAccountState(account),
      requirementsDue: (account?.requirementsDue.length ?? 0) > 0,
      withdrawableCents,
      withdrawalInFlight: inFlight !== null,
      waitingForPlatformFunds: inFlight?.waitingForFunds ?? false,
      earningHeld: input.earningHeld,
      destinationChangedAt: account?.destinationChangedAt ?? null,
      now,
    });
    if (blocker) throw blockerError(blocker);
    const withdrawal: WithdrawalRow = {
      id: randomUUID(),
      userId: input.userId,
      amountCents: withdrawableCents,
      status: 'requested',
      automatic: input.automatic,
      requestKey: input.requestKey ?? null,
      provider: account!.provider,
      accountId: account!.accountId,
      transferId: null,
      payoutId: null,
      waitingForFunds: false,
      fundsRefusals: 0,
      failureCode: null,
      failureMessage: null,
      requestedAt: now,
      transferredAt: null,
      paidAt: null,
      failedAt: null,
      reversedAt: null,
    };
    await insertWithdrawal(tx, withdrawal);
    await appendEntry(tx, ctx.clock, {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${withdrawal.id}:requested`,
      postings: [
        { account: withdrawableAccount, amountCents: -withdrawableCents },
        { account: creatorAccount(input.userId, 'in-flight'), amountCents: withdrawableCents },
      ],
      details: { withdrawalId: withdrawal.id, automatic: input.automatic },
    });
    await enqueue(executeWithdrawalJob, { withdrawalId: withdrawal.id }, { dedupKey: withdrawal.id });
    return { withdrawal, created: true };
  });
}

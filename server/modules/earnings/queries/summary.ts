import type { EarningsSummary } from '../../../../domain/api/earnings';
import {
  dayIn,
  dayStartIn,
  MIN_WITHDRAWAL_CENTS,
  nextDay,
  PAYOUT_TIME_ZONE,
} from '../../../../domain/earnings';
import { payoutAccountState, payoutBlocker } from '../../../../domain/payouts';
import type { Database } from '../../../db/client';
import { autoPayoutOf, findPayoutAccount } from '../payout-accounts.repository';
import { inFlightWithdrawalOf, lastPaidWithdrawalOf } from '../withdrawals.repository';
import { withheldCentsOf } from '../withheld.repository';
import { balancesOf } from './balances';

/**
 * GET /api/earnings: the creator's balances from the ledger, the payout account as last synced, the
 * last payment, and — when a withdrawal cannot be made now — the one reason why (domain/payouts.ts).
 */
export async function earningsSummaryOf(
  db: Database,
  input: { userId: string; provider: 'stripe' | 'sandbox'; earningHeld: boolean; now: Date },
): Promise<EarningsSummary> {
  const { userId, now } = input;
  const [balances, account, inFlight, lastPaid, autoPayout, withheldCents] = await Promise.all([
    balancesOf(db, userId, now),
    findPayoutAccount(db, userId),
    inFlightWithdrawalOf(db, userId),
    lastPaidWithdrawalOf(db, userId),
    autoPayoutOf(db, userId),
    withheldCentsOf(db, userId),
  ]);
  const accountState = payoutAccountState(account);
  return {
    totalCents: balances.totalEarnedCents,
    thisMonthCents: balances.thisMonthCents,
    pendingCents: balances.pendingCents,
    withdrawableCents: balances.withdrawableCents,
    inFlightCents: balances.inFlightCents,
    withheldCents,
    lastPayment: lastPaid?.paidAt
      ? { amountCents: lastPaid.amountCents, paidAt: lastPaid.paidAt.toISOString() }
      : null,
    account: {
      state: accountState,
      provider: account?.provider ?? input.provider,
      requirementsDue: account?.requirementsDue ?? [],
      deadline: account?.deadline?.toISOString() ?? null,
      disabledReason: account?.disabledReason ?? null,
    },
    autoPayout,
    blocker: payoutBlocker({
      accountState,
      requirementsDue: (account?.requirementsDue.length ?? 0) > 0,
      withdrawableCents: balances.withdrawableCents,
      withdrawalInFlight: inFlight !== null,
      waitingForPlatformFunds: inFlight?.waitingForFunds ?? false,
      earningHeld: input.earningHeld,
      destinationChangedAt: account?.destinationChangedAt ?? null,
      now,
    }),
    minimumWithdrawalCents: MIN_WITHDRAWAL_CENTS,
    nextSettlementAt: dayStartIn(PAYOUT_TIME_ZONE, nextDay(dayIn(PAYOUT_TIME_ZONE, now))).toISOString(),
  };
}

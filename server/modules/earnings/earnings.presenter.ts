import type { Withdrawal } from '../../../domain/api/earnings';
import type { WithdrawalRow } from './withdrawals.repository';

/** A withdrawal as its creator sees it (the provider's ids stay on the server). */
export const presentWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  amountCents: w.amountCents,
  status: w.status,
  requestedAt: w.requestedAt.toISOString(),
  paidAt: w.status === 'paid' && w.paidAt ? w.paidAt.toISOString() : null,
  automatic: w.automatic,
  failureCode: w.failureCode,
  failureMessage: w.failureMessage,
  waitingForFunds: w.waitingForFunds,
});

/** What the rest of the server may use of the earnings module. */

/** `npm run cli -- ledger:verify`. */
export { describeLedgerReport, verifyLedger } from './ledger/verify-ledger';
export { balancesOf } from './queries/balances';
/** The reaction to `views.validated` (wired in server/jobs/all-jobs.ts). */
export { creditPaidViewReaction } from './reactions/credit-paid-view';

/** What the rest of the server may use of the earnings module. */

/** `npm run cli -- earnings:settle [--through YYYY-MM-DD]`. */
export { settleEarnings } from './commands/settle-earnings';
/** Moderation, when an appeal overturns a demonetisation: credits the video's withheld views (0031). */
export { releaseWithheldEarnings } from './commands/withheld-earnings';
/** `npm run cli -- ledger:verify`. */
export { describeLedgerReport, verifyLedger } from './ledger/verify-ledger';
export { balancesOf } from './queries/balances';

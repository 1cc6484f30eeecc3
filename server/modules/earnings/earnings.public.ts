/** What the rest of the server may use of the earnings module. */

/** `npm run cli -- earnings:settle [--through YYYY-MM-DD]`. */
export { settleEarnings } from './commands/settle-earnings';
/** `npm run cli -- ledger:verify`. */
export { describeLedgerReport, verifyLedger } from './ledger/verify-ledger';
export { balancesOf } from './queries/balances';

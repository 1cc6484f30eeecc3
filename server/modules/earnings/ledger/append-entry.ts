import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { type Database, rowsOf } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { ConflictError } from '../../../errors';
import { type EntryRequest, entryHashOf, GENESIS_HASH, requestHashOf } from './canonical';

/**
 * One lock for the whole ledger, held until the appending transaction ends: appends happen one at a
 * time, so each entry follows the chain's head and each running balance follows the account's last.
 */
const LEDGER_LOCK = 0x6b696e6f; // 'kino'

export interface LedgerEntry {
  id: string;
  seq: number;
  kind: string;
  hash: string;
  createdAt: Date;
  postings: { account: string; amountCents: number; balanceAfterCents: number }[];
  /** True when the key was already recorded with the same request: nothing new was written. */
  replayed: boolean;
}

/** Refuses a request that could not be a journal transaction: a programming error, never a user's. */
function assertBalanced(request: EntryRequest): void {
  const { postings } = request;
  const problem =
    !request.kind || !request.idempotencyKey
      ? 'a kind and an idempotency key are required'
      : postings.length < 2
        ? 'at least two postings are required'
        : postings.some((p) => !Number.isSafeInteger(p.amountCents) || p.amountCents === 0)
          ? 'amounts are non-zero integer cents'
          : new Set(postings.map((p) => p.account)).size !== postings.length
            ? 'one posting per account'
            : postings.reduce((sum, p) => sum + p.amountCents, 0) !== 0
              ? 'postings must sum to zero'
              : null;
  if (problem) throw new Error(`ledger entry ${request.idempotencyKey}: ${problem}`);
}

/**
 * Appends one journal transaction inside `tx` (which must be a transaction): its postings, their
 * running balances and its link in the hash chain. The idempotency key makes it safe to repeat: the
 * same key with the same request returns the first entry; with another request it is refused
 * (`idempotency_conflict`). The database checks the chain, the balances and the zero sum again.
 */
export async function appendEntry(tx: Database, clock: Clock, request: EntryRequest): Promise<LedgerEntry> {
  assertBalanced(request);
  const requestHash = requestHashOf(request);
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${LEDGER_LOCK})`));

  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, request.idempotencyKey));
  if (existing) {
    if (existing.requestHash !== requestHash)
      throw new ConflictError(
        `The idempotency key ${request.idempotencyKey} was already used for another request.`,
        'idempotency_conflict',
      );
    const postings = await tx
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, existing.id))
      .orderBy(asc(ledgerPostings.id));
    return { ...existing, postings, replayed: true };
  }

  const [head] = await tx
    .select({ seq: ledgerEntries.seq, hash: ledgerEntries.hash })
    .from(ledgerEntries)
    .orderBy(sql`${ledgerEntries.seq} desc`)
    .limit(1);
  const before = await lastBalances(
    tx,
    request.postings.map((p) => p.account),
  );
  const postings = request.postings.map(({ account, amountCents }) => ({
    account,
    amountCents,
    balanceAfterCents: (before.get(account) ?? 0) + amountCents,
  }));
  const entry = {
    seq: (head?.seq ?? 0) + 1,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    requestHash,
    details: request.details,
    // Whole milliseconds, as timestamptz gives them back: the hash is recomputed from the stored row.
    createdAt: new Date(clock.now().getTime()),
    prevHash: head?.hash ?? GENESIS_HASH,
    postings,
  };
  const hash = entryHashOf(entry);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ...entry, hash })
    .returning({ id: ledgerEntries.id });
  await tx.insert(ledgerPostings).values(postings.map((p) => ({ ...p, entryId: row!.id })));
  return {
    id: row!.id,
    seq: entry.seq,
    kind: entry.kind,
    hash,
    createdAt: entry.createdAt,
    postings,
    replayed: false,
  };
}

/**
 * Each account's balance after its last posting (absent for an account never posted to): one
 * backward step on (account, id) per account — the platform's account has a posting per paid view,
 * and a DISTINCT ON over all of them would read them all.
 */
export async function lastBalances(db: Database, accounts: string[]): Promise<Map<string, number>> {
  const lasts = accounts.map(
    (account) => sql`(select ${account}::text as account, (
      select balance_after_cents from ledger_postings where account = ${account} order by id desc limit 1
    ) as balance)`,
  );
  const rows = rowsOf<{ account: string; balance: string | number | null }>(
    await db.execute(sql.join(lasts, sql` union all `)),
  );
  return new Map(rows.filter((r) => r.balance !== null).map((r) => [r.account, Number(r.balance)]));
}

import { randomUUID } from 'node:crypto';
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

  // One read under the lock: the key's entry if any, the chain's head, the accounts' last balances.
  const accounts = request.postings.map((p) => p.account);
  const [state] = rowsOf<{
    existing: string | null;
    seq: string | null;
    hash: string | null;
    balances: string[];
  }>(
    await tx.execute(sql`
      select (select id from ledger_entries where idempotency_key = ${request.idempotencyKey}) as existing,
             h.seq, h.hash,
             array[${sql.join(
               accounts.map(
                 (account) =>
                   sql`(select balance_after_cents from ledger_postings where account = ${account} order by id desc limit 1)::text`,
               ),
               sql`, `,
             )}] as balances
      from (select 1) as one
      left join lateral (select seq, hash from ledger_entries order by seq desc limit 1) as h on true`),
  );
  if (state!.existing) return replayOf(tx, state!.existing, request, requestHash);

  const postings = request.postings.map(({ account, amountCents }, i) => ({
    account,
    amountCents,
    balanceAfterCents: Number(state!.balances[i] ?? 0) + amountCents,
  }));
  const entry = {
    seq: Number(state!.seq ?? 0) + 1,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    requestHash,
    details: request.details,
    // Whole milliseconds, as timestamptz gives them back: the hash is recomputed from the stored row.
    createdAt: new Date(clock.now().getTime()),
    prevHash: state!.hash ?? GENESIS_HASH,
    postings,
  };
  const hash = entryHashOf(entry);
  const id = randomUUID();
  // The entry and its postings in one statement (the postings in request order: ids follow it).
  await tx.execute(sql`
    with entry as (
      insert into ledger_entries (id, seq, kind, idempotency_key, request_hash, details, created_at, prev_hash, hash)
      values (${id}, ${entry.seq}, ${entry.kind}, ${entry.idempotencyKey}, ${requestHash},
              ${JSON.stringify(entry.details)}::jsonb, ${entry.createdAt.toISOString()}::timestamptz,
              ${entry.prevHash}, ${hash})
    )
    insert into ledger_postings (entry_id, account, amount_cents, balance_after_cents)
    values ${sql.join(
      postings.map((p) => sql`(${id}::uuid, ${p.account}, ${p.amountCents}, ${p.balanceAfterCents})`),
      sql`, `,
    )}`);
  return {
    id,
    seq: entry.seq,
    kind: entry.kind,
    hash,
    createdAt: entry.createdAt,
    postings,
    replayed: false,
  };
}

/** The entry a key already recorded: returned when the request is the same, refused otherwise. */
async function replayOf(
  tx: Database,
  id: string,
  request: EntryRequest,
  requestHash: string,
): Promise<LedgerEntry> {
  const [existing] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  if (existing!.requestHash !== requestHash)
    throw new ConflictError(
      `The idempotency key ${request.idempotencyKey} was already used for another request.`,
      'idempotency_conflict',
    );
  const postings = await tx
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, id))
    .orderBy(asc(ledgerPostings.id));
  return { ...existing!, postings, replayed: true };
}

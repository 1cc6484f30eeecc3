import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { type Database, rowsOf } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { ConflictError } from '../../../errors';
import { LEDGER_LOCK_SQL } from './accounts';
import { type EntryRequest, entryHashOf, GENESIS_HASH, requestHashOf } from './canonical';

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const ROWS_PER_STATEMENT = 1000;

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
  const [entry] = await appendEntries(tx, clock, [request]);
  return entry!;
}

/**
 * Appends several journal transactions in order, under one lock, with one read and two inserts per
 * thousand: how paid views and the nightly settlement reach their rates (docs/decisions/0020).
 * Each request is idempotent on its own key as in appendEntry; a conflicting one refuses the batch.
 */
export async function appendEntries(
  tx: Database,
  clock: Clock,
  requests: readonly EntryRequest[],
): Promise<LedgerEntry[]> {
  if (requests.length === 0) return [];
  for (const request of requests) assertBalanced(request);
  const hashes = requests.map(requestHashOf);
  await tx.execute(LEDGER_LOCK_SQL);

  const keys = requests.map((r) => r.idempotencyKey);
  const accounts = [...new Set(requests.flatMap((r) => r.postings.map((p) => p.account)))];
  // One after another: a transaction is one connection (pg warns on queries sent while one runs).
  const existing = await tx
    .select({ id: ledgerEntries.id, key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, keys));
  const head = await tx
    .select({ seq: ledgerEntries.seq, hash: ledgerEntries.hash })
    .from(ledgerEntries)
    .orderBy(sql`${ledgerEntries.seq} desc`)
    .limit(1);
  const balances = await lastBalances(tx, accounts);
  const recorded = new Map(existing.map((e) => [e.key, e.id]));

  // Each account's balance in JavaScript as the batch goes; a key met twice in the batch is a replay.
  const now = new Date(clock.now().getTime()); // whole ms, as timestamptz gives them back (hashed)
  let seq = head[0]?.seq ?? 0;
  let prevHash = head[0]?.hash ?? GENESIS_HASH;
  const written: (LedgerEntry & { request: EntryRequest; requestHash: string; prevHash: string })[] = [];
  const inBatch = new Map<string, (typeof written)[number]>();
  const results: (LedgerEntry | { replayOf: string; request: EntryRequest; requestHash: string })[] = [];
  requests.forEach((request, i) => {
    const requestHash = hashes[i]!;
    const earlier = inBatch.get(request.idempotencyKey);
    const recordedId = recorded.get(request.idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw conflict(request);
      results.push({ ...earlier, replayed: true });
      return;
    }
    if (recordedId) {
      results.push({ replayOf: recordedId, request, requestHash });
      return;
    }
    const postings = request.postings.map(({ account, amountCents }) => {
      const balanceAfterCents = (balances.get(account) ?? 0) + amountCents;
      balances.set(account, balanceAfterCents);
      return { account, amountCents, balanceAfterCents };
    });
    seq += 1;
    const chained = {
      seq,
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      requestHash,
      details: request.details,
      createdAt: now,
      prevHash,
      postings,
    };
    const hash = entryHashOf(chained);
    const entry = {
      id: randomUUID(),
      seq,
      kind: request.kind,
      hash,
      createdAt: now,
      postings,
      replayed: false,
    };
    prevHash = hash;
    const full = { ...entry, request, requestHash, prevHash: chained.prevHash };
    written.push(full);
    inBatch.set(request.idempotencyKey, full);
    results.push(entry);
  });

  await insertEntries(tx, written);
  const entries: LedgerEntry[] = [];
  for (const r of results)
    entries.push('replayOf' in r ? await replayOf(tx, r.replayOf, r.request, r.requestHash) : r);
  return entries;
}

const conflict = (request: EntryRequest) =>
  new ConflictError(
    `The idempotency key ${request.idempotencyKey} was already used for another request.`,
    'idempotency_conflict',
  );

/** Each account's balance after its last posting: one backward index step per account. */
async function lastBalances(tx: Database, accounts: string[]): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (let i = 0; i < accounts.length; i += ROWS_PER_STATEMENT) {
    const chunk = accounts.slice(i, i + ROWS_PER_STATEMENT);
    const rows = rowsOf<{ account: string; balance: string | number | null }>(
      await tx.execute(sql`
        select a.account, (select balance_after_cents from ledger_postings p
                           where p.account = a.account order by p.id desc limit 1) as balance
        from (values ${sql.join(
          chunk.map((account) => sql`(${account}::text)`),
          sql`, `,
        )}) as a(account)`),
    );
    for (const row of rows) if (row.balance !== null) balances.set(row.account, Number(row.balance));
  }
  return balances;
}

/** The entries, then their postings in order (posting ids follow the request order). */
async function insertEntries(
  tx: Database,
  entries: (LedgerEntry & { request: EntryRequest; requestHash: string; prevHash: string })[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT / 4) {
    const chunk = entries.slice(i, i + ROWS_PER_STATEMENT / 4);
    await tx.execute(sql`
      insert into ledger_entries (id, seq, kind, idempotency_key, request_hash, details, created_at, prev_hash, hash)
      values ${sql.join(
        chunk.map(
          (e) => sql`(${e.id}::uuid, ${e.seq}, ${e.kind}, ${e.request.idempotencyKey}, ${e.requestHash},
                      ${JSON.stringify(e.request.details)}::jsonb, ${e.createdAt.toISOString()}::timestamptz,
                      ${e.prevHash}, ${e.hash})`,
        ),
        sql`, `,
      )}`);
    await tx.execute(sql`
      insert into ledger_postings (entry_id, account, amount_cents, balance_after_cents)
      values ${sql.join(
        chunk.flatMap((e) =>
          e.postings.map((p) => sql`(${e.id}::uuid, ${p.account}, ${p.amountCents}, ${p.balanceAfterCents})`),
        ),
        sql`, `,
      )}`);
  }
}

/** The entry a key already recorded: returned when the request is the same, refused otherwise. */
async function replayOf(
  tx: Database,
  id: string,
  request: EntryRequest,
  requestHash: string,
): Promise<LedgerEntry> {
  const [existing] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  if (existing!.requestHash !== requestHash) throw conflict(request);
  const postings = await tx
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, id))
    .orderBy(asc(ledgerPostings.id));
  return { ...existing!, postings, replayed: true };
}

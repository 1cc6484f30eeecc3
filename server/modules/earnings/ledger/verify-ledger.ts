import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { entryHashOf, GENESIS_HASH, requestHashOf } from './canonical';

export interface LedgerReport {
  entries: number;
  postings: number;
  accounts: number;
  headHash: string;
  /** The first entry (in chain order) found wrong, and why; null when the whole ledger holds. */
  firstBad: { seq: number; id: string; idempotencyKey: string; problem: string } | null;
}

const BATCH = 5_000;

/**
 * Recomputes the whole ledger from its rows, in chain order: every entry's request hash, its link
 * to the previous entry and its own hash, the zero sum of its postings and every running balance.
 * Stops at the first discrepancy and names that entry. Reads in batches, keeping only each
 * account's running balance in memory.
 */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const balances = new Map<string, number>();
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let postingCount = 0;
  // The next batch is read while this one is hashed (reads are about half the time).
  let next = readBatch(db, 0);
  for (;;) {
    const { entries, byEntry } = await next;
    if (entries.length === 0) break;
    next = readBatch(db, entries.at(-1)!.seq);
    for (const entry of entries) {
      const own = byEntry.get(entry.id) ?? [];
      const problem = problemOf(entry, own, { expectedSeq, prevHash, balances });
      if (problem) {
        next.catch(() => undefined);
        return {
          entries: expectedSeq - 1,
          postings: postingCount,
          accounts: balances.size,
          headHash: prevHash,
          firstBad: { seq: entry.seq, id: entry.id, idempotencyKey: entry.idempotencyKey, problem },
        };
      }
      for (const p of own) balances.set(p.account, p.balanceAfterCents);
      postingCount += own.length;
      prevHash = entry.hash;
      expectedSeq += 1;
    }
  }
  return {
    entries: expectedSeq - 1,
    postings: postingCount,
    accounts: balances.size,
    headHash: prevHash,
    firstBad: null,
  };
}

/**
 * The entries after `afterSeq` in chain order, BATCH of them, with their postings in order. The
 * postings are found by the entries' seq range (one index range scan), not by a list of 5,000 ids.
 */
async function readBatch(db: Database, afterSeq: number) {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(gt(ledgerEntries.seq, afterSeq))
    .orderBy(asc(ledgerEntries.seq))
    .limit(BATCH);
  const byEntry = new Map<string, PostingRow[]>();
  if (entries.length === 0) return { entries, byEntry };
  const postings = await db
    .select({
      id: ledgerPostings.id,
      entryId: ledgerPostings.entryId,
      account: ledgerPostings.account,
      amountCents: ledgerPostings.amountCents,
      balanceAfterCents: ledgerPostings.balanceAfterCents,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(gt(ledgerEntries.seq, afterSeq), lte(ledgerEntries.seq, entries.at(-1)!.seq)))
    .orderBy(asc(ledgerPostings.id));
  for (const p of postings) {
    const own = byEntry.get(p.entryId);
    if (own) own.push(p);
    else byEntry.set(p.entryId, [p]);
  }
  return { entries, byEntry };
}

type EntryRow = typeof ledgerEntries.$inferSelect;
type PostingRow = typeof ledgerPostings.$inferSelect;

function problemOf(
  entry: EntryRow,
  postings: PostingRow[],
  chain: { expectedSeq: number; prevHash: string; balances: Map<string, number> },
): string | null {
  if (entry.seq !== chain.expectedSeq) return `sequence ${entry.seq} where ${chain.expectedSeq} was expected`;
  if (entry.prevHash !== chain.prevHash) return 'its previous hash is not the hash of the entry before it';
  const request = {
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    postings: postings.map(({ account, amountCents }) => ({ account, amountCents })),
    details: entry.details,
  };
  if (requestHashOf(request) !== entry.requestHash) return 'its request hash does not match its contents';
  if (postings.length < 2) return `${postings.length} posting(s): a journal transaction has at least two`;
  const sum = postings.reduce((total, p) => total + p.amountCents, 0);
  if (sum !== 0) return `its postings sum to ${sum} cents, not 0`;
  for (const p of postings) {
    const expected = (chain.balances.get(p.account) ?? 0) + p.amountCents;
    if (p.balanceAfterCents !== expected)
      return `${p.account}: running balance ${p.balanceAfterCents} where ${expected} was expected`;
  }
  const hash = entryHashOf({ ...entry, postings });
  if (hash !== entry.hash) return 'its hash does not match its contents';
  return null;
}

/** The CLI's words for a report: a summary, or an error naming the first bad entry. */
export function describeLedgerReport(report: LedgerReport): string {
  const summary = `${report.entries} entries, ${report.postings} postings, ${report.accounts} accounts`;
  if (report.firstBad) {
    const bad = report.firstBad;
    throw new Error(
      `ledger:verify FAILED at entry #${bad.seq} (id ${bad.id}, key ${bad.idempotencyKey}): ${bad.problem}. ` +
        `${summary} verified before it.`,
    );
  }
  return `ledger:verify OK: ${summary}; head hash ${report.headHash}.`;
}

import { createHash } from 'node:crypto';

/** The hash a chain's first entry names as its previous one. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every level, so the same value always gives the same text (and
 * hash), whatever order a driver or jsonb returns keys in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error('canonicalJson: not a finite number');
    return JSON.stringify(value);
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PostingRequest {
  account: string;
  amountCents: number;
}

/** What a caller asks the ledger to record; its hash is what an idempotency key is held to. */
export interface EntryRequest {
  kind: string;
  idempotencyKey: string;
  postings: PostingRequest[];
  details: Record<string, unknown>;
}

export const requestHashOf = (request: EntryRequest) =>
  sha256Hex(
    canonicalJson({
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      postings: request.postings.map(({ account, amountCents }) => ({ account, amountCents })),
      details: request.details,
    }),
  );

/** An entry as the chain hashes it: every stored field but its own hash, with its postings in order. */
export interface ChainedEntry {
  seq: number;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  details: Record<string, unknown>;
  createdAt: Date;
  prevHash: string;
  postings: { account: string; amountCents: number; balanceAfterCents: number }[];
}

/** sha256(prev_hash ‖ canonical JSON of the entry and its postings). */
export function entryHashOf(entry: ChainedEntry): string {
  // Field by field: a stored row also has its id and its own hash, which are not hashed.
  const body = canonicalJson({
    seq: entry.seq,
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    requestHash: entry.requestHash,
    details: entry.details,
    createdAt: entry.createdAt,
    postings: entry.postings.map(({ account, amountCents, balanceAfterCents }) => ({
      account,
      amountCents,
      balanceAfterCents,
    })),
  });
  return sha256Hex(`${entry.prevHash}${body}`);
}

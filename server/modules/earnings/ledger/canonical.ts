import { hash } from 'node:crypto';

/** The hash a chain's first entry names as its previous one. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every level, so the same value always gives the same text (and
 * hash), whatever order a driver or jsonb returns keys in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return scalar(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const object = value as Record<string, unknown>;
  let text = '';
  for (const key of Object.keys(object).sort()) {
    const v = object[key];
    if (v === undefined) continue;
    text += `${text ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return `{${text}}`;
}

function scalar(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new Error('canonicalJson: not a finite number');
  return JSON.stringify(value);
}

/** One-shot hashing: half the cost of a createHash object per entry (Node ≥ 20.12). */
export const sha256Hex = (text: string) => hash('sha256', text, 'hex');

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

/**
 * The two shapes the ledger hashes are written key by key, in canonicalJson's order (keys sorted),
 * rather than through it: verifying ten million entries spends most of its time here. Only
 * `details`, whose keys vary, goes through canonicalJson. canonical.unit.test.ts checks both give
 * canonicalJson's text, byte for byte, on random entries.
 */
export const requestHashOf = (request: EntryRequest) => sha256Hex(requestText(request));

export function requestText(request: EntryRequest): string {
  const postings = request.postings
    .map((p) => `{"account":${JSON.stringify(p.account)},"amountCents":${scalar(p.amountCents)}}`)
    .join(',');
  const details = request.details === undefined ? '' : `"details":${canonicalJson(request.details)},`;
  return `{${details}"idempotencyKey":${JSON.stringify(request.idempotencyKey)},"kind":${JSON.stringify(request.kind)},"postings":[${postings}]}`;
}

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
  return sha256Hex(`${entry.prevHash}${entryText(entry)}`);
}

/** The entry's canonical JSON: every stored field but its id and its own hash (and prevHash, before it). */
export function entryText(entry: ChainedEntry): string {
  const postings = entry.postings
    .map(
      (p) =>
        `{"account":${JSON.stringify(p.account)},"amountCents":${scalar(p.amountCents)},"balanceAfterCents":${scalar(p.balanceAfterCents)}}`,
    )
    .join(',');
  const details = entry.details === undefined ? '' : `"details":${canonicalJson(entry.details)},`;
  return (
    `{"createdAt":${JSON.stringify(entry.createdAt.toISOString())},${details}` +
    `"idempotencyKey":${JSON.stringify(entry.idempotencyKey)},"kind":${JSON.stringify(entry.kind)},` +
    `"postings":[${postings}],"requestHash":${JSON.stringify(entry.requestHash)},"seq":${scalar(entry.seq)}}`
  );
}

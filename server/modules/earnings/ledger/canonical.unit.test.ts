import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChainedEntry,
  canonicalJson,
  entryHashOf,
  entryText,
  GENESIS_HASH,
  requestHashOf,
  requestText,
} from './canonical';

describe('canonicalJson', () => {
  it('gives one text whatever the key order, at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'é' } })).toBe(
      '{"a":{"c":"é","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: { c: 'é', d: [2, { y: null, z: 1 }] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'é' } }),
    );
  });

  it('keeps array order, leaves out undefined, writes dates as ISO text, refuses non-finite numbers', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson({ a: undefined, b: new Date('2026-11-27T10:00:00.123Z') })).toBe(
      '{"b":"2026-11-27T10:00:00.123Z"}',
    );
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(/finite/);
  });
});

describe('hashes', () => {
  const entry: ChainedEntry = {
    seq: 1,
    kind: 'paid_view',
    idempotencyKey: 'paid_view:v1',
    requestHash: 'r',
    details: { viewId: 'v1' },
    createdAt: new Date('2026-11-27T10:00:00Z'),
    prevHash: GENESIS_HASH,
    postings: [
      { account: 'creator:c:pending', amountCents: 2, balanceAfterCents: 2 },
      { account: 'platform:premium-revenue', amountCents: -2, balanceAfterCents: -2 },
    ],
  };

  it('change with any field of the entry, its postings or the previous hash', () => {
    const base = entryHashOf(entry);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHashOf({ ...entry })).toBe(base);
    const changed: ChainedEntry[] = [
      { ...entry, seq: 2 },
      { ...entry, kind: 'other' },
      { ...entry, requestHash: 's' },
      { ...entry, details: { viewId: 'v2' } },
      { ...entry, createdAt: new Date('2026-11-27T10:00:00.001Z') },
      { ...entry, prevHash: 'f'.repeat(64) },
      { ...entry, postings: [{ ...entry.postings[0]!, balanceAfterCents: 3 }, entry.postings[1]!] },
      { ...entry, postings: [entry.postings[1]!, entry.postings[0]!] },
    ];
    for (const other of changed) expect(entryHashOf(other)).not.toBe(base);
  });

  it("hash a request by what it asks, not by the stored row's extra fields", () => {
    const request = {
      kind: 'k',
      idempotencyKey: 'key',
      postings: [{ account: 'a', amountCents: 1 }],
      details: {},
    };
    const row = { ...request, postings: [{ account: 'a', amountCents: 1, balanceAfterCents: 9, id: 4 }] };
    expect(requestHashOf(row)).toBe(requestHashOf(request));
    expect(requestHashOf({ ...request, details: { x: 1 } })).not.toBe(requestHashOf(request));
  });

  it('write the two fixed shapes exactly as canonicalJson would, byte for byte (the chain depends on it)', () => {
    const text = fc.string({ unit: 'binary' });
    const posting = fc.record({
      account: text,
      amountCents: fc.integer({ min: -1e12, max: 1e12 }),
      balanceAfterCents: fc.integer({ min: -1e15, max: 1e15 }),
    });
    const details = fc.dictionary(text, fc.jsonValue()) as fc.Arbitrary<Record<string, unknown>>;
    fc.assert(
      fc.property(
        fc.record({
          seq: fc.integer({ min: 1, max: 2 ** 52 }),
          kind: text,
          idempotencyKey: text,
          requestHash: text,
          details,
          createdAt: fc.date({ min: new Date(0), max: new Date('2200-01-01'), noInvalidDate: true }),
          prevHash: text,
          postings: fc.array(posting, { maxLength: 4 }),
        }),
        (entry) => {
          const { prevHash: _prev, ...hashed } = entry;
          expect(entryText(entry)).toBe(canonicalJson(hashed));
          const request = {
            kind: entry.kind,
            idempotencyKey: entry.idempotencyKey,
            postings: entry.postings.map(({ account, amountCents }) => ({ account, amountCents })),
            details: entry.details,
          };
          expect(requestText(request)).toBe(canonicalJson(request));
        },
      ),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { CURSOR_MAX_MS, cursorQuerySchema, cursorSchema, decodeCursor, encodeCursor } from './cursor';

const ID = '0190a5c4-6f1e-7b2a-9c3d-4e5f6a7b8c9d';

/** The issue messages a cursor gets: [] when it is accepted. */
const refusal = (cursor: unknown) => {
  const r = cursorQuerySchema.safeParse({ cursor });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('keyset cursor codec', () => {
  it('decodes what it encodes, to the millisecond', () => {
    const position = { at: new Date('2026-03-01T12:34:56.789Z'), id: ID };
    const cursor = encodeCursor(position);
    expect(cursor).toBe(`1772368496789_${ID}`);
    expect(refusal(cursor)).toEqual([]);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it('reads no cursor as the first page', () => {
    expect(cursorQuerySchema.parse({})).toEqual({});
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it('accepts the epoch and the last millisecond of year 9999', () => {
    expect(decodeCursor(`0_${ID}`)).toEqual({ at: new Date(0), id: ID });
    expect(decodeCursor(`${CURSOR_MAX_MS}_${ID}`)?.at.toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });

  const garbage: [string, unknown][] = [
    ['empty', ''],
    ['words', 'next-page'],
    ['no id', '1700000000000'],
    ['no time', `_${ID}`],
    ['a uuid of zeros without dashes', `0_${'0'.repeat(36)}`],
    ['36 characters that are not a uuid', `1700000000000_${'-'.repeat(36)}`],
    ['a uuid with a non-hex digit', `1700000000000_${ID.replace('0', 'g')}`],
    ['upper-case uuid', `1700000000000_${ID.toUpperCase()}`],
    ['a negative time', `-1_${ID}`],
    ['a fractional time', `1.5_${ID}`],
    ['an exponent', `1e12_${ID}`],
    ['past year 9999', `${CURSOR_MAX_MS + 1}_${ID}`],
    ['beyond a Date', `99999999999999999999_${ID}`],
    ['a NUL byte', `1700000000000_${ID}\0`],
    ['a NUL byte inside', `17000\u000000000_${ID}`],
    ['a line break', `1700000000000_${ID}\n`],
    ['spaces', ` 1700000000000_${ID}`],
    ['a second separator', `1700000000000_${ID}_x`],
    ['SQL', `1700000000000_${ID}' or 1=1`],
    ['16 digits', `${'9'.repeat(16)}_${ID}`],
    ['unicode digits', `١٧٠٠_${ID}`],
    ['megabytes', `1_${'a'.repeat(4 * 1024 * 1024)}`],
    ['megabytes of digits', `${'9'.repeat(4 * 1024 * 1024)}_${ID}`],
  ];
  it.each(garbage)('refuses %s with invalid_cursor', (_name, cursor) => {
    expect(refusal(cursor)).toEqual(['invalid_cursor']);
    expect(() => decodeCursor(cursor as string)).toThrow(ZodError);
  });

  it.each([
    ['a repeated parameter', ['1', '2']],
    ['a number', 17],
    ['an object', { $gt: '' }],
    ['null', null],
  ])('refuses %s with invalid_cursor', (_name, cursor) => {
    expect(refusal(cursor)).toEqual(['invalid_cursor']);
  });

  it('refuses megabytes without reading them through a pattern', () => {
    const huge = `${'1'.repeat(16 * 1024 * 1024)}x`;
    const started = performance.now();
    expect(cursorSchema.safeParse(huge).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

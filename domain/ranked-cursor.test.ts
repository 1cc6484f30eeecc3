import { describe, expect, it } from 'vitest';
import { decodeRankedCursor, encodeRankedCursor, rankedCursorSchema } from './ranked-cursor';

const ID = '0f8e2c1a-1b2c-4d3e-8f4a-5b6c7d8e9f00';

describe('ranked cursor', () => {
  it('round-trips a position', () => {
    const position = { rank: 1234, at: new Date('2026-11-27T10:00:00.123Z'), id: ID };
    const cursor = encodeRankedCursor(position);
    expect(cursor).toBe(`1234~${position.at.getTime()}_${ID}`);
    expect(decodeRankedCursor(cursor)).toEqual(position);
    expect(decodeRankedCursor(undefined)).toBeUndefined();
  });

  it.each([
    '',
    '1',
    `~1_${ID}`,
    `-1~1_${ID}`,
    `1.5~1_${ID}`,
    `${'9'.repeat(16)}~1_${ID}`,
    `1~1_${ID.toUpperCase()}`,
    `1~${'9'.repeat(16)}_${ID}`,
    `1~1_${ID}~2`,
    `1~1_${ID}${'x'.repeat(100)}`,
    `1~253402300800000_${ID}`,
  ])('refuses %j as invalid_cursor', (cursor) => {
    const result = rankedCursorSchema.safeParse(cursor);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_cursor');
    expect(() => decodeRankedCursor(cursor)).toThrow();
  });
});

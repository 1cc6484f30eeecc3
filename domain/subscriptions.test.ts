import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor, keysetCursorSchema } from './subscriptions';

describe('keyset cursors', () => {
  const position = { at: new Date('2026-01-03T10:00:00.123Z'), id: '0f8b2c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b' };

  it('name a position exactly, to the millisecond', () => {
    const cursor = encodeKeysetCursor(position);
    expect(cursor).toBe(`${position.at.getTime()}_${position.id}`);
    expect(keysetCursorSchema.safeParse(cursor).success).toBe(true);
    expect(decodeKeysetCursor(cursor)).toEqual(position);
  });

  it('are optional: no cursor is the first page', () => {
    expect(keysetCursorSchema.safeParse(undefined).success).toBe(true);
    expect(decodeKeysetCursor(undefined)).toBeUndefined();
    expect(decodeKeysetCursor('')).toBeUndefined();
  });

  it.each([
    'yesterday',
    '1767434400123',
    `_${'0f8b2c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b'}`,
    '1767434400123_not-a-uuid',
    '1767434400123_0F8B2C1E-4A5D-4E6F-8A9B-0C1D2E3F4A5B',
    "1767434400123_0f8b2c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b' or 1=1",
    `${'9'.repeat(16)}_0f8b2c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b`,
  ])('refuse %s', (cursor) => {
    expect(keysetCursorSchema.safeParse(cursor).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { evenlySpacedKeys, isPositionKey, keyBetween } from './playlist-keys';

/** A deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('keyBetween', () => {
  it('starts an empty list in the middle', () => {
    expect(keyBetween(null, null)).toBe('i');
  });

  it('appends with short, growing keys', () => {
    const keys: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 5000; i++) {
      last = keyBetween(last, null);
      keys.push(last);
    }
    expect(keys.slice(0, 3)).toEqual(['i', 'i001', 'i002']);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(5000);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(4);
  });

  it('prepends with short keys, never reaching 0', () => {
    const keys: string[] = [];
    let first: string | null = null;
    for (let i = 0; i < 5000; i++) {
      first = keyBetween(null, first);
      keys.unshift(first);
    }
    expect([...keys].sort()).toEqual(keys);
    expect(keys.every(isPositionKey)).toBe(true);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(4);
  });

  it('splits the same gap again and again, strictly between each time', () => {
    let lo = 'a';
    const hi = 'b';
    for (let i = 0; i < 500; i++) {
      const mid = keyBetween(lo, hi);
      expect(mid > lo && mid < hi).toBe(true);
      expect(isPositionKey(mid)).toBe(true);
      lo = mid;
    }
    let up = 'b';
    for (let i = 0; i < 500; i++) {
      const mid = keyBetween('a', up);
      expect(mid > 'a' && mid < up).toBe(true);
      up = mid;
    }
  });

  it('handles neighbours that differ by one digit, or share a long prefix', () => {
    for (const [a, b] of [
      ['a', 'b'],
      ['az', 'b'],
      ['a', 'a1'],
      ['0z', '1'],
      ['zz', 'zz1'],
      ['1', '11'],
      ['zzzy', 'zzzz'],
    ] as const) {
      const mid = keyBetween(a, b);
      expect(mid > a && mid < b, `${a} < ${mid} < ${b}`).toBe(true);
      expect(isPositionKey(mid)).toBe(true);
    }
    expect(keyBetween('a', 'c')).toBe('b');
  });

  it('keeps a list ordered under thousands of random moves', () => {
    const next = random(42);
    const keys = [keyBetween(null, null)];
    for (let i = 0; i < 3000; i++) {
      const at = Math.floor(next() * (keys.length + 1));
      const key = keyBetween(keys[at - 1] ?? null, keys[at] ?? null);
      keys.splice(at, 0, key);
      expect(isPositionKey(key)).toBe(true);
    }
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses keys out of order or malformed', () => {
    expect(() => keyBetween('b', 'a')).toThrow(/out of order/);
    expect(() => keyBetween('a', 'a')).toThrow(/out of order/);
    expect(() => keyBetween('a0', null)).toThrow(/invalid/);
    expect(() => keyBetween('A', null)).toThrow(/invalid/);
    expect(() => keyBetween(null, '')).toThrow(/invalid/);
  });
});

describe('evenlySpacedKeys', () => {
  it('gives distinct ordered short keys, for a full playlist too', () => {
    for (const count of [1, 2, 35, 5000]) {
      const keys = evenlySpacedKeys(count);
      expect(keys).toHaveLength(count);
      expect([...keys].sort()).toEqual(keys);
      expect(new Set(keys).size).toBe(count);
      expect(keys.every((k) => isPositionKey(k) && k.length <= 4)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { clockedLru } from './clocked-lru';

describe('clockedLru', () => {
  it('ages entries on the clock it is given, read at every look-up', () => {
    const clock = new FakeClock();
    const cache = clockedLru<string, string>(clock, { max: 10, ttlMs: 1_000 });
    cache.set('k', 'v');
    clock.advance(1_000);
    expect(cache.get('k')).toBe('v');
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('shares a load under way, and serves but never stores one a delete overtook', async () => {
    const clock = new FakeClock();
    let loads = 0;
    const gates: (() => void)[] = [];
    const cache = clockedLru<string, { n: number }>(clock, {
      max: 10,
      ttlMs: 1_000,
      fetchMethod: async () => {
        const n = ++loads;
        await new Promise<void>((r) => gates.push(r));
        return { n };
      },
    });
    const first = cache.fetch('k');
    const second = cache.fetch('k');
    cache.delete('k'); // e.g. the fan-out announced a change while the read ran
    const third = cache.fetch('k');
    for (const open of gates) open();
    expect([(await first)?.n, (await second)?.n, (await third)?.n]).toEqual([1, 1, 2]);
    expect(cache.get('k')?.n).toBe(2);
  });

  it('refuses a TTL of 0, which lru-cache would read as "forever"', () => {
    expect(() => clockedLru(new FakeClock(), { max: 1, ttlMs: 0 })).toThrow(/ttlMs must be positive/);
  });
});

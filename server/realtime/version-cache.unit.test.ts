import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { LocalHub, RECONNECTED_TOPIC } from './hub';
import { VersionCache } from './version-cache';

/** The in-process fan-out a PGlite node uses. */
const hub = () => new LocalHub();

/** A cache over a table the test edits behind its back, counting reads; versions only grow. */
function setup() {
  const realtime = hub();
  const clock = new FakeClock();
  const table = new Map<string, number>([['a', 1]]);
  let reads = 0;
  let gate: Promise<void> = Promise.resolve();
  const cache = new VersionCache(
    { realtime, clock },
    {
      topic: 'system:test-access',
      announced: (event) =>
        typeof event.key === 'string' && typeof event.version === 'number'
          ? { key: event.key, version: event.version }
          : null,
      read: async (key) => {
        reads++;
        const version = table.get(key) ?? 0;
        await gate;
        return version;
      },
      merge: (known, version) => Math.max(known ?? 0, version),
      ttlMs: 15_000,
    },
  );
  return {
    realtime,
    clock,
    table,
    cache,
    reads: () => reads,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return release;
    },
  };
}

describe('VersionCache', () => {
  it('reads once per TTL on the app clock, then again', async () => {
    const { clock, table, cache, reads } = setup();
    expect(await cache.current('a')).toBe(1);
    table.set('a', 2);
    clock.advance(15_000);
    expect(await cache.current('a')).toBe(1);
    expect(reads()).toBe(1);
    clock.advance(1);
    expect(await cache.current('a')).toBe(2);
    expect(reads()).toBe(2);
    cache.close();
  });

  it('shares one read between concurrent misses', async () => {
    const { cache, reads } = setup();
    expect(await Promise.all([cache.current('a'), cache.current('a'), cache.allows('a', 1)])).toEqual([
      1,
      1,
      true,
    ]);
    expect(reads()).toBe(1);
    cache.close();
  });

  it('keeps an announced version over a read that started before it', async () => {
    const { realtime, cache, reads, hold } = setup();
    const release = hold();
    const reading = cache.current('a'); // reads 1, held
    await realtime.publish('system:test-access', { type: 't', key: 'a', version: 3 });
    release();
    expect(await reading).toBe(1); // served to its caller…
    expect(await cache.current('a')).toBe(3); // …never stored over the announcement
    expect(reads()).toBe(1);
    cache.close();
  });

  it('reads everything again after the listener reconnects', async () => {
    const { realtime, table, cache, reads } = setup();
    expect(await cache.current('a')).toBe(1);
    table.set('a', 2);
    await realtime.publish(RECONNECTED_TOPIC, { type: 'reconnected' });
    expect(await cache.current('a')).toBe(2);
    expect(reads()).toBe(2);
    cache.close();
  });
});

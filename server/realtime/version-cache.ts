import type { LRUCache } from 'lru-cache';
import { clockedLru } from '../cache/clocked-lru';
import type { Clock } from '../clock';
import { dropOn } from './drop-on';
import type { RealtimeEvent, RealtimeHub } from './hub';

/**
 * Per-node cache of access versions (a video's, a member's plan's), so checking a playback grant
 * reads no database: an entry is set by the fan-out the moment access changes (`topic`), re-read at
 * most every `ttlMs` on the app's clock (a missed notification costs seconds, never a permanent
 * leak), and everything is read again after the node's listener reconnects. Bounded, least
 * recently used first out; concurrent misses of one key share one read.
 */
export class VersionCache {
  private readonly entries: LRUCache<string, number>;
  private readonly unsubscribe: () => void;

  constructor(
    deps: { realtime: RealtimeHub; clock: Clock },
    private readonly opts: {
      topic: string;
      /** The key and version an event of `topic` announces, or null. */
      announced(event: RealtimeEvent): { key: string; version: number } | null;
      read(key: string): Promise<number>;
      /** The version to keep given the known one: versions only grow, so a late read cannot undo a change. */
      merge(known: number | undefined, version: number): number;
      ttlMs?: number;
      maxEntries?: number;
    },
  ) {
    this.entries = clockedLru(deps.clock, {
      max: opts.maxEntries ?? 100_000,
      ttlMs: opts.ttlMs ?? 15_000,
      // A stale entry is still known: a deleted video's GONE stays GONE.
      fetchMethod: async (key, stale) => opts.merge(stale, await opts.read(key)),
    });
    this.unsubscribe = dropOn(
      deps.realtime,
      [opts.topic],
      (event) => {
        const announced = opts.announced(event);
        if (announced) this.remember(announced.key, announced.version);
      },
      () => this.entries.clear(),
    );
  }

  async allows(key: string, grantVersion: number): Promise<boolean> {
    return (await this.current(key)) === grantVersion;
  }

  async current(key: string): Promise<number> {
    // An announcement during the read wins: the read is answered, not stored (cache/clocked-lru.ts).
    return (await this.entries.fetch(key)) as number;
  }

  private remember(key: string, version: number): void {
    this.entries.set(key, this.opts.merge(this.entries.peek(key, { allowStale: true }), version));
  }

  close(): void {
    this.unsubscribe();
  }
}

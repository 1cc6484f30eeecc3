import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

export interface ClockedLruOptions<K extends {}, V extends {}, C> {
  /** Entries kept at most; the least recently used goes first. */
  max: number;
  /** How long an entry counts as fresh, on `clock`. Must be positive (lru-cache reads 0 as "forever"). */
  ttlMs: number;
  /** Loads a missing or stale key for `fetch()`; concurrent fetches of one key share one load. */
  fetchMethod?: LRUCache.Fetcher<K, V, C>;
}

/**
 * A per-node cache whose entries age on the app's clock (`ctx.clock`), so a test moves a FakeClock
 * past the TTL instead of sleeping. Used by every per-node cache (docs/decisions/0005-seams.md,
 * "Caches and time").
 *
 * A load that an invalidation overtakes (`delete`, `set` or `clear` of its key while it runs) is
 * still served to the callers that asked for it, but never stored: it may hold what the
 * invalidation revoked. A caller that comes after the invalidation starts a new load.
 */
export function clockedLru<K extends {}, V extends {}, C = unknown>(
  clock: Clock,
  opts: ClockedLruOptions<K, V, C>,
): LRUCache<K, V, C> {
  if (!(opts.ttlMs > 0)) throw new Error(`clockedLru: ttlMs must be positive, got ${opts.ttlMs}`);
  return new LRUCache<K, V, C>({
    max: opts.max,
    ttl: opts.ttlMs,
    // Read the clock on every look-up: lru-cache would otherwise reuse one reading for 1 ms of real
    // time, and a test that has just moved its clock would see the old time.
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
    // With the default, an overtaken load would reject its callers with "deleted"; ignoring the
    // abort serves them the value, and lru-cache stores only a load still current for its key.
    ignoreFetchAbort: true,
    ...(opts.fetchMethod ? { fetchMethod: opts.fetchMethod } : {}),
  });
}

import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { addHits, purgeEndedHits } from '../modules/accounts/accounts.public';

interface Entry {
  /** Hits counted here and not yet written. */
  pending: number;
  /** The key's count over every node at the last write, and when its window started. */
  shared: number;
  windowStartMs: number | null;
}

/** Most keys a node remembers between writes (an address flood cannot grow it without bound). */
const MAX_KEYS = 50_000;

/**
 * A fixed-window counter shared by every api node, cheap enough for one call per heartbeat: a hit
 * is counted in memory and answered at once (what every node had counted at the last write, plus
 * this node's hits since); every `flushMs` the node adds its hits to `rate_limit_counters` in one
 * statement and learns the other nodes' counts. So N nodes allow the limit once, not N times, give
 * or take one flush interval's hits. Windows run on `clock` (the same base for every comparison).
 */
export class SharedCounter {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  private lastPurgeMs = 0;

  constructor(
    private readonly deps: { db: Database; clock: Clock; logger: Logger },
    private readonly options: { prefix: string; windowS: number; flushMs?: number },
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Counts one hit for `key` and returns its hits in the current window, over every node. */
  add(key: string): number {
    const now = this.deps.clock.now().getTime();
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= MAX_KEYS) this.dropIdle(now);
      entry = { pending: 0, shared: 0, windowStartMs: null };
      this.entries.set(key, entry);
    }
    if (entry.windowStartMs !== null && now - entry.windowStartMs >= this.options.windowS * 1000) {
      entry.shared = 0;
      entry.windowStartMs = null;
    }
    entry.pending += 1;
    return entry.shared + entry.pending;
  }

  /** Milliseconds until the key's window ends (a whole window while no node has written it yet). */
  windowLeftMs(key: string): number {
    const windowMs = this.options.windowS * 1000;
    const start = this.entries.get(key)?.windowStartMs;
    if (start === null || start === undefined) return windowMs;
    return Math.max(0, windowMs - (this.deps.clock.now().getTime() - start));
  }

  /** Writes the hits counted since the last write (one at a time; tests and close call it too). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    const now = this.deps.clock.now();
    const batch = [...this.entries]
      .filter(([, e]) => e.pending > 0)
      .map(([key, e]) => ({ key, delta: e.pending }));
    if (batch.length === 0) return this.dropIdle(now.getTime());
    const { prefix, windowS } = this.options;
    try {
      const rows = await addHits(
        this.deps.db,
        batch.map((hit) => ({ key: prefix + hit.key, delta: hit.delta })),
        windowS,
        now,
      );
      const written = new Map(batch.map((hit) => [prefix + hit.key, hit.delta]));
      for (const row of rows) {
        const entry = this.entries.get(row.key.slice(prefix.length));
        if (!entry) continue;
        // Hits that arrived during the write stay pending for the next one.
        entry.pending -= written.get(row.key) ?? 0;
        entry.shared = row.count;
        entry.windowStartMs = row.windowStart.getTime();
      }
      if (now.getTime() - this.lastPurgeMs > 10 * windowS * 1000) {
        this.lastPurgeMs = now.getTime();
        await purgeEndedHits(this.deps.db, prefix, new Date(now.getTime() - 2 * windowS * 1000));
      }
    } catch (err) {
      // The node keeps counting locally (its own hits still limit); the next write retries.
      this.deps.logger.warn({ err }, 'shared rate counter write failed');
    }
    this.dropIdle(now.getTime());
  }

  /** Forgets keys with nothing to write whose window has ended (or, when full, any idle key). */
  private dropIdle(nowMs: number): void {
    const full = this.entries.size >= MAX_KEYS;
    for (const [key, entry] of this.entries) {
      if (entry.pending > 0) continue;
      const ended =
        entry.windowStartMs === null || nowMs - entry.windowStartMs >= this.options.windowS * 1000;
      if (ended || full) this.entries.delete(key);
    }
  }
}

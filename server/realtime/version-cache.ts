import { RECONNECTED_TOPIC, type RealtimeEvent, type RealtimeHub } from './hub';

/**
 * Per-node cache of access versions (a video's, a member's plan's), so checking a playback grant
 * reads no database: an entry is set by the fan-out the moment access changes (`topic`), re-read at
 * most every `ttlMs` (a missed notification costs seconds, never a permanent leak), and everything
 * is read again after the node's listener reconnects. Bounded, oldest entries first out.
 */
export class VersionCache {
  private readonly entries = new Map<string, { version: number; readAt: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    realtime: RealtimeHub,
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
    const offTopic = realtime.subscribe(opts.topic, (event) => {
      const announced = opts.announced(event);
      if (announced) this.remember(announced.key, announced.version);
    });
    const offReconnect = realtime.subscribe(RECONNECTED_TOPIC, () => this.entries.clear());
    this.unsubscribe = () => {
      offTopic();
      offReconnect();
    };
  }

  async allows(key: string, grantVersion: number): Promise<boolean> {
    return (await this.current(key)) === grantVersion;
  }

  async current(key: string): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.readAt < (this.opts.ttlMs ?? 15_000)) return entry.version;
    const version = await this.opts.read(key);
    this.remember(key, version);
    return version;
  }

  private remember(key: string, version: number): void {
    const next = this.opts.merge(this.entries.get(key)?.version, version);
    this.entries.delete(key);
    this.entries.set(key, { version: next, readAt: Date.now() });
    if (this.entries.size > (this.opts.maxEntries ?? 100_000)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  close(): void {
    this.unsubscribe();
  }
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videos } from '../../db/schema';
import { RECONNECTED_TOPIC, type RealtimeHub } from '../../realtime/hub';

/**
 * Server-internal topic (no socket can follow it: sockets follow `video:<uuid>` and `user:<id>`)
 * on which a change of who may watch a video reaches every api node.
 */
export const VIDEO_ACCESS_TOPIC = 'system:video-access';

/** The access version of a deleted video: no grant matches it. */
export const GONE = 0;

/** Tells every node that grants for this video older than `version` no longer play. */
export async function announceAccessChange(
  realtime: RealtimeHub,
  videoId: string,
  version: number,
): Promise<void> {
  await realtime.publish(VIDEO_ACCESS_TOPIC, { type: 'video.access', videoId, version });
}

/**
 * Per-node cache of each video's access version, so checking a segment's grant reads no database:
 * an entry is set by the fan-out the moment access changes, and re-read at most every `ttlMs`
 * (a missed notification costs seconds, never a permanent leak). Bounded, oldest entries first out.
 */
export class AccessVersions {
  private readonly entries = new Map<string, { version: number; readAt: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime'>,
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 100_000,
  ) {
    const offAccess = ctx.realtime.subscribe(VIDEO_ACCESS_TOPIC, (event) => {
      if (typeof event.videoId === 'string' && typeof event.version === 'number')
        this.remember(event.videoId, event.version);
    });
    // Changes announced while this node's listener was down were missed: read everything again.
    const offReconnect = ctx.realtime.subscribe(RECONNECTED_TOPIC, () => this.entries.clear());
    this.unsubscribe = () => {
      offAccess();
      offReconnect();
    };
  }

  /** Whether a grant naming this access version still plays. */
  async allows(videoId: string, grantVersion: number): Promise<boolean> {
    return (await this.current(videoId)) === grantVersion;
  }

  async current(videoId: string): Promise<number> {
    const entry = this.entries.get(videoId);
    if (entry && Date.now() - entry.readAt < this.ttlMs) return entry.version;
    const [row] = await this.ctx.db.db
      .select({ version: videos.accessVersion })
      .from(videos)
      .where(eq(videos.id, videoId));
    const version = row?.version ?? GONE;
    this.remember(videoId, version);
    return version;
  }

  /**
   * Versions only grow and a deleted video never returns, so a database read that started before a
   * change and ends after its notification cannot bring the old version back.
   */
  private remember(videoId: string, version: number): void {
    const known = this.entries.get(videoId)?.version;
    const next = known === GONE || version === GONE ? GONE : Math.max(known ?? 0, version);
    this.entries.delete(videoId);
    this.entries.set(videoId, { version: next, readAt: Date.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  close(): void {
    this.unsubscribe();
  }
}

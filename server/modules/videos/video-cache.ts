import type { LRUCache } from 'lru-cache';
import type { VideoPage } from '../../../domain/api/videos';
import { clockedLru } from '../../cache/clocked-lru';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { dropOn } from '../../realtime/drop-on';
import type { RealtimeHub } from '../../realtime/hub';
import { VIDEO_ACCESS_TOPIC } from './access-versions';
import { loadVideo, type VideoWithRefs } from './videos.repository';

/** Server-internal topic: a video's title, description, thumbnail, channel or source changed. */
export const VIDEO_CHANGED_TOPIC = 'system:video-changed';

export async function announceVideoChange(realtime: RealtimeHub, videoId: string): Promise<void> {
  await realtime.publish(VIDEO_CHANGED_TOPIC, { type: 'video.changed', videoId });
}

/** What a read of a video found; boxed because the cache holds no null. */
interface Found {
  refs: VideoWithRefs | null;
}

/**
 * Per-node cache of the catalogue's hot reads (issue 10): a watch page's video with its channel and
 * author, and the first pages of the public feed. Everybody reads the same rows, so each node reads
 * one per video per `ttlMs` (on ctx.clock) however many viewers come.
 *
 * - Who may watch changes at once on every node: the access fan-out (visibility, monetized,
 *   deleted) and VIDEO_CHANGED_TOPIC (edits, thumbnail, new source) drop the video and every page;
 *   the publishing node drops them before its request answers (realtime/hub.ts).
 * - Only ready videos are kept: processing and failed ones change under the worker, which may run in
 *   another process, so they are always read fresh. The owner always reads fresh too (they just
 *   edited it, and they are few).
 * - What may lag by `ttlMs`: counters (views and likes also arrive live through the socket), a
 *   channel's or author's new name or avatar.
 * - A read that started before an invalidation is served to its callers but never kept
 *   (cache/clocked-lru.ts).
 * - Misses of one key share one read; entries are bounded, least recently used first out.
 */
export class VideoCache {
  private readonly videos: LRUCache<string, Found>;
  private readonly pages: LRUCache<string, VideoPage, (db: Database) => Promise<VideoPage>>;
  private readonly unsubscribe: () => void;
  /**
   * When a change was last announced (Date.now). Refills read the replica only when it holds every
   * commit before it: a video made private reaches the cache after its commit, so a replica read
   * after the drop sees it private too (access checks on these rows stay as sound as on the primary).
   */
  private changedAt = systemClock.now().getTime();
  private readonly db: AppContext['db'];

  constructor(
    ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>,
    opts: { ttlMs?: number; maxVideos?: number; maxPages?: number } = {},
  ) {
    this.db = ctx.db;
    const ttlMs = opts.ttlMs ?? 5_000;
    this.videos = clockedLru(ctx.clock, {
      max: opts.maxVideos ?? 20_000,
      ttlMs,
      fetchMethod: async (id) => ({ refs: await loadVideo(ctx.db.read(this.changedAt), id) }),
    });
    this.pages = clockedLru(ctx.clock, {
      max: opts.maxPages ?? 500,
      ttlMs,
      fetchMethod: (_key, _stale, { context: build }) => build(ctx.db.read(this.changedAt)),
    });
    this.unsubscribe = dropOn(
      ctx.realtime,
      [VIDEO_ACCESS_TOPIC, VIDEO_CHANGED_TOPIC],
      (event) => {
        this.changedAt = systemClock.now().getTime();
        if (typeof event.videoId === 'string') this.videos.delete(event.videoId);
        this.pages.clear();
      },
      () => this.clear(),
    );
  }

  /**
   * The video with its references, or null; `viewerId` reads fresh when it is the owner's. `since`:
   * the viewer's last write (server/plugins/read-replica.ts), read past the cache until a replica holds it.
   */
  async video(id: string, viewerId: string | null, since?: number): Promise<VideoWithRefs | null> {
    if (since !== undefined && since > this.changedAt) return loadVideo(this.db.read(since), id);
    const held = this.videos.get(id)?.refs;
    if (held && held.video.ownerId !== viewerId) return held;
    const found = await this.videos.fetch(id, { forceRefresh: held !== undefined });
    const refs = found?.refs ?? null;
    // Served, not kept: a video not ready yet changes under the worker.
    if (refs?.video.status !== 'ready' && this.videos.peek(id) === found) this.videos.delete(id);
    return refs;
  }

  /** A feed page (the same for everybody), built by `build` at most once per key per TTL, on `db`. */
  async page(key: string, build: (db: Database) => Promise<VideoPage>): Promise<VideoPage> {
    return (await this.pages.fetch(key, { context: build })) as VideoPage;
  }

  clear(): void {
    this.changedAt = systemClock.now().getTime();
    this.videos.clear();
    this.pages.clear();
  }

  close(): void {
    this.unsubscribe();
  }
}

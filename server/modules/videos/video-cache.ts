import type { VideoPage } from '../../../domain/api/videos';
import type { AppContext } from '../../context';
import { RECONNECTED_TOPIC, type RealtimeEvent, type RealtimeHub } from '../../realtime/hub';
import { VIDEO_ACCESS_TOPIC } from './access-versions';
import { loadVideo, type VideoWithRefs } from './videos.repository';

/** Server-internal topic: a video's title, description, thumbnail, channel or source changed. */
export const VIDEO_CHANGED_TOPIC = 'system:video-changed';

export async function announceVideoChange(realtime: RealtimeHub, videoId: string): Promise<void> {
  await realtime.publish(VIDEO_CHANGED_TOPIC, { type: 'video.changed', videoId });
}

interface Held<T> {
  value: T;
  readAt: number;
}

/**
 * Per-node cache of the catalogue's hot reads (issue 10): a watch page's video with its channel and
 * author, and the first pages of the public feed. Everybody reads the same rows, so each node reads
 * one per video per `ttlMs` however many viewers come.
 *
 * - Who may watch changes at once on every node: the access fan-out (visibility, monetized,
 *   deleted) and VIDEO_CHANGED_TOPIC (edits, thumbnail, new source) drop the video and every page;
 *   the publishing node drops them before its request answers (realtime/hub.ts).
 * - Only ready videos are kept: processing and failed ones change under the worker, which may run in
 *   another process, so they are always read fresh. The owner always reads fresh too (they just
 *   edited it, and they are few).
 * - What may lag by `ttlMs`: counters (views and likes also arrive live through the socket), a
 *   channel's or author's new name or avatar.
 * - A read that started before an invalidation is served to its callers but never kept.
 * - Misses of one key share one read; entries are bounded, oldest first out.
 */
export class VideoCache {
  private readonly videos = new Map<string, Held<VideoWithRefs>>();
  private readonly pages = new Map<string, Held<VideoPage>>();
  private readonly reading = new Map<string, Promise<unknown>>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime'>,
    private readonly opts: { ttlMs?: number; maxVideos?: number; maxPages?: number } = {},
  ) {
    const forget = (event: RealtimeEvent) => {
      if (typeof event.videoId === 'string') this.videos.delete(event.videoId);
      this.pages.clear();
      this.reading.clear();
      this.generation++;
    };
    const offs = [
      ctx.realtime.subscribe(VIDEO_ACCESS_TOPIC, forget),
      ctx.realtime.subscribe(VIDEO_CHANGED_TOPIC, forget),
      ctx.realtime.subscribe(RECONNECTED_TOPIC, () => this.clear()),
    ];
    this.unsubscribe = () => {
      for (const off of offs) off();
    };
  }

  /** The video with its references, or null; `viewerId` reads fresh when it is the owner's. */
  async video(id: string, viewerId: string | null): Promise<VideoWithRefs | null> {
    const held = this.fresh(this.videos, id);
    if (held && held.video.ownerId !== viewerId) return held;
    const refs = await this.once(
      `v:${id}`,
      () => loadVideo(this.ctx.db.db, id),
      (value) => {
        if (value?.video.status === 'ready') this.keep(this.videos, id, value, this.opts.maxVideos ?? 20_000);
      },
    );
    return refs;
  }

  /** A feed page (the same for everybody), built by `build` at most once per key per TTL. */
  async page(key: string, build: () => Promise<VideoPage>): Promise<VideoPage> {
    const held = this.fresh(this.pages, key);
    if (held) return held;
    return this.once(`p:${key}`, build, (value) =>
      this.keep(this.pages, key, value, this.opts.maxPages ?? 500),
    );
  }

  clear(): void {
    this.videos.clear();
    this.pages.clear();
    this.reading.clear();
    this.generation++;
  }

  close(): void {
    this.unsubscribe();
  }

  private fresh<T>(map: Map<string, Held<T>>, key: string): T | null {
    const held = map.get(key);
    if (!held) return null;
    if (Date.now() - held.readAt < (this.opts.ttlMs ?? 5_000)) return held.value;
    map.delete(key);
    return null;
  }

  private keep<T>(map: Map<string, Held<T>>, key: string, value: T, max: number): void {
    map.delete(key);
    map.set(key, { value, readAt: Date.now() });
    if (map.size > max) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  /**
   * One read per key at a time; its result is kept only if nothing was invalidated meanwhile, and a
   * request that comes after an invalidation never joins a read that started before it.
   */
  private once<T>(key: string, read: () => Promise<T>, store: (value: T) => void): Promise<T> {
    const pending = this.reading.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const generation = this.generation;
    const promise = read()
      .then((value) => {
        if (generation === this.generation) store(value);
        return value;
      })
      .finally(() => {
        // A newer read of the key (started after an invalidation) stays.
        if (this.reading.get(key) === promise) this.reading.delete(key);
      });
    this.reading.set(key, promise);
    return promise;
  }
}

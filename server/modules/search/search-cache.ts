import type { LRUCache } from 'lru-cache';
import type { SearchConfig, SearchQuery } from '../../../domain/search';
import { clockedLru } from '../../cache/clocked-lru';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import { dropOn } from '../../realtime/drop-on';
import { CHANNEL_CHANGED_TOPIC } from '../channels/channels.public';
import { VIDEO_ACCESS_TOPIC, VIDEO_CHANGED_TOPIC } from '../videos/videos.public';
import { type FoundSearch, findSearch } from './queries/search-catalogue';

/** Distinct searches a node keeps: up to 20 video cards each (≈ 20 KB), so at most about 10 MB. */
const MAX_QUERIES = 500;
/** How long what a search found is reused when nothing announced a change: its cards' counts lag this much at most. */
const TTL_MS = 30_000;

/**
 * What popular searches found, kept per api node (docs/decisions/0039-scale-out.md): ranking costs
 * ≈ 30 ms of database CPU at 1,000,000 videos, reading and presenting 20 cards about 2 ms of the
 * node's. Kept: the ranking and the videos' cards, the same for everyone (counts may lag up to the TTL,
 * as on the home page); the channels' cards, which show the searcher's own subscription, are read on
 * every request. Any change of what ranks or shows drops everything on every node at once:
 * a video's access (private, removed, deleted: the fan-out that revokes playback grants), a video's
 * edits (title, description, captions, a new rendition published), a channel's edits or deletion. A
 * search that was being run when that happened is served once but never kept (cache/clocked-lru.ts).
 * What nothing announces (view counts, an author's new display name) shows at most TTL_MS late.
 */
export class SearchCache {
  private readonly held: LRUCache<string, FoundSearch, { query: SearchQuery; config: SearchConfig }>;
  private readonly unsubscribe: () => void;
  /** When a change was last announced (Date.now): a replica must hold it before it refills the cache. */
  private changedAt = systemClock.now().getTime();

  constructor(deps: Pick<AppContext, 'db' | 'realtime' | 'clock'>, ttlMs = TTL_MS) {
    this.held = clockedLru(deps.clock, {
      max: MAX_QUERIES,
      ttlMs,
      fetchMethod: (_key, _stale, { context }) =>
        findSearch(deps, context.query, context.config, this.changedAt),
    });
    const clear = () => {
      this.changedAt = systemClock.now().getTime();
      this.held.clear();
    };
    this.unsubscribe = dropOn(
      deps.realtime,
      [VIDEO_ACCESS_TOPIC, VIDEO_CHANGED_TOPIC, CHANNEL_CHANGED_TOPIC],
      clear,
      clear,
    );
  }

  async find(query: SearchQuery, config: SearchConfig): Promise<FoundSearch> {
    return (await this.held.fetch(keyOf(query, config), { context: { query, config } })) as FoundSearch;
  }

  close(): void {
    this.unsubscribe();
  }
}

/** Every parameter the ranking depends on, in a fixed order (the searcher is not one of them). */
const keyOf = (q: SearchQuery, config: SearchConfig) =>
  JSON.stringify([config, q.q, q.type, q.duration, q.date, q.topic ?? null, q.sort, q.page]);

import type { LRUCache } from 'lru-cache';
import type { Home } from '../../../../domain/api/discovery';
import { HOME_THEMES } from '../../../../domain/discovery';
import { clockedLru } from '../../../cache/clocked-lru';
import { systemClock } from '../../../clock';
import type { AppContext } from '../../../context';
import { dropOn } from '../../../realtime/drop-on';
import {
  isDemoPreparing,
  loadVideoCard,
  presentVideoCard,
  publicVideosPage,
  VIDEO_ACCESS_TOPIC,
} from '../../videos/videos.public';
import { listThemeVideos, listTrending } from '../discovery.repository';

const ROW = 12;
const LATEST = 24;

/**
 * Builds the home page's lists: seven index-served queries, run together, on the replica when it
 * holds every commit before `since` (DatabaseHandle.read).
 */
export async function buildHome(ctx: Pick<AppContext, 'db'>, since?: number): Promise<Home> {
  const db = ctx.db.read(since);
  const [trending, latest, ...themeRows] = await Promise.all([
    listTrending(db, ROW),
    publicVideosPage(db, { limit: LATEST }),
    ...HOME_THEMES.map((theme) => listThemeVideos(db, theme, ROW)),
  ]);
  // The most trending video with a picture; with no trend yet (a new site), the newest one.
  const heroRow =
    trending.find((r) => r.video.posterUrl ?? r.video.thumbnailUrl) ??
    trending[0] ??
    (latest.items[0] ? await loadVideoCard(db, latest.items[0].id) : null);
  const hero = heroRow
    ? { ...presentVideoCard(heroRow), description: heroRow.video.description.slice(0, 300) }
    : null;
  return {
    hero,
    trending: trending.map(presentVideoCard),
    themes: HOME_THEMES.map((theme, i) => ({ theme, items: themeRows[i]!.map(presentVideoCard) })).filter(
      (row) => row.items.length > 0,
    ),
    latest,
    demoPreparing: latest.items.length === 0 && (await isDemoPreparing(ctx)),
  };
}

/** An empty home is kept only briefly: a newcomer's page asks again soon, for the first video. */
const EMPTY_TTL_MS = 2000;

/**
 * The home payload is the same for every viewer, so each api node keeps it for a few seconds
 * (one build per node per TTL, however many visitors; concurrent requests share one build). A
 * video made private, monetized or deleted leaves it at once: the access fan-out that revokes
 * playback grants also drops this copy, and a build that started before is served, never kept.
 */
export class HomeCache {
  private readonly held: LRUCache<'home', Home>;
  private readonly unsubscribe: () => void;
  /** When a change was last announced (Date.now): a replica must hold it before it rebuilds the page. */
  private changedAt = systemClock.now().getTime();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>,
    ttlMs = 15_000,
  ) {
    this.held = clockedLru<'home', Home>(ctx.clock, {
      max: 1,
      ttlMs,
      fetchMethod: async (_key, _stale, { options }) => {
        const home = await buildHome(this.ctx, this.changedAt);
        if (home.latest.items.length === 0) options.ttl = Math.min(EMPTY_TTL_MS, ttlMs);
        return home;
      },
    });
    const clear = () => this.clear();
    this.unsubscribe = dropOn(ctx.realtime, [VIDEO_ACCESS_TOPIC], clear, clear);
  }

  async get(): Promise<Home> {
    return (await this.held.fetch('home')) as Home;
  }

  clear(): void {
    this.changedAt = systemClock.now().getTime();
    this.held.clear();
  }

  close(): void {
    this.unsubscribe();
  }
}

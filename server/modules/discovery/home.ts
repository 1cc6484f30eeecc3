import type { Home } from '../../../domain/api/discovery';
import { HOME_THEMES } from '../../../domain/discovery';
import type { AppContext } from '../../context';
import { RECONNECTED_TOPIC } from '../../realtime/hub';
import {
  isDemoPreparing,
  loadVideoCard,
  presentVideoCard,
  publicVideosPage,
  VIDEO_ACCESS_TOPIC,
} from '../videos/videos.public';
import { listThemeVideos, listTrending } from './discovery.repository';

const ROW = 12;
const LATEST = 24;

/** Builds the home page's lists: seven index-served queries, run together. */
export async function buildHome(ctx: Pick<AppContext, 'db'>): Promise<Home> {
  const db = ctx.db.db;
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
 * (one build per node per TTL, however many visitors). A video made private, monetized or deleted
 * leaves it at once: the access fan-out that revokes playback grants also drops this copy.
 */
export class HomeCache {
  private value: { home: Home; builtAt: number } | null = null;
  private building: Promise<Home> | null = null;
  /** Bumped by clear(): a build that started before an invalidation is served once, never kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime'>,
    private readonly ttlMs = 15_000,
  ) {
    const offAccess = ctx.realtime.subscribe(VIDEO_ACCESS_TOPIC, () => this.clear());
    const offReconnect = ctx.realtime.subscribe(RECONNECTED_TOPIC, () => this.clear());
    this.unsubscribe = () => {
      offAccess();
      offReconnect();
    };
  }

  async get(): Promise<Home> {
    const ttl = this.value?.home.latest.items.length === 0 ? EMPTY_TTL_MS : this.ttlMs;
    if (this.value && Date.now() - this.value.builtAt < ttl) return this.value.home;
    // Concurrent requests share one build.
    const generation = this.generation;
    this.building ??= buildHome(this.ctx)
      .then((home) => {
        if (generation === this.generation) this.value = { home, builtAt: Date.now() };
        return home;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  clear(): void {
    this.value = null;
    this.building = null;
    this.generation++;
  }

  close(): void {
    this.unsubscribe();
  }
}

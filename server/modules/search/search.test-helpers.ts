import { eq } from 'drizzle-orm';
import type { SearchResults, SearchSuggestions } from '../../../domain/api/search';
import type { ChannelTopic } from '../../../domain/channels';
import { channels, user, videos } from '../../db/schema';
import type { createTestApp } from '../../test/test-context';

export type SearchTestApp = Awaited<ReturnType<typeof createTestApp>>;
/** Factories need only the context (the permission matrix has its own app). */
type WithContext = Pick<SearchTestApp, 'ctx'>;

export async function addOwner(t: WithContext, id: string): Promise<string> {
  await t.ctx.db.db.insert(user).values({ id, name: id, email: `${id}@search.example` });
  return id;
}

export async function addChannel(
  t: WithContext,
  ownerId: string,
  values: { name: string; description?: string; topics?: ChannelTopic[]; subscriberCount?: number },
): Promise<string> {
  const [row] = await t.ctx.db.db
    .insert(channels)
    .values({ ownerId, ...values })
    .returning({ id: channels.id });
  return row!.id;
}

const DAY_MS = 24 * 3600 * 1000;

/** A watchable public video (override visibility, publishedAt… to make it otherwise). */
export async function addVideo(
  t: WithContext,
  ownerId: string,
  values: Partial<typeof videos.$inferInsert> & { title: string; ageDays?: number },
): Promise<string> {
  const { ageDays = 1, ...rest } = values;
  const [row] = await t.ctx.db.db
    .insert(videos)
    .values({
      ownerId,
      status: 'ready',
      durationS: 300,
      sourceKey: 'videos/none/source-1.mp4',
      sourceFormat: 'mp4',
      sourceBytes: 1000,
      renditions: [{ width: 426, height: 240, bandwidth: 600_000 }],
      publishedAt: new Date(t.ctx.clock.now().getTime() - ageDays * DAY_MS),
      ...rest,
    })
    .returning({ id: videos.id });
  return row!.id;
}

export async function updateVideo(t: WithContext, id: string, values: Partial<typeof videos.$inferInsert>) {
  await t.ctx.db.db.update(videos).set(values).where(eq(videos.id, id));
}

export async function updateChannel(
  t: WithContext,
  id: string,
  values: Partial<typeof channels.$inferInsert>,
) {
  await t.ctx.db.db.update(channels).set(values).where(eq(channels.id, id));
}

export function searchClient(t: SearchTestApp) {
  const request = (path: string, params: Record<string, string | number>, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers,
    });
  return {
    request,
    /** The results, or throws with the body when the status is not 200. */
    async search(params: Record<string, string | number>, headers?: Record<string, string>) {
      const res = await request('/api/search', params, headers);
      if (res.statusCode !== 200) throw new Error(`search ${res.statusCode}: ${res.body}`);
      return res.json() as SearchResults;
    },
    async suggest(q: string) {
      const res = await request('/api/search/suggest', { q });
      if (res.statusCode !== 200) throw new Error(`suggest ${res.statusCode}: ${res.body}`);
      return (res.json() as SearchSuggestions).suggestions;
    },
  };
}

/** The titles of the videos found, in order. */
export const titles = (r: SearchResults) => r.videos.map((v) => v.title);

import type { SearchResults, SearchSuggestions } from '../../../domain/api/search';
import type { ChannelTopic } from '../../../domain/channels';
import type { channels, videos } from '../../db/schema';
import type { createTestApp } from '../../test/test-context';
import { insertMember } from '../accounts/accounts.test-helpers';
import { CHANNEL_CHANGED_TOPIC } from '../channels/channels.public';
import {
  updateChannel as channelRowChange,
  deleteChannelRow,
  insertChannel,
} from '../channels/channels.test-helpers';
import { VIDEO_CHANGED_TOPIC } from '../videos/videos.public';
import { insertVideoRow, updateVideo as videoRowChange } from '../videos/videos.test-helpers';

export type SearchTestApp = Awaited<ReturnType<typeof createTestApp>>;
/** Factories need only the context (the permission matrix has its own app). */
type WithContext = Pick<SearchTestApp, 'ctx'>;

export const addOwner = (t: WithContext, id: string) =>
  insertMember(t.ctx, id, { email: `${id}@search.example` });

export const addChannel = (
  t: WithContext,
  ownerId: string,
  values: { name: string; description?: string; topics?: ChannelTopic[]; subscriberCount?: number },
) => insertChannel(t.ctx, ownerId, values);

const DAY_MS = 24 * 3600 * 1000;

/** A watchable public video (override visibility, publishedAt… to make it otherwise). */
export async function addVideo(
  t: WithContext,
  ownerId: string,
  values: Partial<typeof videos.$inferInsert> & { title: string; ageDays?: number },
): Promise<string> {
  const { ageDays = 1, ...rest } = values;
  return insertVideoRow(t.ctx, {
    ownerId,
    status: 'ready',
    durationS: 300,
    sourceKey: 'videos/none/source-1.mp4',
    sourceFormat: 'mp4',
    sourceBytes: 1000,
    renditions: [{ width: 426, height: 240, bandwidth: 600_000 }],
    publishedAt: new Date(t.ctx.clock.now().getTime() - ageDays * DAY_MS),
    ...rest,
  });
}

/**
 * Row edits, announced as the edit commands announce them (manage-video.ts, save-channel.ts): each
 * node's cached rankings drop on these topics (search-cache.ts; "cached rankings" in search.test.ts
 * goes through the commands themselves).
 */
export async function updateVideo(t: WithContext, id: string, values: Partial<typeof videos.$inferInsert>) {
  await videoRowChange(t.ctx, id, values);
  await t.ctx.realtime.publish(VIDEO_CHANGED_TOPIC, { type: 'video.changed', videoId: id });
}

export async function updateChannel(
  t: WithContext,
  id: string,
  values: Partial<typeof channels.$inferInsert>,
) {
  await channelRowChange(t.ctx, id, values);
  await t.ctx.realtime.publish(CHANNEL_CHANGED_TOPIC, { type: 'channel.changed', channelId: id });
}

export async function deleteChannel(t: WithContext, id: string) {
  await deleteChannelRow(t.ctx, id);
  await t.ctx.realtime.publish(CHANNEL_CHANGED_TOPIC, { type: 'channel.changed', channelId: id });
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

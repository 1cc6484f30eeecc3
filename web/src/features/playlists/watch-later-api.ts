import type { SavedState, WatchLaterHolding } from '@domain/api/playlists';
import { WATCH_LATER_LOOKUP_MAX } from '@domain/playlists.rules';
import { api } from '@/lib/api';
import { batched } from '@/lib/batch';

/** What every card's watch later button calls: kept apart from playlists-api, which only pages need. */
export const watchLaterApi = {
  holding: (videoIds: string[]) =>
    api<WatchLaterHolding>(`/api/me/watch-later/holding?videoIds=${videoIds.join(',')}`),
  save: (videoId: string, saved: boolean) =>
    api<SavedState>(`/api/me/watch-later/items/${videoId}`, { method: saved ? 'PUT' : 'DELETE' }),
};

/** Whether this profile's watch later holds the video: the cards on screen ask in one request. */
export const inWatchLater = batched(WATCH_LATER_LOOKUP_MAX, async (videoIds: string[]) => {
  const held = new Set((await watchLaterApi.holding(videoIds)).videoIds);
  return (videoId: string) => held.has(videoId);
});

import type { Playlist, PlaylistPage, PlaylistWithItems, SavedIn, SavedState } from '@domain/api/playlists';
import type { PlaylistVisibility } from '@domain/playlists.rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/playlists.ts). */
export type { Playlist, PlaylistItem, PlaylistPage, PlaylistWithItems, SavedIn } from '@domain/api/playlists';

import { playlistKeys } from './playlist-keys';

export { playlistKeys };

const withCursor = (path: string, cursor?: string) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

export interface PlaylistFields {
  title?: string;
  description?: string;
  visibility?: PlaylistVisibility;
}

export const playlistsApi = {
  mine: (cursor?: string) => api<PlaylistPage>(withCursor('/api/me/playlists', cursor)),
  one: (id: string, cursor?: string) => api<PlaylistWithItems>(withCursor(`/api/playlists/${id}`, cursor)),
  watchLater: (cursor?: string) => api<PlaylistWithItems>(withCursor('/api/me/watch-later', cursor)),
  savedIn: (videoId: string) => api<SavedIn>(`/api/me/playlists/containing?videoId=${videoId}`),
  channel: (channelId: string, cursor?: string) =>
    api<PlaylistPage>(withCursor(`/api/channels/${channelId}/playlists`, cursor)),
  create: (fields: PlaylistFields & { title: string; videoId?: string }) =>
    api<Playlist>('/api/playlists', { method: 'POST', json: fields }),
  update: (id: string, fields: PlaylistFields) =>
    api<Playlist>(`/api/playlists/${id}`, { method: 'PATCH', json: fields }),
  remove: (id: string) => api<null>(`/api/playlists/${id}`, { method: 'DELETE' }),
  save: (playlistId: string, videoId: string, saved: boolean) =>
    api<SavedState>(`/api/playlists/${playlistId}/items/${videoId}`, { method: saved ? 'PUT' : 'DELETE' }),
  move: (playlistId: string, videoId: string, afterVideoId: string | null) =>
    api<null>(`/api/playlists/${playlistId}/items/${videoId}/position`, {
      method: 'PUT',
      json: { afterVideoId },
    }),
};

/** The member's lists: this profile's watch later first, then their playlists. */
export function useMyPlaylists(enabled = true) {
  return useInfiniteQuery({
    queryKey: playlistKeys.mine,
    queryFn: ({ pageParam }) => playlistsApi.mine(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** A list and its videos in order, page by page ("show more"). */
export function usePlaylist(id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: playlistKeys.one(id),
    queryFn: ({ pageParam }) => playlistsApi.one(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && Boolean(id),
  });
}

/** Which of the member's lists hold the video (the save dialog). */
export function useSavedIn(videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: playlistKeys.savedIn(videoId),
    queryFn: () => playlistsApi.savedIn(videoId),
    enabled,
    staleTime: 0,
  });
}

/** A member's public playlists, for their channel page. */
export function useChannelPlaylists(channelId: string) {
  return useQuery({
    queryKey: playlistKeys.channel(channelId),
    queryFn: () => playlistsApi.channel(channelId),
  });
}

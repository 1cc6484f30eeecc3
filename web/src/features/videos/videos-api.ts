import type { VideoInfo, VideoSort, VideoStatus, VideoVisibility } from '@domain/videos';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface VideoCard {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  posterUrl: string | null;
  durationS: number;
  viewCount: number;
  likeCount: number;
  monetized: boolean;
  visibility: VideoVisibility;
  status: VideoStatus;
  publishedAt: string | null;
  createdAt: string;
  channel: { id: string; name: string; imageUrl: string | null } | null;
  owner: { id: string; username: string | null; displayName: string; avatarUrl: string | null };
}

export interface OwnVideo extends VideoCard {
  progress: number;
  failureReason: string | null;
}

export interface VideoDetail extends OwnVideo {
  description: string;
  replacing: boolean;
  access: 'watch' | 'locked';
  likedByMe: boolean;
  resumeAtS: number;
  playback: { masterUrl: string; token: string; qualities: number[]; expiresAt: string } | null;
  abilities: { edit: boolean; delete: boolean; like: boolean };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const videoKeys = {
  feed: ['videos', 'feed'] as const,
  one: (id: string) => ['videos', id] as const,
  more: (id: string) => ['videos', id, 'more'] as const,
  channel: (channelId: string) => ['videos', 'channel', channelId] as const,
  mine: (q: object) => ['videos', 'mine', q] as const,
  dashboard: ['dashboard'] as const,
};

export const videosApi = {
  feed: (cursor?: string) => api<Page<VideoCard>>(`/api/videos${cursor ? `?cursor=${cursor}` : ''}`),
  channel: (channelId: string, cursor?: string) =>
    api<Page<VideoCard>>(`/api/channels/${channelId}/videos${cursor ? `?cursor=${cursor}` : ''}`),
  get: (id: string) => api<VideoDetail>(`/api/videos/${id}`),
  more: (id: string) => api<{ items: VideoCard[] }>(`/api/videos/${id}/more`),
  publish: (fields: VideoInfo & { uploadId: string }, thumbnail: File) => {
    const body = new FormData();
    body.append('title', fields.title);
    body.append('description', fields.description);
    body.append('channelId', fields.channelId ?? '');
    body.append('visibility', fields.visibility);
    body.append('monetized', String(fields.monetized));
    body.append('uploadId', fields.uploadId);
    body.append('thumbnail', thumbnail);
    return api<{ id: string }>('/api/videos', { method: 'POST', body });
  },
  update: (id: string, info: VideoInfo) =>
    api<VideoDetail>(`/api/videos/${id}`, { method: 'PATCH', json: info }),
  remove: (id: string) => api<void>(`/api/videos/${id}`, { method: 'DELETE' }),
  setThumbnail: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<{ thumbnailUrl: string }>(`/api/videos/${id}/thumbnail`, { method: 'POST', body });
  },
  replaceSource: (id: string, uploadId: string) =>
    api<void>(`/api/videos/${id}/source`, { method: 'POST', json: { uploadId } }),
  retry: (id: string) => api<void>(`/api/videos/${id}/retry`, { method: 'POST' }),
  like: (id: string, liked: boolean) =>
    api<{ liked: boolean; likeCount: number }>(`/api/videos/${id}/like`, {
      method: liked ? 'PUT' : 'DELETE',
    }),
  heartbeat: (id: string, beat: { positionS: number; playing: boolean; playbackToken: string }) =>
    api<{ validated: boolean; viewCount: number }>(`/api/videos/${id}/heartbeat`, {
      method: 'POST',
      json: beat,
    }),
  mine: (q: { sort: VideoSort; order: 'asc' | 'desc'; page: number; pageSize: number }) =>
    api<{ items: OwnVideo[]; total: number }>(
      `/api/me/videos?sort=${q.sort}&order=${q.order}&page=${q.page}&pageSize=${q.pageSize}`,
    ),
  dashboard: () =>
    api<{
      stats: { videos: number; views: number; likes: number; subscribers: number };
      channels: {
        id: string;
        name: string;
        imageUrl: string | null;
        videoCount: number;
        subscriberCount: number;
      }[];
    }>('/api/me/dashboard'),
};

/**
 * While a video is processing its page also polls, slowly: the realtime socket brings progress at
 * once, this keeps a page without the socket (proxy, visitor) moving.
 */
export const processingPoll = (video: { status: VideoStatus } | undefined) =>
  video && video.status === 'processing' ? 5000 : false;

export function useVideo(id: string) {
  return useQuery({
    queryKey: videoKeys.one(id),
    queryFn: () => videosApi.get(id),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => processingPoll(query.state.data),
  });
}

export function useFeed() {
  return useInfiniteQuery({
    queryKey: videoKeys.feed,
    queryFn: ({ pageParam }) => videosApi.feed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

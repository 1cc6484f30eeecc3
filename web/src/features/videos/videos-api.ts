import type {
  ChannelManagement,
  CreatedVideo,
  Dashboard,
  HeartbeatResponse,
  LikeResponse,
  MoreVideos,
  OwnVideoList,
  ThumbnailResponse,
  VideoDetail,
  VideoPage,
} from '@domain/api/videos';
import type { VideoInfo, VideoInfoPatch, VideoSort, VideoStatus } from '@domain/videos';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { beatOnSocket } from '@/lib/realtime';
import { sharedKeys } from '@/lib/shared-keys';

/** Types inferred from the API's response schemas (domain/api/videos.ts): one contract, written once. */
export type { OwnVideo, VideoCard, VideoDetail, VideoPage } from '@domain/api/videos';

export const videoKeys = {
  all: ['videos'] as const,
  feed: ['videos', 'feed'] as const,
  one: (id: string) => ['videos', id] as const,
  more: (id: string) => ['videos', id, 'more'] as const,
  channel: (channelId: string) => ['videos', 'channel', channelId] as const,
  /** Every page of the creator's own videos, whatever the filter. */
  allMine: ['videos', 'mine'] as const,
  mine: (q: object) => ['videos', 'mine', q] as const,
  dashboard: sharedKeys.dashboard,
};

export const videosApi = {
  feed: (cursor?: string) => api<VideoPage>(`/api/videos${cursor ? `?cursor=${cursor}` : ''}`),
  channel: (channelId: string, cursor?: string) =>
    api<VideoPage>(`/api/channels/${channelId}/videos${cursor ? `?cursor=${cursor}` : ''}`),
  get: (id: string) => api<VideoDetail>(`/api/videos/${id}`),
  more: (id: string) => api<MoreVideos>(`/api/videos/${id}/more`),
  publish: (fields: VideoInfo & { uploadId: string }, thumbnail: File) => {
    const body = new FormData();
    body.append('title', fields.title);
    body.append('description', fields.description);
    body.append('channelId', fields.channelId ?? '');
    body.append('visibility', fields.visibility);
    body.append('monetized', String(fields.monetized));
    body.append('uploadId', fields.uploadId);
    body.append('thumbnail', thumbnail);
    return api<CreatedVideo>('/api/videos', { method: 'POST', body });
  },
  /** Only the fields sent change. */
  update: (id: string, patch: VideoInfoPatch) =>
    api<VideoDetail>(`/api/videos/${id}`, { method: 'PATCH', json: patch }),
  remove: (id: string) => api<void>(`/api/videos/${id}`, { method: 'DELETE' }),
  setThumbnail: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<ThumbnailResponse>(`/api/videos/${id}/thumbnail`, { method: 'POST', body });
  },
  replaceSource: (id: string, uploadId: string) =>
    api<void>(`/api/videos/${id}/source`, { method: 'POST', json: { uploadId } }),
  retry: (id: string) => api<void>(`/api/videos/${id}/retry`, { method: 'POST' }),
  like: (id: string, liked: boolean) =>
    api<LikeResponse>(`/api/videos/${id}/like`, {
      method: liked ? 'PUT' : 'DELETE',
    }),
  /**
   * The player's heartbeat: on the tab's realtime socket when it is open (a fraction of a request's
   * cost to the server), over HTTP otherwise or when the socket says so. Resolves with the video's
   * new view count when this beat validated a view, else null; errors as ApiError either way.
   */
  heartbeat: async (
    id: string,
    beat: { positionS: number; playing: boolean; playbackToken: string },
  ): Promise<number | null> => {
    const answer = await beatOnSocket({ videoId: id, ...beat });
    if (answer === 'sent') return null;
    if (answer && 'validated' in answer) return answer.viewCount;
    if (answer && 'error' in answer) throw new ApiError(answer.status, answer.error, answer.error);
    const posted = await api<HeartbeatResponse>(`/api/videos/${id}/heartbeat`, {
      method: 'POST',
      json: beat,
    });
    return posted.validated ? posted.viewCount : null;
  },
  mine: (q: { sort: VideoSort; order: 'asc' | 'desc'; page: number; pageSize: number }) =>
    api<OwnVideoList>(`/api/me/videos?sort=${q.sort}&order=${q.order}&page=${q.page}&pageSize=${q.pageSize}`),
  dashboard: () => api<Dashboard>('/api/me/dashboard'),
  /** A channel with all its videos, for its owner. */
  channelManagement: (channelId: string) => api<ChannelManagement>(`/api/channels/${channelId}/manage`),
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
    // Without the realtime socket, a video coming soon is asked for again now and then.
    refetchInterval: (query) =>
      processingPoll(query.state.data) || (isComingSoon(query.state.error) ? 15_000 : false),
  });
}

/** The server's answer for a public video whose first quality is not ready yet (its link was shared early). */
export const isComingSoon = (error: unknown) =>
  error instanceof ApiError && error.code === 'video_coming_soon';

/** The newest public videos; `firstPage` (the home's) saves asking for page one again. */
export function useFeed(firstPage?: VideoPage) {
  return useInfiniteQuery({
    queryKey: videoKeys.feed,
    queryFn: ({ pageParam }) => videosApi.feed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: firstPage ? { pages: [firstPage], pageParams: [undefined] } : undefined,
    staleTime: 60_000,
  });
}

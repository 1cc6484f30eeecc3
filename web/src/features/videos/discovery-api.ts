import type { ContinueWatching, Home } from '@domain/api/discovery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { ContinueWatching, Home } from '@domain/api/discovery';

export const discoveryKeys = {
  home: ['discovery', 'home'] as const,
  continueWatching: ['discovery', 'continue-watching'] as const,
};

export const discoveryApi = {
  home: () => api<Home>('/api/home'),
  continueWatching: () => api<ContinueWatching>('/api/me/continue-watching'),
  hide: (videoId: string) => api<void>(`/api/me/continue-watching/${videoId}`, { method: 'DELETE' }),
};

export function useHome() {
  return useQuery({
    queryKey: discoveryKeys.home,
    queryFn: discoveryApi.home,
    staleTime: 60_000,
    // An empty home (a new instance, the demo on its way) looks again every few seconds; a full one
    // every minute, for the "new videos" prompt.
    refetchInterval: (query) => (query.state.data?.latest.items.length === 0 ? 5000 : 60_000),
  });
}

/** Only asked for when a member is signed in (visitors have no history). */
export function useContinueWatching(enabled: boolean) {
  return useQuery({
    queryKey: discoveryKeys.continueWatching,
    queryFn: discoveryApi.continueWatching,
    enabled,
    // Progress changes every time the member watches: never the spec's 5-minute freshness here.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Removes a video from "continue watching" at once; puts it back if the server refuses. */
export function useHideFromContinueWatching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discoveryApi.hide,
    onMutate: async (videoId) => {
      await client.cancelQueries({ queryKey: discoveryKeys.continueWatching });
      const before = client.getQueryData<ContinueWatching>(discoveryKeys.continueWatching);
      if (before)
        client.setQueryData<ContinueWatching>(discoveryKeys.continueWatching, {
          items: before.items.filter((item) => item.video.id !== videoId),
        });
      return { before };
    },
    onError: (_error, _videoId, context) => {
      if (context?.before) client.setQueryData(discoveryKeys.continueWatching, context.before);
    },
  });
}

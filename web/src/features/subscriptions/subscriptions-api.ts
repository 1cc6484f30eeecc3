import type { SubscriptionPage, SubscriptionState } from '@domain/api/subscriptions';
import type { VideoPage } from '@domain/api/videos';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/subscriptions.ts). */
export type { SubscribedChannel, SubscriptionPage, SubscriptionState } from '@domain/api/subscriptions';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  state: (channelId: string) => ['subscriptions', 'state', channelId] as const,
  mine: ['subscriptions', 'mine'] as const,
  feed: ['subscriptions', 'feed'] as const,
};

const withCursor = (path: string, cursor?: string) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export const subscriptionsApi = {
  state: (channelId: string) => api<SubscriptionState>(`/api/channels/${channelId}/subscription`),
  set: (channelId: string, subscribed: boolean) =>
    api<SubscriptionState>(`/api/channels/${channelId}/subscription`, {
      method: subscribed ? 'PUT' : 'DELETE',
    }),
  mine: (cursor?: string) => api<SubscriptionPage>(withCursor('/api/me/subscriptions', cursor)),
  feed: (cursor?: string) => api<VideoPage>(withCursor('/api/me/subscriptions/feed', cursor)),
};

/** Whether the viewer subscribes to the channel, and its count (visitors: never subscribed). */
export function useSubscriptionState(channelId: string, enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.state(channelId),
    queryFn: () => subscriptionsApi.state(channelId),
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}

/** The member's channels, newest subscription first ("show more" loads the next page). */
export function useMySubscriptions(enabled = true) {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ pageParam }) => subscriptionsApi.mine(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}

/** The newest videos of the member's channels. */
export function useSubscriptionFeed(enabled = true) {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.feed,
    queryFn: ({ pageParam }) => subscriptionsApi.feed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}

import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  UnreadCount,
} from '@domain/api/notifications';
import type { NotificationPreferencesPatch } from '@domain/notifications';
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api): one contract, written once. */
export type { Notification, NotificationPage, NotificationPreferences } from '@domain/api/notifications';
export type NotificationPages = InfiniteData<NotificationPage, string | null>;

/** Keyed by member: whoever signs in next in this tab never sees the previous member's cached bell. */
export const notificationKeys = {
  all: ['notifications'] as const,
  member: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};

export const notificationsApi = {
  list: (cursor: string | null) =>
    api<NotificationPage>(`/api/me/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
  unreadCount: () => api<UnreadCount>('/api/me/notifications/unread-count'),
  markRead: (id: string) => api<UnreadCount>(`/api/me/notifications/${id}/read`, { method: 'POST' }),
  markAllRead: () => api<UnreadCount>('/api/me/notifications/read-all', { method: 'POST' }),
  preferences: () => api<NotificationPreferences>('/api/me/notification-preferences'),
  savePreferences: (patch: NotificationPreferencesPatch) =>
    api<NotificationPreferences>('/api/me/notification-preferences', { method: 'PATCH', json: patch }),
};

/**
 * The bell's count. Live events keep it current; it is also read again when the tab comes back to
 * the foreground, in case the socket missed something while the machine slept.
 */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: notificationsApi.unreadCount,
    select: (data) => data.unreadCount,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The member's notifications, newest first, a page at a time (loaded when the bell opens). */
export function useNotifications(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => notificationsApi.list(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useNotificationPreferences(userId: string) {
  return useQuery({ queryKey: notificationKeys.preferences(userId), queryFn: notificationsApi.preferences });
}

/** Every cached notification with `change` applied (pages kept as they are). */
export function mapCachedNotifications(
  pages: NotificationPages | undefined,
  change: (n: Notification) => Notification,
): NotificationPages | undefined {
  return pages && { ...pages, pages: pages.pages.map((p) => ({ ...p, items: p.items.map(change) })) };
}

import type { NotificationRealtimeEvent, UnreadCount } from '@domain/api/notifications';
import { UNREAD_COUNT_CAP } from '@domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime';
import { mapCachedNotifications, type NotificationPages, notificationKeys } from './notifications-api';

type EventOf<T extends NotificationRealtimeEvent['type']> = Extract<NotificationRealtimeEvent, { type: T }>;

/**
 * Keeps the bell live over the realtime socket: a new notification lands on top of the cached list
 * and adds one to the count; "marked as read" in another tab sets the count it reports.
 */
export function useNotificationUpdates(userId: string): void {
  const client = useQueryClient();
  const unreadKey = notificationKeys.unread(userId);
  const listKey = notificationKeys.list(userId);

  useRealtime('notification', (event) => {
    const { notification } = event as unknown as EventOf<'notification'>;
    const cached = client.getQueryData<NotificationPages>(listKey);
    if (cached?.pages.some((p) => p.items.some((n) => n.id === notification.id))) return;
    if (client.getQueryData(unreadKey))
      client.setQueryData<UnreadCount>(unreadKey, (c) =>
        c ? { unreadCount: Math.min(c.unreadCount + 1, UNREAD_COUNT_CAP) } : c,
      );
    else void client.invalidateQueries({ queryKey: unreadKey });
    client.setQueryData<NotificationPages>(listKey, (pages) => {
      const [first, ...rest] = pages?.pages ?? [];
      return pages && first
        ? { ...pages, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] }
        : pages;
    });
  });

  useRealtime('notifications.read', (event) => {
    const { unreadCount } = event as unknown as EventOf<'notifications.read'>;
    client.setQueryData<UnreadCount>(unreadKey, { unreadCount });
    // All read: every cached one is. Otherwise which one changed is not said: read the list again.
    if (unreadCount === 0)
      client.setQueryData<NotificationPages>(listKey, (pages) =>
        mapCachedNotifications(pages, (n) => ({ ...n, read: true })),
      );
    else void client.invalidateQueries({ queryKey: listKey });
  });
}

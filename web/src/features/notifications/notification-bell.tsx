import type { UnreadCount } from '@domain/api/notifications';
import { UNREAD_COUNT_CAP } from '@domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast';
import { notificationView } from './notification-views';
import {
  mapCachedNotifications,
  type Notification,
  type NotificationPages,
  notificationKeys,
  notificationsApi,
  useNotifications,
  useUnreadCount,
} from './notifications-api';
import { useNotificationUpdates } from './use-notification-updates';

/** "99+" from the cap on: the server counts no further. */
const shownCount = (count: number) =>
  count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);

/**
 * The header's bell for signed-in members: the unread count, live over the realtime socket, and a
 * menu of the latest notifications. Opening one marks it read and goes where it points.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(userId).data ?? 0;
  useNotificationUpdates(userId);
  const list = useNotifications(userId, open);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const setCount = (unreadCount: number) =>
    client.setQueryData<UnreadCount>(notificationKeys.unread(userId), { unreadCount });
  const markCached = (read: (n: Notification) => boolean) =>
    client.setQueryData<NotificationPages>(notificationKeys.list(userId), (pages) =>
      mapCachedNotifications(pages, (n) => (read(n) ? { ...n, read: true } : n)),
    );
  const resync = () => void client.invalidateQueries({ queryKey: notificationKeys.member(userId) });

  const markRead = useMutation({
    mutationFn: notificationsApi.markRead,
    onMutate: (id) => {
      markCached((n) => n.id === id);
      if (count < UNREAD_COUNT_CAP) setCount(Math.max(0, count - 1));
    },
    onSuccess: ({ unreadCount }) => setCount(unreadCount),
    onError: resync,
  });
  const markAll = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: () => {
      setCount(0);
      markCached(() => true);
    },
    onError: () => {
      toast.error(t('notifications.markAllError'));
      resync();
    },
  });

  const label =
    count === 0
      ? t('notifications.title')
      : count >= UNREAD_COUNT_CAP
        ? t('notifications.bellMany', { count: UNREAD_COUNT_CAP - 1 })
        : t('notifications.bell', { count });
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative w-8 min-[400px]:w-9">
          {/* Named by its content, not aria-label: the visible badge is then no mismatch with the name. */}
          <span className="sr-only">{label}</span>
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-none text-primary-foreground"
            >
              {shownCount(count)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[calc(100vw-1.5rem)] max-w-sm p-0">
        <div className="flex items-center justify-between gap-2 px-1 pt-1">
          <DropdownMenuLabel className="font-semibold">{t('notifications.title')}</DropdownMenuLabel>
          <DropdownMenuItem
            className="text-xs text-primary"
            disabled={count === 0 || markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications.markAllRead')}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0" />
        <div className="p-1">
          {list.isPending ? (
            <DropdownMenuLabel className="flex justify-center py-6">
              <Spinner aria-label={t('notifications.loading')} />
            </DropdownMenuLabel>
          ) : list.isError ? (
            <DropdownMenuLabel className="py-6 text-center text-muted-foreground">
              {t('notifications.loadError')}
            </DropdownMenuLabel>
          ) : items.length === 0 ? (
            <DropdownMenuLabel className="py-6 text-center text-muted-foreground">
              {t('notifications.empty')}
            </DropdownMenuLabel>
          ) : (
            items.map((notification) => {
              const view = notificationView(notification, t, i18n.language);
              return (
                <DropdownMenuItem
                  key={notification.id}
                  asChild
                  className={cn('items-start gap-3 py-2', !notification.read && 'bg-primary/5')}
                  onSelect={() => {
                    if (!notification.read) markRead.mutate(notification.id);
                  }}
                >
                  <Link to={view.href} data-unread={notification.read ? undefined : true}>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        notification.read ? 'bg-transparent' : 'bg-primary',
                      )}
                    />
                    <span className="min-w-0 flex-1 space-y-0.5 whitespace-normal">
                      {!notification.read && <span className="sr-only">{t('notifications.unread')} : </span>}
                      <span className={cn('block break-words', !notification.read && 'font-medium')}>
                        {view.text}
                      </span>
                      {view.detail && (
                        <span className="block break-words text-xs text-muted-foreground">{view.detail}</span>
                      )}
                      <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
                        {formatRelativeTime(notification.createdAt, language)}
                      </time>
                    </span>
                  </Link>
                </DropdownMenuItem>
              );
            })
          )}
        </div>
        {list.hasNextPage && (
          <>
            <DropdownMenuSeparator className="mx-0" />
            <div className="p-1">
              <DropdownMenuItem
                className="justify-center"
                disabled={list.isFetchingNextPage}
                onSelect={(event) => {
                  event.preventDefault();
                  void list.fetchNextPage();
                }}
              >
                {list.isFetchingNextPage && <Spinner aria-hidden="true" className="size-4" />}
                {t('notifications.showMore')}
              </DropdownMenuItem>
            </div>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

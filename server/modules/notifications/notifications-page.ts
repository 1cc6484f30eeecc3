import type { NotificationPage } from '../../../domain/api/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../domain/notifications';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor, presentNotification } from './notifications.presenter';
import { countUnread, listNotifications } from './notifications.repository';

/** One page of the member's notifications, newest first, and their unread count. */
export async function notificationsPage(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const rows = await listNotifications(db, userId, {
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
    before: decodeCursor(cursor),
  });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
  return {
    items: page.flatMap((row) => presentNotification(row) ?? []),
    nextCursor: more ? encodeCursor(page.at(-1)!) : null,
    unreadCount: await countUnread(db, userId),
  };
}

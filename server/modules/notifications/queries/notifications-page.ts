import type { NotificationPage } from '../../../../domain/api/notifications';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../../domain/notifications';
import type { Database } from '../../../db/client';
import { presentNotification } from '../notifications.presenter';
import { countUnread, listNotifications } from '../notifications.repository';

/** One page of the member's notifications, newest first, and their unread count. */
export async function notificationsPage(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const before = decodeCursor(cursor);
  const rows = await listNotifications(db, userId, {
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
    before: before && { createdAt: before.at, id: before.id },
  });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
  return {
    items: page.flatMap((row) => presentNotification(row) ?? []),
    nextCursor: more ? encodeCursor({ at: page.at(-1)!.createdAt, id: page.at(-1)!.id }) : null,
    unreadCount: await countUnread(db, userId),
  };
}

import type { Notification } from '../../../domain/api/notifications';
import { notificationContentSchema } from '../../../domain/notifications';
import type { NotificationRow } from './notifications.repository';

/**
 * A stored notification as its member sees it, or null when its kind or data no longer reads (a
 * kind from a newer release during a rolling deploy, a shape since changed): such a row is left
 * out rather than breaking the member's whole list.
 */
export function presentNotification(row: NotificationRow): Notification | null {
  const content = notificationContentSchema.safeParse({ kind: row.kind, data: row.data });
  if (!content.success) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    ...content.data,
  };
}

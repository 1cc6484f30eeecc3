import type { NotificationRealtimeEvent } from '../../../../domain/api/notifications';
import type { AppContext } from '../../../context';
import { NotFoundError } from '../../../errors';
import { memberTopic } from '../../../realtime/hub';
import { countUnread, markAllRead, markRead } from '../notifications.repository';

type Deps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'logger'>;

/** The member's other open tabs learn the new count (their bell and list follow). */
async function announce(ctx: Deps, userId: string, unreadCount: number): Promise<void> {
  await ctx.realtime
    .publish(memberTopic(userId), {
      type: 'notifications.read',
      unreadCount,
    } satisfies NotificationRealtimeEvent)
    .catch((err) => ctx.logger.warn({ err, userId }, 'read notifications not published'));
}

/**
 * Marks one of the member's own notifications read (again is fine). Another member's id answers
 * 404 like an unknown one, and changes nothing. Returns the member's unread count after it.
 */
export async function markNotificationRead(ctx: Deps, userId: string, id: string): Promise<number> {
  const found = await markRead(ctx.db.db, userId, id, ctx.clock.now());
  if (!found) throw new NotFoundError('Notification not found.', 'notification_not_found');
  const unreadCount = await countUnread(ctx.db.db, userId);
  await announce(ctx, userId, unreadCount);
  return unreadCount;
}

/** Marks every notification of the member read. */
export async function markAllNotificationsRead(ctx: Deps, userId: string): Promise<0> {
  await markAllRead(ctx.db.db, userId, ctx.clock.now());
  await announce(ctx, userId, 0);
  return 0;
}

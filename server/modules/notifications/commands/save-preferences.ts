import type { NotificationPreferences } from '../../../../domain/api/notifications';
import {
  type NotificationPreferencesPatch,
  notificationPreferencesPatchSchema,
} from '../../../../domain/notifications';
import type { AppContext } from '../../../context';
import { savePreferences } from '../notifications.repository';

/** Changes the member's own notification choices: only those sent (validated again here, not just by the route). */
export async function saveNotificationPreferences(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  const changes = notificationPreferencesPatchSchema.parse(patch);
  return savePreferences(ctx.db.db, userId, changes, ctx.clock.now());
}

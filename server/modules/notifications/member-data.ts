import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';

/**
 * The notifications module's part of a member's data export: every notice kept (read ones go after
 * 90 days, any after a year) and their choices. Deleted with the account by the foreign keys.
 */
export async function exportMemberNotifications(db: Database, userId: string) {
  const [rows, [preferences]] = await Promise.all([
    db
      .select({
        kind: notifications.kind,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        emailNewUploads: notificationPreferences.emailNewUploads,
        emailReports: notificationPreferences.emailReports,
        emailComments: notificationPreferences.emailComments,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
  ]);
  return {
    notifications: rows.map((r) => ({
      kind: r.kind,
      data: r.data,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    notificationPreferences: preferences ?? null,
  };
}

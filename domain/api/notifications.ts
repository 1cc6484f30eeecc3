import { z } from 'zod';
import { notificationContentSchema, UNREAD_COUNT_CAP } from '../notifications';

/** A notification as its member sees it: the kind and its data, when, and whether it was read. */
export const notificationSchema = z.intersection(
  z.object({ id: z.string(), createdAt: z.string(), read: z.boolean() }),
  notificationContentSchema,
);
export type Notification = z.infer<typeof notificationSchema>;

/** Unread notifications, counted up to UNREAD_COUNT_CAP (which the bell shows as "99+"). */
const unreadCount = z.number().int().min(0).max(UNREAD_COUNT_CAP);

/** GET /api/me/notifications: newest first; `nextCursor` asks for the next page. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/me/notifications/unread-count, and both "mark as read" routes. */
export const unreadCountSchema = z.object({ unreadCount });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET and PATCH /api/me/notification-preferences */
export const notificationPreferencesSchema = z.object({
  emailNewUploads: z.boolean(),
  emailReports: z.boolean(),
  /** Replies, mentions and the creator's heart on the member's comments (issue 29). */
  emailComments: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * What the member's realtime topic carries: a new notification, or the unread count after a
 * "mark as read" in another tab.
 */
export type NotificationRealtimeEvent =
  | { type: 'notification'; notification: Notification }
  | { type: 'notifications.read'; unreadCount: number };

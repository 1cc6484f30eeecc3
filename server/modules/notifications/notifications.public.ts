/**
 * What other modules may use of notifications: notifying members inside their own transaction.
 * The kinds and their data are the registry in domain/notifications.ts.
 */
export type { NotificationData, NotificationKind } from '../../../domain/notifications';
export { type NotificationNotice, notifyMembers } from './commands/notify-members';
/** Privacy rights: the notifications' part of a member's data export. */
export { exportMemberNotifications } from './member-data';

import { UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/**
 * A member's notifications and notification preferences are theirs alone: every route acts on the
 * signed-in member's own inbox (reads and writes are filtered by their id, so a notification id of
 * somebody else's answers 404 notification_not_found), admins included. Sanctions take nothing away:
 * a sanctioned member must still read why (moderation's decisions arrive as notifications).
 */
export type NotificationsAction = 'read' | 'mark-read' | 'set-preferences';

export function can(actor: Actor | null, _action: NotificationsAction, inbox: { userId: string }): boolean {
  return actor !== null && actor.userId === inbox.userId;
}

/** The member whose inbox the request acts on: the actor themself (401 for a visitor). */
export function inboxOf(actor: Actor | null, action: NotificationsAction): Actor {
  if (!actor || !can(actor, action, actor)) throw new UnauthenticatedError();
  return actor;
}

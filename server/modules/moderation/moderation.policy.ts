import { isAdmin, may } from '../../../domain/standing';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { sanctionRefusal } from '../../standing/sanction-refusal';

/**
 * Who may report what. Anyone may (a visitor's notice carries their name, email and good faith);
 * a member whose standing takes reporting away (a sanction for misuse) may not, and nobody reports
 * their own video or channel.
 */
export function authorizeReport(
  actor: Actor | null,
  target: { ownerId: string },
  reporter: object | null | undefined,
): void {
  if (!actor) {
    if (!reporter)
      throw new ValidationError(
        'A name, an email and the good-faith statement are required.',
        undefined,
        'reporter_required',
      );
    return;
  }
  // Until when and why, so the report form can say it (a limit for misuse, a suspension).
  if (!may(actor, 'report'))
    throw sanctionRefusal(
      actor,
      'report',
      'report_not_allowed',
      'This account may not send reports at the moment.',
    );
  if (actor.userId === target.ownerId)
    throw new ForbiddenError('You cannot report your own content.', 'report_own_content');
}

/** The queue and its decisions: admins only (401 for a visitor, 403 for a member). */
export function authorizeModeration(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!isAdmin(actor)) throw new ForbiddenError();
}

export const moderationItemNotFound = () =>
  new NotFoundError('No such moderation item.', 'moderation_item_not_found');

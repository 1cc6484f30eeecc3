import { unlockedProfileIds } from '../../../domain/profiles';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** What a member may do with one of their profiles. Another member's profile does not exist for them. */
export type ProfileAction = 'select' | 'edit' | 'delete';

export const profileNotFound = () => new NotFoundError('Profile not found.', 'profile_not_found');
export const profileLocked = () =>
  new ConflictError('This profile is locked until Premium is back.', 'profile_locked');

interface OwnedProfile {
  id: string;
  userId: string;
  isPrimary: boolean;
}

/**
 * Throws unless the actor may act on the profile: 404 when it is not theirs (an id reveals
 * nothing), 409 profile_locked when it lies beyond their plan's limit (except to delete it), 409
 * primary_profile_undeletable for the account's own profile.
 */
export function authorize<P extends OwnedProfile>(
  actor: Actor,
  action: ProfileAction,
  profile: P | undefined,
  all: readonly OwnedProfile[],
): asserts profile is P {
  if (!profile || profile.userId !== actor.userId) throw profileNotFound();
  if (action === 'delete') {
    if (profile.isPrimary)
      throw new ConflictError('The main profile cannot be deleted.', 'primary_profile_undeletable');
    return;
  }
  if (!unlockedProfileIds(all, actor.plan).has(profile.id)) throw profileLocked();
}

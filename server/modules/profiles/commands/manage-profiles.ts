import type { ViewerProfile } from '../../../../domain/api/profiles';
import { maxProfiles, type ProfileAvatar, unlockedProfileIds } from '../../../../domain/profiles';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import { announceMemberChange } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { ensureProfiles } from '../current-profile';
import { authorize, profileNotFound } from '../profiles.policy';
import { presentProfile } from '../profiles.presenter';
import {
  deleteOwnSecondaryProfile,
  insertProfile,
  listProfiles,
  lockPrimaryProfile,
  updateOwnProfile,
} from '../profiles.repository';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'realtime'>;

/**
 * Adds a profile within the plan's limit (primary included). The member's primary row is locked
 * first, so two concurrent creates are counted one after the other and cannot both pass.
 */
export async function createProfile(
  ctx: Ctx,
  actor: Actor,
  input: { name: string; avatar: ProfileAvatar },
): Promise<ViewerProfile> {
  await ensureProfiles(ctx.db.db, actor.userId);
  return withTransaction(ctx, async ({ tx }) => {
    await lockPrimaryProfile(tx, actor.userId);
    const existing = await listProfiles(tx, actor.userId);
    if (existing.length >= maxProfiles(actor.plan))
      throw new ConflictError('Your plan allows no more profiles.', 'profile_limit_reached');
    const row = await insertProfile(tx, { userId: actor.userId, ...input, createdAt: ctx.clock.now() });
    return presentProfile(row, { locked: false, current: false });
  });
}

/** Renames a profile or changes its avatar: only the fields sent change; a locked profile cannot. */
export async function updateProfile(
  ctx: Ctx,
  actor: Actor,
  id: string,
  changes: { name?: string; avatar?: ProfileAvatar },
  currentId: string | null,
): Promise<ViewerProfile> {
  const all = await listProfiles(ctx.db.db, actor.userId);
  authorize(
    actor,
    'edit',
    all.find((p) => p.id === id),
    all,
  );
  const row = await updateOwnProfile(ctx.db.db, actor.userId, id, changes);
  if (!row) throw profileNotFound();
  return presentProfile(row, { locked: false, current: row.id === currentId });
}

/** Deletes a secondary profile, locked or not, with its progress. */
export async function deleteProfile(ctx: Ctx, actor: Actor, id: string): Promise<void> {
  await withTransaction(ctx, async ({ tx, afterCommit }) => {
    await lockPrimaryProfile(tx, actor.userId);
    const all = await listProfiles(tx, actor.userId);
    authorize(
      actor,
      'delete',
      all.find((p) => p.id === id),
      all,
    );
    if (!(await deleteOwnSecondaryProfile(tx, actor.userId, id))) throw profileNotFound();
    // Nodes that remember this profile as a session's current one forget it (server/standing/actor-cache.ts).
    afterCommit(() => announceMemberChange(ctx.realtime, actor.userId));
  });
}

/** Checks the member may watch as this profile (theirs, unlocked); the route then remembers the choice. */
export async function selectProfile(ctx: Ctx, actor: Actor, id: string): Promise<ViewerProfile> {
  const all = await ensureProfiles(ctx.db.db, actor.userId);
  const profile = all.find((p) => p.id === id);
  authorize(actor, 'select', profile, all);
  return presentProfile(profile, {
    locked: !unlockedProfileIds(all, actor.plan).has(profile.id),
    current: true,
  });
}

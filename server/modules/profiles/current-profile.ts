import { PROFILE_AVATARS, PROFILE_NAME_MAX, unlockedProfileIds } from '../../../domain/profiles';
import type { Database } from '../../db/client';
import type { Actor } from '../../standing/actor';
import { insertPrimaryProfile, listProfiles, type ViewerProfileRow } from './profiles.repository';

/** The browser's choice of profile: a preference only, checked against ownership and the plan on every use. */
export const PROFILE_COOKIE = 'kinora_profile';

/** The member's profiles, the primary one created on first need. */
export async function ensureProfiles(db: Database, userId: string): Promise<ViewerProfileRow[]> {
  const rows = await listProfiles(db, userId);
  if (rows.some((p) => p.isPrimary)) return rows;
  await insertPrimaryProfile(db, userId, PROFILE_AVATARS[0], PROFILE_NAME_MAX);
  return listProfiles(db, userId);
}

/** The primary profile's id (created if needed): progress recorded outside any request (tests, jobs). */
export async function primaryProfileId(db: Database, userId: string): Promise<string> {
  const rows = await ensureProfiles(db, userId);
  return rows.find((p) => p.isPrimary)!.id;
}

/**
 * The profile a member watches as: the one the cookie names when it is theirs and unlocked for
 * their plan, otherwise their primary profile. Never trusts the cookie alone.
 */
export async function currentProfileId(
  db: Database,
  actor: Actor,
  chosen: string | undefined,
): Promise<string> {
  const rows = await ensureProfiles(db, actor.userId);
  if (chosen) {
    const unlocked = unlockedProfileIds(rows, actor.plan);
    const match = rows.find((p) => p.id === chosen);
    if (match && unlocked.has(match.id)) return match.id;
  }
  return rows.find((p) => p.isPrimary)!.id;
}

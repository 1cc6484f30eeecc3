import type { ViewerProfile, ViewerProfileList } from '../../../domain/api/profiles';
import type { PlanId } from '../../../domain/plans';
import { maxProfiles, type ProfileAvatar, unlockedProfileIds } from '../../../domain/profiles';
import type { ViewerProfileRow } from './profiles.repository';

export function presentProfile(
  row: ViewerProfileRow,
  flags: { locked: boolean; current: boolean },
): ViewerProfile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ProfileAvatar,
    isPrimary: row.isPrimary,
    locked: flags.locked,
    current: flags.current,
  };
}

/** The member's profiles as their plan sees them: the ones beyond its limit locked. */
export function presentProfileList(
  rows: readonly ViewerProfileRow[],
  plan: PlanId,
  currentId: string | null,
): ViewerProfileList {
  const unlocked = unlockedProfileIds(rows, plan);
  return {
    items: rows.map((row) =>
      presentProfile(row, { locked: !unlocked.has(row.id), current: row.id === currentId }),
    ),
    max: maxProfiles(plan),
    pickOnSignIn: unlocked.size > 1,
  };
}

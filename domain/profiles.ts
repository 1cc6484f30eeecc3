import { z } from 'zod';
import { PLANS, type PlanId } from './plans';

/** Viewer profiles (DESIGN §4 Plans): avatars are presets, so a profile stores no uploaded image. */
export const PROFILE_AVATARS = ['fox', 'owl', 'cat', 'panda', 'koala', 'tiger', 'whale', 'robot'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];

export const PROFILE_NAME_MAX = 30;

export const profileNameSchema = z
  .string({ error: 'profile_name_required' })
  .trim()
  .min(1, 'profile_name_required')
  .max(PROFILE_NAME_MAX, 'profile_name_too_long')
  // A name shows in menus: no control characters (the global guard only refuses NUL).
  .refine(
    (s) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    'invalid_characters',
  );

export const profileAvatarSchema = z.enum(PROFILE_AVATARS, { error: 'invalid_profile_avatar' });

export const createProfileSchema = z.object({ name: profileNameSchema, avatar: profileAvatarSchema });
/** PATCH: only the fields sent change (no defaults). */
export const updateProfileSchema = z
  .object({ name: profileNameSchema.optional(), avatar: profileAvatarSchema.optional() })
  .refine((v) => v.name !== undefined || v.avatar !== undefined, 'nothing_to_update');

export const maxProfiles = (plan: PlanId) => PLANS[plan].maxProfiles;

/**
 * Which profiles a plan unlocks: the primary one, then the oldest others up to the plan's limit.
 * Profiles are given oldest first, primary included; the rest are kept but locked.
 */
export function unlockedProfileIds(
  profiles: readonly { id: string; isPrimary: boolean }[],
  plan: PlanId,
): Set<string> {
  const ordered = [...profiles.filter((p) => p.isPrimary), ...profiles.filter((p) => !p.isPrimary)];
  return new Set(ordered.slice(0, maxProfiles(plan)).map((p) => p.id));
}

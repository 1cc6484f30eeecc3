import { z } from 'zod';
import { PROFILE_AVATARS } from '../profiles';

/** A viewer profile of the signed-in member. */
export const viewerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  isPrimary: z.boolean(),
  /** Kept but unusable until Premium is back (beyond the plan's limit). */
  locked: z.boolean(),
  /** The profile this browser watches as. */
  current: z.boolean(),
});
export type ViewerProfile = z.infer<typeof viewerProfileSchema>;

/** GET /api/me/profiles: the member's profiles, primary first then oldest first. */
export const viewerProfileListSchema = z.object({
  items: z.array(viewerProfileSchema),
  /** The plan's limit (free 1, Premium 5). */
  max: z.number().int(),
  /** Whether the picker should be shown after sign-in (more than one unlocked profile). */
  pickOnSignIn: z.boolean(),
});
export type ViewerProfileList = z.infer<typeof viewerProfileListSchema>;

/** GET /api/me/history: the current profile's watched videos, most recent first (a videoCard page). */

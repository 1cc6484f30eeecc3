/**
 * Features flagged beta (DESIGN §4 Plans): members holding the `qa` role (granted by the QA plan
 * while it is active) see them; nobody else does. A feature with a server part checks the role there
 * too (the feedback form: POST /api/qa/feedback).
 */
export const BETA_FEATURES = {
  /** The floating "Donner mon avis (bêta)" button and its dialog. */
  feedback: { since: '2025-06-01' },
  /** A "Raccourcis clavier" button (and the ? key) on the watch page listing the player's shortcuts. */
  shortcutsHelp: { since: '2025-06-01' },
} as const;

export type BetaFeature = keyof typeof BETA_FEATURES;

/** The role that opens the beta features. */
export const BETA_ROLE = 'qa';

export const isBetaFeature = (name: string): name is BetaFeature => Object.hasOwn(BETA_FEATURES, name);

/** Whether a member with these roles sees a beta feature (visitors have none). */
export function betaFeatureEnabled(
  feature: BetaFeature,
  roles: readonly string[] | null | undefined,
): boolean {
  return isBetaFeature(feature) && Boolean(roles?.includes(BETA_ROLE));
}

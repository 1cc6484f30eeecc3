/**
 * Themed rows of the home page (spec §2: tech, culture, music, sport, matched by keywords). Its own
 * file so the keyword lists (discovery-keywords.ts) and the scoring (discovery.ts) both name the
 * themes without importing each other.
 */
export const HOME_THEMES = ['tech', 'culture', 'music', 'sport'] as const;
export type HomeTheme = (typeof HOME_THEMES)[number];

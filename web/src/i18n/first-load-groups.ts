/**
 * The string groups (top-level keys of locales/<lng>.json) a visitor's first load uses: the shell,
 * the home and watch pages and what they load on their own (the consent dialog, the share menu,
 * the player). Only these come before the first render (the `virtual:first-load-strings/<lng>`
 * modules); the other groups come with the first component that needs them, loaded with
 * lazyWithStrings (other pages, members' menus, QA dialogs). first-load-strings.test.ts walks the
 * first load's modules and fails when this list misses a group they use, or names one they do not.
 */
export const FIRST_LOAD_GROUPS = [
  'ads',
  'common',
  'consent',
  'errors',
  'footer',
  'header',
  'home',
  'notFound',
  // Every card's watch later button and the watch page's "Enregistrer" (cut: FIRST_LOAD_PLAYLIST_KEYS).
  'playlists',
  // The header's search box (cut: FIRST_LOAD_PARTS).
  'search',
  'subscriptions',
  'video',
  'watch',
] as const;

/**
 * Of the `errors` group (one text per API error code, the largest group), only the codes the first
 * load's own pages can show: a like or a retry refused, a playback grant that expired, the generic
 * answers. Every other page brings the complete strings with it (lazyWithStrings); a first-load
 * toast whose code is not here says the generic text of its action (errorKey's fallback) while the
 * rest is fetched. Saves ~3 KB gzip of every language's first load.
 */
export const FIRST_LOAD_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'csrf_rejected',
  'internal_error',
  'service_unavailable',
  'network_error',
  'video_not_found',
  'video_not_failed',
  'video_coming_soon',
  'premium_required',
  'playback_expired',
  'playback_revoked',
] as const;

/**
 * Of the `playlists` group, what every card's watch later button and the watch page's "Enregistrer"
 * button say; the save dialog, the queue and the playlist pages bring the rest (lazyWithStrings).
 * Paths below the group (`save.button` is `playlists.save.button`).
 */
export const FIRST_LOAD_PLAYLIST_KEYS = [
  'watchLater',
  'watchLaterFor',
  'watchLaterAdded',
  'watchLaterRemoved',
  'signInToSave',
  'save.button',
  'save.error',
] as const;

/** The groups the first load carries only part of, and which part (paths below the group). */
export const FIRST_LOAD_PARTS: Partial<Record<(typeof FIRST_LOAD_GROUPS)[number], readonly string[]>> = {
  errors: FIRST_LOAD_ERROR_CODES,
  playlists: FIRST_LOAD_PLAYLIST_KEYS,
  // The header's search box; the filters and results are the search page's.
  search: ['suggestions'],
};

type Strings = { [key: string]: unknown };
const isStrings = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

/** Only the given paths of a group's strings, nested as they were. */
function pick(strings: Strings, paths: readonly string[]): Strings {
  const out: Strings = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = strings;
    for (const part of parts) from = isStrings(from) ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of parts.slice(0, -1)) {
      if (!isStrings(to[part])) to[part] = {};
      to = to[part] as Strings;
    }
    to[parts.at(-1)!] = from;
  }
  return out;
}

/** The first-load part of a language's strings: its first-load groups, those in FIRST_LOAD_PARTS cut to their part. */
export function firstLoadPart(all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    FIRST_LOAD_GROUPS.map((group) => {
      const strings = all[group];
      const part = FIRST_LOAD_PARTS[group];
      return [group, part && isStrings(strings) ? pick(strings, part) : strings];
    }),
  );
}

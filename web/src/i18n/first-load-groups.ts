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
  // Every card's watch later button and the watch page's save dialog and queue (issue 29).
  'playlists',
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

/** The first-load part of a language's strings: its first-load groups, `errors` cut to the codes above. */
export function firstLoadPart(all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    FIRST_LOAD_GROUPS.map((group) => {
      const strings = all[group];
      if (group !== 'errors' || !strings || typeof strings !== 'object') return [group, strings];
      const errors = strings as Record<string, unknown>;
      return [
        group,
        Object.fromEntries(FIRST_LOAD_ERROR_CODES.filter((c) => c in errors).map((c) => [c, errors[c]])),
      ];
    }),
  );
}

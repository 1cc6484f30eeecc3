/**
 * The one table of the web app's pages. The router (web/src/app/router.tsx) is built from it, the
 * server answers these paths with the app shell and 200 (any other non-API path gets the shell's
 * not-found page with a real 404), `private` pages (account and editing pages) carry noindex, and
 * `indexed` ones are in the sitemap with their texts (domain/page-texts.ts, the server's alone).
 * `:id` segments are UUIDs; `:token` segments are opaque ids (letters, digits, _; 8–100); `:slug`
 * segments are lower-case words joined by dashes.
 */
export const APP_ROUTES = [
  { id: 'home', path: '/', private: false, indexed: true },
  { id: 'settings', path: '/settings', private: true },
  { id: 'about', path: '/about', private: false, indexed: true },
  { id: 'faq', path: '/faq', private: false, indexed: true },
  { id: 'pricing', path: '/pricing', private: false, indexed: true },
  { id: 'auth', path: '/auth', private: true },
  { id: 'forgotPassword', path: '/forgot-password', private: true },
  { id: 'passwordReset', path: '/password-reset', private: true },
  { id: 'emailConfirmed', path: '/email-confirmed', private: true },
  { id: 'profile', path: '/profile', private: true },
  { id: 'upload', path: '/upload', private: true },
  { id: 'dashboard', path: '/dashboard', private: true },
  { id: 'watch', path: '/watch/:id', private: false },
  { id: 'channelNew', path: '/channel/new', private: true },
  { id: 'channelManage', path: '/channel/:id/manage', private: true },
  { id: 'channel', path: '/channel/:id', private: false },
  { id: 'videoEdit', path: '/video/:id/edit', private: true },
  { id: 'contact', path: '/contact', private: false, indexed: true },
  { id: 'privacyPolicy', path: '/privacy-policy', private: false, indexed: true },
  { id: 'rules', path: '/conditions-generales-utilisation', private: false, indexed: true },
  // Result pages are endless and thin: kept out of indexes (noindex) like account pages.
  { id: 'search', path: '/search', private: true },
  { id: 'subscriptions', path: '/subscriptions', private: true },
  // Premium and QA plans (issue 13).
  { id: 'profiles', path: '/profiles', private: true },
  { id: 'history', path: '/history', private: true },
  // Watch later and playlists (issue 29): the member's lists, and one list (unlisted ones by link).
  { id: 'playlists', path: '/playlists', private: true },
  { id: 'playlist', path: '/playlists/:id', private: true },
  // A member's own reports and their status (issue 27).
  { id: 'reports', path: '/reports', private: true },
  // The decisions about the member: their statements of reasons and appeals (a `?token=` from the email opens one signed out).
  { id: 'decisions', path: '/decisions', private: true },
  { id: 'decision', path: '/decisions/:id', private: true },
  { id: 'sandboxCheckout', path: '/sandbox/checkout/:token', private: true },
  { id: 'sandboxPortal', path: '/sandbox/portal/:token', private: true },
  // The sandbox payout provider's hosted pages (issue 26): Connect onboarding and the account's dashboard.
  { id: 'sandboxOnboarding', path: '/sandbox/onboarding/:token', private: true },
  { id: 'sandboxPayouts', path: '/sandbox/payouts/:token', private: true },
  { id: 'admin', path: '/admin', private: true },
  { id: 'adminQaFeedback', path: '/admin/qa-feedback', private: true },
  { id: 'adsenseSetup', path: '/adsense-setup', private: true },
  // News (issue 28): the public pages, and the admins' editor (one screen for new and edit).
  { id: 'news', path: '/news', private: false, indexed: true },
  { id: 'newsArticle', path: '/news/:slug', private: false },
  { id: 'adminNews', path: '/admin/news', private: true },
  { id: 'adminNewsNew', path: '/admin/news/new', private: true },
  { id: 'adminNewsEdit', path: '/admin/news/edit/:id', private: true },
  { id: 'adminAudit', path: '/admin/audit', private: true },
  // Admin screens of issue 28 §4–6: the videos table, contact messages, consent records, mail outbox.
  { id: 'adminVideos', path: '/admin/videos', private: true },
  { id: 'adminContact', path: '/admin/contact', private: true },
  { id: 'adminConsent', path: '/admin/consent', private: true },
  { id: 'adminOutbox', path: '/admin/outbox', private: true },
  { id: 'adminMembers', path: '/admin/members', private: true },
  { id: 'adminMember', path: '/admin/members/:id', private: true },
  { id: 'adminModeration', path: '/admin/moderation', private: true },
  { id: 'adminPayouts', path: '/admin/payouts', private: true },
] as const satisfies readonly { id: string; path: string; private: boolean; indexed?: true }[];

/** The informational pages a crawler indexes without running JavaScript (sitemap, served HTML; texts in page-texts.ts). */
export const INDEXED_STATIC_PATHS = APP_ROUTES.filter((r) => 'indexed' in r).map((r) => r.path);

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/:id/g, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')
      .replace(/:token/g, '[A-Za-z0-9_]{8,100}')
      .replace(/:slug/g, '[a-z0-9]+(?:-[a-z0-9]+)*')}$`,
  );
const MATCHERS = APP_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The page a path shows, or null when the app has no such page. */
export function matchAppRoute(pathname: string): (typeof APP_ROUTES)[number] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

export const isClientRoute = (pathname: string) => matchAppRoute(pathname) !== null;

/** Account, editing and admin pages (and unknown paths) are never indexed. */
export function isNoindexPath(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true;
  return matchAppRoute(pathname)?.private ?? true;
}

/** Header search is hidden where it would distract from a task (spec: Header). */
const SEARCH_HIDDEN_PREFIXES = [
  '/upload',
  '/dashboard',
  '/profile',
  '/subscriptions',
  '/settings',
  '/channel',
  '/admin',
];

export function isSearchHidden(pathname: string): boolean {
  return SEARCH_HIDDEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The search URL for a query, or null when there is nothing to search (spec: submits only when non-empty). */
export function searchPath(query: string): string | null {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}

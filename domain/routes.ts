/**
 * The client routes the web app implements. The server answers these with the app shell and status
 * 200; any other non-API path gets the same shell (which shows the not-found page) with status 404,
 * so crawlers and link checkers see real 404s.
 */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/settings$/,
  /^\/about$/,
  /^\/faq$/,
  /^\/pricing$/,
  /^\/auth$/,
  /^\/forgot-password$/,
  /^\/password-reset$/,
  /^\/profile$/,
  /^\/upload$/,
  /^\/dashboard$/,
  /^\/watch\/[0-9a-f-]{36}$/,
  /^\/channel\/new$/,
  /^\/channel\/[0-9a-f-]{36}(\/manage)?$/,
  /^\/video\/[0-9a-f-]{36}\/edit$/,
];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
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

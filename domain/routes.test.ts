import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from './page-texts';
import {
  APP_ROUTES,
  INDEXED_STATIC_PATHS,
  isClientRoute,
  isNoindexPath,
  isSearchHidden,
  matchAppRoute,
  searchPath,
} from './routes';

describe('isSearchHidden', () => {
  it.each([
    '/upload',
    '/dashboard',
    '/profile',
    '/subscriptions',
    '/settings',
    '/channel/new',
    '/channel/abc',
    '/channel/abc/manage',
    '/admin',
    '/admin/news/new',
  ])('hides the search on %s', (path) => expect(isSearchHidden(path)).toBe(true));
  it.each(['/', '/watch/1', '/search', '/pricing', '/news', '/channels', '/administrator', '/uploads'])(
    'shows the search on %s',
    (path) => expect(isSearchHidden(path)).toBe(false),
  );
});

describe('searchPath', () => {
  it('is null for an empty or blank query', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   ')).toBeNull();
  });
  it('encodes the trimmed query', () => {
    expect(searchPath('  chats & chiens ')).toBe('/search?q=chats%20%26%20chiens');
  });
});

describe('isClientRoute', () => {
  it('knows the implemented pages, with or without a trailing slash', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/settings')).toBe(true);
    expect(isClientRoute('/settings/')).toBe(true);
    expect(isClientRoute('/faq')).toBe(true);
  });
  it('rejects anything else', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/settingsx')).toBe(false);
    expect(isClientRoute('/settings/extra')).toBe(false);
  });
});

describe('the route table', () => {
  const id = '0f8fe3a1-1c2b-4d3e-8f90-123456789abc';
  it.each([
    ['/', 'home'],
    [`/watch/${id}`, 'watch'],
    ['/channel/new', 'channelNew'],
    [`/channel/${id}`, 'channel'],
    [`/channel/${id}/manage`, 'channelManage'],
    [`/video/${id}/edit`, 'videoEdit'],
  ])('matches %s to %s', (path, route) => expect(matchAppRoute(path)?.id).toBe(route));
  it('needs real ids', () => {
    expect(matchAppRoute('/watch/42')).toBeNull();
    expect(matchAppRoute(`/watch/${id}/x`)).toBeNull();
  });
  it.each([
    ['/profile', true],
    ['/settings', true],
    ['/auth', true],
    ['/upload', true],
    ['/dashboard', true],
    ['/channel/new', true],
    [`/channel/${id}/manage`, true],
    [`/video/${id}/edit`, true],
    ['/admin', true],
    ['/admin/news', true],
    ['/nope', true],
    ['/', false],
    ['/pricing', false],
    [`/watch/${id}`, false],
    [`/channel/${id}`, false],
  ])('noindex for %s is %s', (path, noindex) => expect(isNoindexPath(path)).toBe(noindex));
  it('has one path per page and unique ids', () => {
    expect(new Set(APP_ROUTES.map((r) => r.id)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });
});

describe('indexed pages', () => {
  it('each have their title and description for crawlers, and only they do', () => {
    const indexed = APP_ROUTES.filter((r) => 'indexed' in r).map((r) => r.id);
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual([...indexed].sort());
    expect(INDEXED_STATIC_PATHS).toContain('/pricing');
    for (const text of Object.values(PAGE_TEXTS)) expect(text.description.length).toBeGreaterThan(20);
  });
});

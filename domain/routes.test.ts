import { describe, expect, it } from 'vitest';
import { isClientRoute, isSearchHidden, searchPath } from './routes';

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

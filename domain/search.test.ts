import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import {
  hasSearchFilters,
  publishedSince,
  SEARCH_CONFIGS,
  SEARCH_MAX_PAGES,
  SEARCH_QUERY_MAX,
  searchQuerySchema,
  suggestQuerySchema,
} from './search';

const issue = (input: unknown) => {
  const result = searchQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('search query', () => {
  it('trims the text and fills the defaults', () => {
    expect(searchQuerySchema.parse({ q: '  cuisine  ' })).toEqual({
      q: 'cuisine',
      type: 'all',
      duration: 'any',
      date: 'any',
      sort: 'relevance',
      page: 1,
    });
  });

  it('needs some text, and not too much', () => {
    expect(issue({})).toBe('search_query_required');
    expect(issue({ q: '' })).toBe('search_query_required');
    expect(issue({ q: ' \t ' })).toBe('search_query_required');
    expect(issue({ q: 'x'.repeat(SEARCH_QUERY_MAX) })).toBeNull();
    expect(issue({ q: ` ${'x'.repeat(SEARCH_QUERY_MAX)} ` })).toBeNull();
    expect(issue({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) })).toBe('search_query_too_long');
    expect(
      suggestQuerySchema.safeParse({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }).error?.issues[0]?.message,
    ).toBe('search_query_too_long');
  });

  it('reads pages from the query string, within bounds', () => {
    expect(searchQuerySchema.parse({ q: 'a', page: '3' }).page).toBe(3);
    expect(issue({ q: 'a', page: String(SEARCH_MAX_PAGES) })).toBeNull();
    expect(issue({ q: 'a', page: String(SEARCH_MAX_PAGES + 1) })).not.toBeNull();
    expect(issue({ q: 'a', page: '0' })).not.toBeNull();
    expect(issue({ q: 'a', page: '1.5' })).not.toBeNull();
  });

  it('accepts only known filters, sorts, topics and languages', () => {
    expect(
      issue({
        q: 'a',
        type: 'channels',
        duration: 'long',
        date: 'year',
        sort: 'views',
        topic: 'music',
        lang: 'de',
      }),
    ).toBeNull();
    for (const bad of [
      { type: 'users' },
      { duration: 'epic' },
      { date: 'decade' },
      { sort: 'random' },
      { topic: 'knitting' },
      { lang: 'xx' },
    ])
      expect(issue({ q: 'a', ...bad })).toEqual(expect.any(String));
  });

  it('tells whether a filter narrows the results', () => {
    const base = { duration: 'any', date: 'any', topic: undefined } as const;
    expect(hasSearchFilters(base)).toBe(false);
    expect(hasSearchFilters({ ...base, duration: 'short' })).toBe(true);
    expect(hasSearchFilters({ ...base, date: 'today' })).toBe(true);
    expect(hasSearchFilters({ ...base, topic: 'music' })).toBe(true);
  });
});

describe('upload date filter', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('reaches back a day, a week, 30 days or 365 days', () => {
    expect(publishedSince('any', now)).toBeNull();
    expect(publishedSince('today', now)?.toISOString()).toBe('2026-06-14T12:00:00.000Z');
    expect(publishedSince('week', now)?.toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(publishedSince('month', now)?.toISOString()).toBe('2026-05-16T12:00:00.000Z');
    expect(publishedSince('year', now)?.toISOString()).toBe('2025-06-15T12:00:00.000Z');
  });
});

describe('search configurations', () => {
  it('has one for every interface language: stems where PostgreSQL has them, exact words otherwise', () => {
    expect(Object.keys(SEARCH_CONFIGS).sort()).toEqual([...LOCALES].sort());
    expect(SEARCH_CONFIGS).toMatchObject({
      fr: 'french',
      en: 'english',
      de: 'german',
      hi: 'simple',
      zh: 'simple',
    });
  });
});

// The zod-free half of search.ts (which re-exports it): the header's search form reads these at first load.
import type { Locale } from './locales';

/** What a search looks for (spec §2: /search "Search results"). */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_TYPES = ['all', 'videos', 'channels'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_SORTS = ['relevance', 'newest', 'views'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_DURATIONS = ['any', 'short', 'medium', 'long'] as const;
export type SearchDuration = (typeof SEARCH_DURATIONS)[number];
export const SEARCH_DATES = ['any', 'today', 'week', 'month', 'year'] as const;
export type SearchDate = (typeof SEARCH_DATES)[number];

/** Results per page, and how deep pages go: a search is a starting point, not a catalogue. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGES = 10;
/** Channels shown above the videos when searching everything. */
export const SEARCH_CHANNEL_STRIP = 4;
/** Typeahead: titles and channel names offered while typing. */
export const SEARCH_SUGGESTIONS_MAX = 8;

/** Duration bands in seconds, [min, max): short under 4 minutes, medium 4–20, long over 20. */
export const DURATION_BANDS: Record<Exclude<SearchDuration, 'any'>, { minS: number; maxS: number | null }> = {
  short: { minS: 0, maxS: 4 * 60 },
  medium: { minS: 4 * 60, maxS: 20 * 60 },
  long: { minS: 20 * 60, maxS: null },
};

const DAY_MS = 24 * 3600 * 1000;
/** How far back each upload-date filter reaches. */
export const DATE_WINDOWS_MS: Record<Exclude<SearchDate, 'any'>, number> = {
  today: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
};

/** The earliest publication date a filter keeps, or null for any date. */
export function publishedSince(date: SearchDate, now: Date): Date | null {
  return date === 'any' ? null : new Date(now.getTime() - DATE_WINDOWS_MS[date]);
}

/**
 * PostgreSQL text-search configuration per interface language: stems where PostgreSQL has them,
 * 'simple' (exact words) otherwise. Every configuration named here is also in the documents
 * (kinora_search_vector in migration 0007): change both together.
 */
export const SEARCH_CONFIGS = {
  fr: 'french',
  en: 'english',
  es: 'spanish',
  pt: 'portuguese',
  de: 'german',
  it: 'italian',
  hi: 'simple',
  zh: 'simple',
} as const satisfies Record<Locale, string>;
export type SearchConfig = (typeof SEARCH_CONFIGS)[Locale];

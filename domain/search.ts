import { z } from 'zod';
import { CHANNEL_TOPICS } from './channels.rules';
import { LOCALES } from './locales';
import {
  SEARCH_DATES,
  SEARCH_DURATIONS,
  SEARCH_MAX_PAGES,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from './search.rules';

// The constants and pure rules live in search.rules.ts (no zod: the header's search form reads them
// at first load); the server keeps importing everything from here.
export * from './search.rules';

/** The typed text: trimmed, not empty, bounded. */
export const searchTextSchema = z
  .string({ error: 'search_query_required' })
  .trim()
  .min(1, { error: 'search_query_required' })
  .max(SEARCH_QUERY_MAX, { error: 'search_query_too_long' });

/** GET /api/search (and the /search page's URL, which carries the same fields). */
export const searchQuerySchema = z.object({
  q: searchTextSchema,
  type: z.enum(SEARCH_TYPES).default('all'),
  duration: z.enum(SEARCH_DURATIONS).default('any'),
  date: z.enum(SEARCH_DATES).default('any'),
  topic: z.enum(CHANNEL_TOPICS).optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGES).default(1),
  /** The searcher's interface language (stems of the query); else their Accept-Language. */
  lang: z.enum(LOCALES).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** GET /api/search/suggest */
export const suggestQuerySchema = z.object({ q: searchTextSchema });
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

/** Whether any filter narrows the results (the empty state then offers to clear them). */
export const hasSearchFilters = (q: Pick<SearchQuery, 'duration' | 'date' | 'topic'>) =>
  q.duration !== 'any' || q.date !== 'any' || q.topic !== undefined;

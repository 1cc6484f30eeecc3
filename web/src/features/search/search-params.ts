import { CHANNEL_TOPICS, type ChannelTopic } from '@domain/channels.rules';
import {
  SEARCH_DATES,
  SEARCH_DURATIONS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type SearchDate,
  type SearchDuration,
  type SearchSort,
  type SearchType,
} from '@domain/search.rules';

/** What the /search URL holds (the page number is not: "Afficher plus" appends pages). */
export interface SearchParams {
  q: string;
  type: SearchType;
  duration: SearchDuration;
  date: SearchDate;
  topic: ChannelTopic | null;
  sort: SearchSort;
}

export const DEFAULT_PARAMS: Omit<SearchParams, 'q'> = {
  type: 'all',
  duration: 'any',
  date: 'any',
  topic: null,
  sort: 'relevance',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the URL leniently: an unknown value (an old or hand-made link) falls back to its default. */
export function readSearchParams(url: URLSearchParams): SearchParams {
  return {
    q: (url.get('q') ?? '').trim(),
    type: oneOf(SEARCH_TYPES, url.get('type'), DEFAULT_PARAMS.type),
    duration: oneOf(SEARCH_DURATIONS, url.get('duration'), DEFAULT_PARAMS.duration),
    date: oneOf(SEARCH_DATES, url.get('date'), DEFAULT_PARAMS.date),
    topic: oneOf<ChannelTopic | ''>(CHANNEL_TOPICS, url.get('topic'), '') || null,
    sort: oneOf(SEARCH_SORTS, url.get('sort'), DEFAULT_PARAMS.sort),
  };
}

/** The URL's query string: defaults left out, so links stay short. */
export function writeSearchParams(params: SearchParams): URLSearchParams {
  const url = new URLSearchParams({ q: params.q });
  for (const key of ['type', 'duration', 'date', 'sort'] as const)
    if (params[key] !== DEFAULT_PARAMS[key]) url.set(key, params[key]);
  if (params.topic) url.set('topic', params.topic);
  return url;
}

export const hasFilters = (p: SearchParams) => p.duration !== 'any' || p.date !== 'any' || p.topic !== null;

/** The /search link for a text, keeping nothing else (a new search starts unfiltered). */
export const searchHref = (q: string) => `/search?${writeSearchParams({ q, ...DEFAULT_PARAMS })}`;

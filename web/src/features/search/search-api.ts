import type { SearchResults, SearchSuggestions } from '@domain/api/search';
import { isLocale } from '@domain/locales';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/lib/api';
import type { SearchParams } from './search-params';

/** Types inferred from the API's response schemas (domain/api/search.ts). */
export type { SearchResults } from '@domain/api/search';

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams, lang: string) => ['search', 'results', params, lang] as const,
  suggest: (text: string) => ['search', 'suggest', text] as const,
};

function query(params: Record<string, string | number | null | undefined>): string {
  const url = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) url.set(key, String(value));
  return url.toString();
}

export const searchApi = {
  search: (params: SearchParams, page: number, lang: string | undefined) =>
    api<SearchResults>(`/api/search?${query({ ...params, page, lang })}`),
  suggest: (text: string, signal?: AbortSignal) =>
    api<SearchSuggestions>(`/api/search/suggest?${query({ q: text })}`, { signal }),
};

/** The interface language, which the server stems the query in. */
function useSearchLanguage(): string | undefined {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lang) ? lang : undefined;
}

/** Results for the URL's search, page after page ("Afficher plus"). */
export function useSearchResults(params: SearchParams) {
  const lang = useSearchLanguage();
  return useInfiniteQuery({
    queryKey: searchKeys.results(params, lang ?? ''),
    queryFn: ({ pageParam }) => searchApi.search(params, pageParam, lang),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: params.q.length > 0,
    // Results of a query typed a while ago are still what it finds; a new filter is a new query.
    staleTime: 60_000,
    retry: false,
  });
}

/** Waits until `value` has not changed for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export const SUGGEST_DEBOUNCE_MS = 150;

/** Typeahead suggestions for what is being typed: debounced, nothing asked for empty text. */
export function useSuggestions(text: string, enabled: boolean) {
  const settled = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const active = enabled && settled.length > 0;
  const result = useQuery({
    queryKey: searchKeys.suggest(settled),
    queryFn: ({ signal }) => searchApi.suggest(settled, signal),
    enabled: active,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return (active && result.data?.suggestions) || NO_SUGGESTIONS;
}
const NO_SUGGESTIONS: string[] = [];

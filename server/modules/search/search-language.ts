import { type Locale, pickLocale } from '../../../domain/locales';
import { SEARCH_CONFIGS, type SearchConfig } from '../../../domain/search';

/** The languages of an Accept-Language header, most preferred first ("de-CH, en;q=0.5" → de-CH, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * Whose stems the query is read with: the interface language the page sends, else the browser's
 * (French when neither is one of ours).
 */
export function searchConfigFor(lang: Locale | undefined, acceptLanguage: string | undefined): SearchConfig {
  return SEARCH_CONFIGS[lang ?? pickLocale(acceptedLanguages(acceptLanguage))];
}

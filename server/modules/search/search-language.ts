import { acceptedLanguages, type Locale, pickLocale } from '../../../domain/locales';
import { SEARCH_CONFIGS, type SearchConfig } from '../../../domain/search';

/**
 * Whose stems the query is read with: the interface language the page sends, else the browser's
 * (French when neither is one of ours).
 */
export function searchConfigFor(lang: Locale | undefined, acceptLanguage: string | undefined): SearchConfig {
  return SEARCH_CONFIGS[lang ?? pickLocale(acceptedLanguages(acceptLanguage))];
}

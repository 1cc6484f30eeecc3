import { type Locale, pickLocale } from '@domain/locales';
import { use, useDeferredValue } from 'react';
import { useTranslation } from '@/i18n/react';
import type { LegalContent, LegalContentModule } from './legal-content';
import { legalValues } from './legal-values';

/**
 * One chunk per language: the legal texts are long, so a visitor downloads only their own language,
 * and only on these pages (never through the shared locale files every page loads).
 */
const LOADERS: Record<Locale, () => Promise<{ default: LegalContentModule }>> = {
  fr: () => import('./content/fr'),
  en: () => import('./content/en'),
  es: () => import('./content/es'),
  pt: () => import('./content/pt'),
  de: () => import('./content/de'),
  it: () => import('./content/it'),
  hi: () => import('./content/hi'),
  zh: () => import('./content/zh'),
};

/** React's `use` reads `status` and `value`: a language already loaded renders at once, never suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const cache = new Map<Locale, TrackedPromise<LegalContent>>();

export function loadLegalContent(locale: Locale): Promise<LegalContent> {
  let content = cache.get(locale);
  if (!content) {
    const loading: TrackedPromise<LegalContent> = LOADERS[locale]().then((module) =>
      module.default(legalValues(locale)),
    );
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      // A failed download (network, new deploy) is tried again on the next render, not cached.
      () => cache.delete(locale),
    );
    cache.set(locale, loading);
    content = loading;
  }
  return content;
}

/**
 * The legal texts in the interface language (French when it is not one of ours). Suspends while a
 * language loads; on a language switch the previous texts stay on screen until the new ones arrive.
 */
export function useLegalContent(): { content: LegalContent; locale: Locale } {
  const { i18n } = useTranslation();
  const locale = useDeferredValue(pickLocale([i18n.resolvedLanguage ?? i18n.language ?? '']));
  return { content: use(loadLegalContent(locale)), locale };
}

import frenchFirstLoad from 'virtual:first-load-strings/fr';
import { LOCALES, type Locale } from '@domain/locales';
import type { LanguageLoaders, Strings } from './translator';

/** French's first-load groups: the default language and every other's fallback, so bundled. */
export const FRENCH_FIRST_LOAD: Strings = frenchFirstLoad;

// One chunk per language for its first-load groups (the import needs a literal specifier).
const FIRST_LOAD: Readonly<Record<Locale, () => Promise<{ default: Strings }>>> = {
  fr: async () => ({ default: frenchFirstLoad }),
  en: () => import('virtual:first-load-strings/en'),
  es: () => import('virtual:first-load-strings/es'),
  pt: () => import('virtual:first-load-strings/pt'),
  de: () => import('virtual:first-load-strings/de'),
  it: () => import('virtual:first-load-strings/it'),
  hi: () => import('virtual:first-load-strings/hi'),
  zh: () => import('virtual:first-load-strings/zh'),
};

// Complete files, imported as text: JSON.parse reads it faster than a script parses the object.
const ALL = import.meta.glob<string>('./locales/*.json', { import: 'default', query: '?raw' });

/**
 * Per language: its first-load groups (a visitor's first page) and its complete strings (the first
 * page outside the first load, app/router.tsx), each a chunk fetched only when needed.
 */
export const LOCALE_LOADERS: Readonly<Record<string, LanguageLoaders>> = Object.fromEntries(
  LOCALES.map((language) => [
    language,
    {
      firstLoad: async () => (await FIRST_LOAD[language]()).default,
      all: async () => JSON.parse(await ALL[`./locales/${language}.json`]!()) as Strings,
    },
  ]),
);

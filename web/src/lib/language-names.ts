import type { Locale } from '@domain/locales';

/** Each language is named in itself, so a reader of that language always finds it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  it: 'Italiano',
  hi: 'हिन्दी',
  zh: '中文',
};

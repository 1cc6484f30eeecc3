import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@domain/locales';
import { loadLanguageFonts } from './fonts';
import { FRENCH_FIRST_LOAD, LOCALE_LOADERS } from './locale-loaders';
import { Translator } from './translator';

export type { TFunction } from './translator';

const i18n = new Translator(DEFAULT_LOCALE, FRENCH_FIRST_LOAD, LOCALE_LOADERS);

export const LANGUAGE_STORAGE_KEY = 'kinora.language';

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stored choice, else the browser's languages, else French (spec §4). */
export function detectLocale(): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  if (typeof navigator !== 'undefined') return pickLocale(navigator.languages ?? [navigator.language]);
  return DEFAULT_LOCALE;
}

export function setLocale(locale: Locale): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  void i18n.changeLanguage(locale);
}

/** Forgets the stored choice and returns to the browser's preference. */
export function resetLocale(): void {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  void i18n.changeLanguage(detectLocale());
}

// The language the text is really in (French while another cannot be loaded).
i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.resolvedLanguage;
});

loadLanguageFonts(i18n);

// Only the current language's first-load groups (and French's, the fallback) are loaded. Waiting here,
// at module level, holds the first render (main.tsx imports this module) until they are in: no
// flash of keys.
await i18n.changeLanguage(detectLocale());

export default i18n;

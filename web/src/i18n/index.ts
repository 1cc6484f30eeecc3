import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@domain/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLanguageFonts } from './fonts';
import { localeBackend } from './locale-backend';

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

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

// Before init: its first languageChanged (the detected language) loads that language's fonts too.
loadLanguageFonts(i18n);

// Only the current language (and French, the fallback) is loaded. Waiting here, at module level,
// holds the first render (main.tsx imports this module) until its strings are in: no flash of keys.
await i18n
  .use(localeBackend())
  .use(initReactI18next)
  .init({
    lng: detectLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

export default i18n;

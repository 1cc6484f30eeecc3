import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@domain/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLanguageFonts } from './fonts';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import it from './locales/it.json';
import pt from './locales/pt.json';
import zh from './locales/zh.json';

export const LANGUAGE_STORAGE_KEY = 'kinora.language';

const resources = { fr, en, es, pt, de, it, hi, zh } satisfies Record<Locale, unknown>;

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

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(resources).map(([lng, t]) => [lng, { translation: t }])),
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;

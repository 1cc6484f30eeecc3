import { DEFAULT_LOCALE } from '@domain/locales';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import fr from './locales/fr.json';

type Translations = Exclude<ResourceKey, string>;
type LocaleLoader = () => Promise<Translations>;

/**
 * Every language but French in its own chunk, fetched only when the interface speaks it. French is
 * bundled: it is the default language and the fallback of every other, so it is always needed.
 */
export const LOCALE_LOADERS: Readonly<Record<string, LocaleLoader>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Translations>(['./locales/*.json', '!./locales/fr.json'], { import: 'default' }),
  ).map(([path, load]) => [path.slice('./locales/'.length, -'.json'.length), load]),
);

/**
 * i18next backend reading the interface's strings. French answers synchronously (init with
 * initAsync: false is complete on return, as component tests expect); another language answers once
 * its chunk arrives, and i18next retries a failed fetch, then falls back to French.
 */
export function localeBackend(
  loaders: Readonly<Record<string, LocaleLoader>> = LOCALE_LOADERS,
): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      if (language === DEFAULT_LOCALE) return callback(null, fr);
      const load = loaders[language];
      if (!load) return callback(new Error(`No strings for the language "${language}"`), false);
      load().then(
        (strings) => callback(null, strings),
        (error: Error) => callback(error, true),
      );
    },
  };
}

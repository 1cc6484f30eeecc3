import {
  ads,
  common,
  consent,
  errors,
  footer,
  header,
  home,
  notFound,
  notifications,
  qa,
  search,
  settings,
  subscriptions,
  theme,
  userMenu,
  video,
  watch,
} from './locales/fr.json';
import type { Strings, StringsLoader } from './translator';

/**
 * The French groups the first load uses: the shell, the home and watch pages and what they load on
 * their own (menus, dialogs, the player). Bundled, so a first visit renders without waiting for a
 * second request; the other groups come with the first page that needs them (app/router.tsx). A
 * test walks the first load's modules and fails when one uses a group missing here.
 */
export const FRENCH_FIRST_LOAD: Strings = {
  ads,
  common,
  consent,
  errors,
  footer,
  header,
  home,
  notFound,
  notifications,
  qa,
  search,
  settings,
  subscriptions,
  theme,
  userMenu,
  video,
  watch,
};

/**
 * Every language's complete strings in its own chunk, fetched when the interface speaks it (or, for
 * French, with the first page outside the first load). Imported as text: a module apart from the
 * bundled groups (the same JSON imported both ways would be bundled whole), and JSON.parse reads it
 * faster than a script.
 */
export const LOCALE_LOADERS: Readonly<Record<string, StringsLoader>> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('./locales/*.json', { import: 'default', query: '?raw' })).map(
    ([path, load]) => [
      path.slice('./locales/'.length, -'.json'.length),
      async () => JSON.parse(await load()),
    ],
  ),
);

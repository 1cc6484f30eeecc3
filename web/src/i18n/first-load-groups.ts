/**
 * The string groups (top-level keys of locales/<lng>.json) a visitor's first load uses: the shell,
 * the home and watch pages and what they load on their own (the consent dialog, the share menu,
 * the player). Only these come before the first render (the `virtual:first-load-strings/<lng>`
 * modules); the other groups come with the first component that needs them, loaded with
 * lazyWithStrings (other pages, members' menus, QA dialogs). first-load-strings.test.ts walks the
 * first load's modules and fails when this list misses a group they use, or names one they do not.
 */
export const FIRST_LOAD_GROUPS = [
  'ads',
  'common',
  'consent',
  'errors',
  'footer',
  'header',
  'home',
  'notFound',
  'search',
  'subscriptions',
  'video',
  'watch',
] as const;

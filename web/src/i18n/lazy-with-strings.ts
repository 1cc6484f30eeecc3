import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import i18n from './index';

/**
 * A component loaded on demand that needs string groups outside the first load (first-load-groups.ts):
 * its chunk and the interface's complete strings are fetched side by side, and it renders once both
 * are in. Every page but home and watch is one (app/router.tsx), and so are members' menus and the
 * QA dialogs. first-load-strings.test.ts stops its walk of the first load at these imports.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's lazy(), any props
export function lazyWithStrings<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), i18n.loadAll()]).then(([module]) => module));
}

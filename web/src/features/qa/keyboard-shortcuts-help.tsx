import { Suspense } from 'react';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useBetaFeature } from '@/lib/use-beta-feature';

// QA members only: the list and Radix's dialog stay out of the watch page's first load.
const ShortcutsDialog = lazyWithStrings(() => import('./shortcuts-dialog'));

/**
 * Beta (QA members): a "Raccourcis clavier" button on the watch page, also opened with "?", listing
 * what the focused player answers to.
 */
export function KeyboardShortcutsHelp() {
  const enabled = useBetaFeature('shortcutsHelp');
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog />
    </Suspense>
  );
}

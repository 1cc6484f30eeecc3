import { Suspense } from 'react';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useBetaFeature } from '@/lib/use-beta-feature';

// QA members only: the dialog, its form and Radix's dialog stay out of everyone else's first load.
const FeedbackDialog = lazyWithStrings(() => import('./feedback-dialog'));

/** QA members' floating "Donner mon avis (bêta)" button: a message about the page they are on. */
export function FeedbackButton() {
  const enabled = useBetaFeature('feedback');
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog />
    </Suspense>
  );
}

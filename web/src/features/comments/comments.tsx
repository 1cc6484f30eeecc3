import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import type { CommentsSectionProps } from './comments-section';

// Below the fold of the watch page: its code and strings come after the player, not with it.
const CommentsSection = lazyWithStrings(() => import('./comments-section'));

/** The watch page's comments section, loaded on its own. */
export function Comments(props: CommentsSectionProps) {
  return (
    <Suspense fallback={<Spinner className="mx-auto size-6" aria-hidden="true" />}>
      <CommentsSection {...props} />
    </Suspense>
  );
}

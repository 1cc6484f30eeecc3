import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import type { CommentsSectionProps } from './comments-section';
import { type ReportComment, ReportCommentContext } from './report-slot';

// Below the fold of the watch page: its code and strings come after the player, not with it.
const CommentsSection = lazyWithStrings(() => import('./comments-section'));

/**
 * The watch page's comments section, loaded on its own. `report` renders the report button of a
 * comment (moderation's, passed in by the page).
 */
export function Comments({ report, ...props }: CommentsSectionProps & { report?: ReportComment }) {
  return (
    <ReportCommentContext.Provider value={report ?? null}>
      <Suspense fallback={<Spinner className="mx-auto size-6" aria-hidden="true" />}>
        <CommentsSection {...props} />
      </Suspense>
    </ReportCommentContext.Provider>
  );
}

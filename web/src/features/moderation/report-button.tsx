import type { ReportItemKind } from '@domain/moderation';
import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';

/** The form is not part of the watch page's first load: it comes, with its strings, on the first press. */
const ReportDialog = lazyWithStrings(() => import('./report-dialog'));

interface ReportButtonProps {
  itemKind: ReportItemKind;
  itemId: string;
  /** A video's length: the form's time range must lie within it. */
  durationS?: number;
  /** A small ghost button among a comment's actions (the label shown from the small breakpoint up). */
  compact?: boolean;
}

/** "Signaler": the first of the two clicks from where a person sees a video, a channel or a comment. */
export function ReportButton({ compact, ...props }: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'sm' : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('watch.report')}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

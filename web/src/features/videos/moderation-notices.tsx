import type { VideoModeration } from '@domain/api/videos';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';

/** The statement of reasons of a decision, where its member reads it and appeals. */
const decisionPath = (decisionId: string) => `/decisions/${decisionId}`;

/**
 * The owner's notice on the watch page of a video moderation removed: nobody else sees the page,
 * and the decision (with the way to appeal) is one link away.
 */
export function RemovedNotice({ decisionId }: { decisionId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/5 px-4 py-3 text-sm"
    >
      <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="min-w-0 flex-1">{t('video.moderation.removedNotice')}</p>
      <Link to={decisionPath(decisionId)} className="font-medium underline underline-offset-4">
        {t('video.moderation.removedLink')}
      </Link>
    </div>
  );
}

/** Why the monetized switch is locked: demonetised until a date, or for good, and by which decision. */
export function MonetizationLockReason({
  id,
  demonetisation,
}: {
  id: string;
  demonetisation: NonNullable<VideoModeration['demonetisation']>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {demonetisation.until
        ? t('video.moderation.lockedUntil', { date: formatDate(demonetisation.until, i18n.language) })
        : t('video.moderation.lockedForGood')}{' '}
      <Link to={decisionPath(demonetisation.decisionId)} className="font-medium underline underline-offset-4">
        {t('video.moderation.seeDecision')}
      </Link>
    </p>
  );
}

/** The watch page loads the notice only for the owner of a removed video. */
export default RemovedNotice;

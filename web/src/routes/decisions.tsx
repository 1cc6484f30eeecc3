import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { sanctionName } from '@/features/moderation/decision-statement';
import { useMyDecisions } from '@/features/moderation/decisions-api';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** /decisions: the moderation decisions about the member, newest first, each opening its statement of reasons. */
export default function DecisionsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('decision.myTitle'));
  const { user, isLoading } = useSession();
  const decisions = useMyDecisions(user?.id);
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const items = decisions.data?.items ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('decision.myTitle')}</h1>
        <p className="text-muted-foreground">{t('decision.myIntro')}</p>
      </div>
      {decisions.isLoading ? (
        <PageLoading />
      ) : decisions.isError ? (
        <LoadError message={t('decision.loadError')} onRetry={() => decisions.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
          <Scale className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{t('decision.empty')}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((decision) => (
            <li key={decision.id} className="space-y-2 rounded-xl border p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/decisions/${decision.id}`} className="font-mono text-xs underline">
                  {decision.reference}
                  <span className="sr-only"> {t('decision.open')}</span>
                </Link>
                {decision.appeal.status && (
                  <Badge variant={decision.appeal.status === 'open' ? 'secondary' : 'outline'}>
                    {t(`decision.appeal.statuses.${decision.appeal.status}`)}
                  </Badge>
                )}
              </div>
              <p className="break-words">
                <span className="text-muted-foreground">{t(`report.kinds.${decision.itemKind}`)} · </span>
                {decision.targetTitle ?? t('report.itemGone')}
              </p>
              <p>{decision.sanctions.map((s) => sanctionName(s, t)).join(', ')}</p>
              <p className="text-muted-foreground">
                {t(`report.reasons.${decision.reason}`)} · {date(decision.decidedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

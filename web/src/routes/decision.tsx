import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { AppealSection } from '@/features/moderation/appeal-section';
import { DecisionStatement } from '@/features/moderation/decision-statement';
import { decisionKeys, decisionsApi } from '@/features/moderation/decisions-api';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/**
 * /decisions/:id: one decision's full statement of reasons and its appeal. A suspended or banned
 * member cannot sign in, so the email's link carries `?token=`, which goes along with every call.
 */
export default function DecisionPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, isLoading } = useSession();
  const decision = useQuery({
    queryKey: decisionKeys.one(id, token),
    queryFn: () => decisionsApi.one(id, token),
    enabled: Boolean(user || token),
    retry: false,
  });
  const data = decision.data;
  usePageTitle(data ? t('decision.title', { reference: data.reference }) : t('decision.myTitle'));
  if (isLoading) return <PageLoading />;
  if (!user && !token) return <SignInRequired />;

  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-8 sm:px-6">
      {user && (
        <Link to="/decisions" className="inline-flex items-center gap-1 text-sm hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('decision.back')}
        </Link>
      )}
      {decision.isError ? (
        <LoadError
          message={t(errorKey(decision.error, 'decision.loadError'))}
          onRetry={() => decision.refetch()}
        />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <div className="space-y-1">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
              {t('decision.title', { reference: data.reference })}
            </h1>
            <p className="text-muted-foreground">
              {t('decision.decidedAt', { date: formatDate(data.decidedAt, i18n.language) })}
            </p>
          </div>
          <DecisionStatement decision={data} />
          <AppealSection decision={data} token={token} />
        </>
      )}
    </div>
  );
}

import { History } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { useHistory, useViewerProfiles } from '@/features/profiles/profiles-api';
import { FeedSkeleton } from '@/features/subscriptions/feed-skeleton';
import { VideoGrid } from '@/features/videos/video-card';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** /history: what the current viewer profile watched, most recent first. */
export default function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  const { user, isLoading } = useSession();
  const profiles = useViewerProfiles(user?.id);
  const history = useHistory(Boolean(user));
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const current = profiles.data?.items.find((p) => p.current);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('history.title')}</h1>
        {current && (
          <p className="text-muted-foreground">
            {t('history.profile', { name: current.name })}{' '}
            <Link to="/profiles?next=/history" className="font-medium text-primary hover:underline">
              {t('history.switch')}
            </Link>
          </p>
        )}
      </div>
      {history.isLoading ? (
        <FeedSkeleton />
      ) : history.isError && !history.data ? (
        <LoadError message={t('history.error')} onRetry={() => history.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
          <History className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{t('history.empty.title')}</h2>
          <p className="max-w-md text-muted-foreground">{t('history.empty.description')}</p>
          <Button asChild>
            <Link to="/">{t('history.empty.action')}</Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <VideoGrid videos={items} />
          <ShowMore pages={history} />
        </div>
      )}
    </div>
  );
}

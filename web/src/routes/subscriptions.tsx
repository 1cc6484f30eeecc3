import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { FeedSkeleton } from '@/features/subscriptions/feed-skeleton';
import { SubscribedChannels } from '@/features/subscriptions/subscribed-channels';
import { useMySubscriptions, useSubscriptionFeed } from '@/features/subscriptions/subscriptions-api';
import { VideoGrid } from '@/features/videos/video-card';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** /subscriptions: the channels the member follows, and their newest videos. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('subscriptions.title'));
  const { user, isLoading } = useSession();
  const channels = useMySubscriptions(Boolean(user));
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const none =
    channels.isSuccess &&
    !channels.hasNextPage &&
    channels.data.pages.every((page) => page.items.length === 0);

  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('subscriptions.title')}</h1>
      {none ? (
        <NoSubscriptions />
      ) : (
        <div className="grid gap-10 xl:grid-cols-[18rem_minmax(0,1fr)]">
          <section aria-labelledby="subscribed-channels" className="space-y-3">
            <h2 id="subscribed-channels" className="text-xl font-semibold">
              {t('subscriptions.channels')}
            </h2>
            <SubscribedChannels query={channels} />
          </section>
          <section aria-labelledby="subscription-feed" className="min-w-0 space-y-4">
            <h2 id="subscription-feed" className="text-xl font-semibold">
              {t('subscriptions.latest')}
            </h2>
            <Feed />
          </section>
        </div>
      )}
    </div>
  );
}

function Feed() {
  const { t } = useTranslation();
  const feed = useSubscriptionFeed();
  if (feed.isLoading) return <FeedSkeleton />;
  if (feed.isError && !feed.data)
    return <LoadError message={t('subscriptions.errors.feed')} onRetry={() => feed.refetch()} />;
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <p className="text-muted-foreground">{t('subscriptions.noVideos')}</p>;
  return (
    <div className="space-y-6">
      <VideoGrid videos={items} />
      <ShowMore pages={feed} />
    </div>
  );
}

function NoSubscriptions() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
      <Users className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('subscriptions.empty.title')}</h2>
      <p className="max-w-md text-muted-foreground">{t('subscriptions.empty.description')}</p>
      <Button asChild>
        <Link to="/">{t('subscriptions.empty.action')}</Link>
      </Button>
    </div>
  );
}

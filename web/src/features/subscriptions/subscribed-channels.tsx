import { UserMinus } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';
import type { SubscribedChannel, useMySubscriptions } from './subscriptions-api';
import { useToggleSubscription } from './use-toggle-subscription';

/** The member's channels, newest subscription first, each with its unsubscribe button. */
export function SubscribedChannels({ query }: { query: ReturnType<typeof useMySubscriptions> }) {
  const { t } = useTranslation();
  if (query.isLoading) return <ChannelsSkeleton />;
  if (query.isError && !query.data)
    return <LoadError message={t('subscriptions.errors.load')} onRetry={() => query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <ul className="space-y-1">
        {items.map((item) => (
          <SubscribedChannelItem key={item.channel.id} item={item} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('common.showMore')}
        </Button>
      )}
    </div>
  );
}

function SubscribedChannelItem({ item }: { item: SubscribedChannel }) {
  const { t, i18n } = useTranslation();
  const { channel } = item;
  const unsubscribe = useToggleSubscription(channel.id);
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(item.subscribedAt),
  );
  return (
    <li className="flex items-center gap-3 rounded-lg p-2 hover:bg-accent/50">
      <Link to={`/channel/${channel.id}`} className="shrink-0" aria-hidden="true" tabIndex={-1}>
        <Avatar className="size-10">
          {channel.imageUrl && <AvatarImage src={channel.imageUrl} alt="" />}
          <AvatarFallback>{channel.name.slice(0, 1).toUpperCase()}</AvatarFallback>
        </Avatar>
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={`/channel/${channel.id}`} className="block truncate font-medium hover:underline">
          {channel.name}
        </Link>
        <p className="text-xs text-muted-foreground">{t('subscriptions.since', { date: since })}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={t('subscriptions.unsubscribeFrom', { name: channel.name })}
        title={t('subscriptions.unsubscribe')}
        loading={unsubscribe.isPending}
        onClick={() =>
          unsubscribe.mutate(false, {
            onSuccess: () => toast.success(t('subscriptions.unsubscribed', { name: channel.name })),
          })
        }
      >
        {!unsubscribe.isPending && <UserMinus aria-hidden="true" />}
      </Button>
    </li>
  );
}

function ChannelsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-1">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 p-2">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

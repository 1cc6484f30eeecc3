import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { type Channel, channelKeys, useChannel } from '@/features/channels/channels-api';
import { ReportButton } from '@/features/moderation/report-button';
import { ChannelPlaylists } from '@/features/playlists/channel-playlists';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { VideoGrid } from '@/features/videos/video-card';
import { videoKeys, videosApi } from '@/features/videos/videos-api';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { formatCompactNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

export default function ChannelPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { data: channel, isLoading, error } = useChannel(id);
  const client = useQueryClient();
  const videos = useInfiniteQuery({
    queryKey: videoKeys.channel(id),
    queryFn: ({ pageParam }) => videosApi.channel(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(channel),
  });
  usePageTitle(channel?.name);
  if (isLoading) return <PageLoading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  if (!channel)
    return <p className="px-4 py-16 text-center text-destructive">{t('errors.internal_error')}</p>;
  const items = videos.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar className="size-24 sm:size-32">
          {channel.imageUrl && <AvatarImage src={channel.imageUrl} alt="" />}
          <AvatarFallback className="text-4xl">{channel.name.slice(0, 1).toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight break-words">{channel.name}</h1>
          <p className="text-sm text-muted-foreground">
            {t('channel.subscribers', {
              count: channel.subscriberCount,
              formatted: formatCompactNumber(channel.subscriberCount, i18n.language),
            })}
            {' · '}
            {t('channel.videoCount', {
              count: channel.videoCount,
              formatted: formatCompactNumber(channel.videoCount, i18n.language),
            })}
          </p>
          {channel.description && (
            <p className="max-w-3xl whitespace-pre-line break-words">{channel.description}</p>
          )}
          {channel.topics.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('channel.fields.topics')}>
              {channel.topics.map((topic) => (
                <li key={topic}>
                  <Badge variant="secondary">{t(`topics.${topic}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <SubscribeButton
          channelId={channel.id}
          isOwner={channel.abilities.edit}
          showCount={false}
          // The header's count follows the button's, optimistic updates and rollbacks included.
          onChange={(state) =>
            client.setQueryData<Channel>(channelKeys.one(channel.id), (c) =>
              c ? { ...c, subscriberCount: state.subscriberCount } : c,
            )
          }
        />
        {channel.abilities.edit ? (
          <Button variant="outline" asChild>
            <Link to={`/channel/${channel.id}/manage`}>
              <Settings aria-hidden="true" />
              {t('channel.manage')}
            </Link>
          </Button>
        ) : (
          <ReportButton itemKind="channel" itemId={channel.id} />
        )}
      </header>
      <section aria-labelledby="channel-videos" className="space-y-4">
        <h2 id="channel-videos" className="text-xl font-semibold">
          {t('channel.videos')}
        </h2>
        {videos.isLoading ? (
          <PageLoading />
        ) : items.length ? (
          <VideoGrid videos={items} showChannel={false} />
        ) : (
          <p className="text-muted-foreground">{t('channel.noVideos')}</p>
        )}
        <ShowMore pages={videos} />
      </section>
      <ChannelPlaylists channelId={channel.id} />
    </div>
  );
}

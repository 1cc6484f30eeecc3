import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Film, Plus, ThumbsUp, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { CreatorComments } from '@/features/comments/creator-comments';
import { EarningsSection } from '@/features/earnings/earnings-section';
import { DeleteVideoButton } from '@/features/videos/delete-video-button';
import { OwnVideosTable, type SortState } from '@/features/videos/own-videos-table';
import { useVideoUpdates } from '@/features/videos/use-video-updates';
import { videoKeys, videosApi } from '@/features/videos/videos-api';
import { useTranslation } from '@/i18n/react';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

const PAGE_SIZE = 20;

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { user, isLoading } = useSession();
  const [sort, setSort] = useState<SortState>({ sort: 'created', order: 'desc' });
  const [page, setPage] = useState(1);
  const dashboard = useQuery({
    queryKey: videoKeys.dashboard,
    queryFn: videosApi.dashboard,
    enabled: Boolean(user),
    staleTime: 0,
  });
  const query = { ...sort, page, pageSize: PAGE_SIZE };
  const videos = useQuery({
    queryKey: videoKeys.mine(query),
    queryFn: () => videosApi.mine(query),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Live progress comes over the realtime socket; this slow poll is the fallback without it.
    refetchInterval: (q) => (q.state.data?.items.some((v) => v.status === 'processing') ? 10_000 : false),
  });
  useVideoUpdates(Boolean(videos.data?.items.some((v) => v.status === 'processing')));
  if (isLoading || dashboard.isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const stats = dashboard.data?.stats;
  const pages = Math.max(1, Math.ceil((videos.data?.total ?? 0) / PAGE_SIZE));
  const tiles = [
    { key: 'videos', icon: Film, value: stats?.videos ?? 0 },
    { key: 'views', icon: Eye, value: stats?.views ?? 0 },
    { key: 'likes', icon: ThumbsUp, value: stats?.likes ?? 0 },
    { key: 'subscribers', icon: Users, value: stats?.subscribers ?? 0 },
  ] as const;

  return (
    <div className="mx-auto max-w-screen-xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
        <Button asChild>
          <Link to="/upload">
            <Upload aria-hidden="true" />
            {t('header.publish')}
          </Link>
        </Button>
      </div>
      <section aria-label={t('dashboard.stats')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(({ key, icon: Icon, value }) => (
          <Card key={key}>
            <CardContent className="flex items-center gap-4 pt-6">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <div>
                <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                  {formatNumber(value, i18n.language)}
                </p>
                <p className="text-sm text-muted-foreground">{t(`dashboard.stat.${key}`)}</p>
              </div>
            </CardContent>
          </Card>
        ))}
      </section>

      <EarningsSection />

      <CreatorComments />

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>
            <h2>{t('dashboard.channels')}</h2>
          </CardTitle>
          <Button variant="outline" size="sm" asChild>
            <Link to="/channel/new">
              <Plus aria-hidden="true" />
              {t('channel.create')}
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {dashboard.data?.channels.length ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {dashboard.data.channels.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/channel/${c.id}/manage`}
                    className="flex items-center gap-3 rounded-lg border p-3 hover:bg-accent"
                  >
                    <Avatar className="size-10">
                      {c.imageUrl && <AvatarImage src={c.imageUrl} alt="" />}
                      <AvatarFallback>{c.name.slice(0, 1).toUpperCase()}</AvatarFallback>
                    </Avatar>
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{c.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {t('channel.videoCount', {
                          count: c.videoCount,
                          formatted: formatNumber(c.videoCount, i18n.language),
                        })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('dashboard.noChannels')}</p>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="my-videos" className="space-y-4">
        <h2 id="my-videos" className="text-xl font-semibold">
          {t('dashboard.videos')}
        </h2>
        {videos.data?.items.length ? (
          <>
            <OwnVideosTable
              videos={videos.data.items}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              renderDelete={(v) => <DeleteVideoButton video={v} compact />}
            />
            {pages > 1 && (
              <nav className="flex items-center justify-center gap-3" aria-label={t('dashboard.pagination')}>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('common.previous')}
                </Button>
                <span className="text-sm tabular-nums">
                  {page} / {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('common.next')}
                </Button>
              </nav>
            )}
          </>
        ) : (
          <p className="text-muted-foreground">{t('dashboard.noVideos')}</p>
        )}
      </section>
    </div>
  );
}

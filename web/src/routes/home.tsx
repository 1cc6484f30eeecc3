import { Film, Info, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { VideoGrid } from '@/features/videos/video-card';
import { useFeed } from '@/features/videos/videos-api';
import { usePageTitle } from '@/lib/use-page-title';

/** Home: hero and the newest public videos (continue watching, trending and themes come with discovery). */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  return (
    <div className="mx-auto max-w-screen-2xl space-y-10 px-4 py-6 sm:px-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary/90 via-primary/70 to-fuchsia-700/80 px-6 py-12 text-primary-foreground sm:px-12 sm:py-20">
        <div className="max-w-2xl space-y-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="text-base opacity-90 sm:text-lg">{t('home.hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button size="lg" variant="secondary" asChild>
              <a href="#feed">
                <Play aria-hidden="true" />
                {t('home.hero.watchNow')}
              </a>
            </Button>
            <Button
              size="lg"
              variant="outline"
              asChild
              className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to="/about">
                <Info aria-hidden="true" />
                {t('home.hero.details')}
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section id="feed" aria-labelledby="feed-heading" className="scroll-mt-20">
        <h2 id="feed-heading" className="sr-only">
          {t('home.feed')}
        </h2>
        <Feed />
      </section>
    </div>
  );
}

function Feed() {
  const { t } = useTranslation();
  const feed = useFeed();
  if (feed.isLoading) return <PageLoading />;
  if (feed.isError)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {t('home.loadError')}
      </p>
    );
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
        <Film className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('home.empty.title')}</p>
        <p className="max-w-md text-muted-foreground">{t('home.empty.description')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('home.latest')}</h2>
      <VideoGrid videos={items} />
      {feed.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            {t('common.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

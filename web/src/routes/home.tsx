import { ArrowUp, Film, Loader, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { AdSlot } from '@/features/ads/ad-slot';
import { useContinueWatching, useHideFromContinueWatching, useHome } from '@/features/videos/discovery-api';
import { HomeHero, HomeHeroSkeleton } from '@/features/videos/home-hero';
import { useShownHome } from '@/features/videos/use-shown-home';
import { VideoCard, VideoGrid } from '@/features/videos/video-card';
import { VideoRow, VideoRowSkeleton } from '@/features/videos/video-row';
import { useFeed, type VideoPage } from '@/features/videos/videos-api';
import { useTranslation } from '@/i18n/react';
import { useAdPlaceKnown } from '@/lib/ad-config';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** Home (spec §2): hero, continue watching, trending, themes, newest — or the empty and error states. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  const home = useHome();
  const shown = useShownHome(home.data);
  const adPlaceKnown = useAdPlaceKnown();
  // A failed background look (the poll) keeps what is shown.
  if (home.isError && !shown.home)
    return (
      <Page>
        <div role="alert" className="flex flex-col items-center gap-4 py-20 text-center">
          <p className="text-lg text-destructive">{t('home.loadError')}</p>
          <Button variant="outline" onClick={() => home.refetch()} loading={home.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      </Page>
    );
  if (!shown.home || !adPlaceKnown)
    return (
      <Page>
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <HomeHeroSkeleton />
        <VideoRowSkeleton />
        <VideoRowSkeleton />
      </Page>
    );
  const { hero, trending, themes, latest, demoPreparing } = shown.home;
  return (
    <Page>
      {shown.newCount > 0 && (
        // Over the page, not in its flow: its arrival moves nothing the reader is looking at.
        <div className="pointer-events-none fixed inset-x-0 top-20 z-20 flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto rounded-full shadow-lg"
            onClick={() => {
              shown.showNew();
              window.scrollTo({ top: 0 });
            }}
          >
            <ArrowUp aria-hidden="true" />
            {t('home.newVideos', { count: shown.newCount })}
          </Button>
        </div>
      )}
      <HomeHero video={hero} />
      <ContinueWatchingRow />
      {latest.items.length === 0 ? (
        <EmptyHome demoPreparing={demoPreparing} />
      ) : (
        <>
          {trending.length > 0 && (
            <VideoRow title={t('home.trending')}>
              {trending.map((video) => (
                <VideoCard key={video.id} video={video} />
              ))}
            </VideoRow>
          )}
          <AdSlot placement="homeFeed" />
          {themes.map((row) => (
            <VideoRow key={row.theme} title={t(`home.themes.${row.theme}`)}>
              {row.items.map((video) => (
                <VideoCard key={video.id} video={video} />
              ))}
            </VideoRow>
          ))}
          <Latest firstPage={latest} />
        </>
      )}
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-screen-2xl space-y-10 px-4 py-6 sm:px-6">{children}</div>;
}

function ContinueWatchingRow() {
  const { t } = useTranslation();
  const { user } = useSession();
  const history = useContinueWatching(user !== null);
  const hide = useHideFromContinueWatching();
  const items = history.data?.items ?? [];
  if (!user || items.length === 0) return null;
  return (
    <VideoRow title={t('home.continueWatching.title')}>
      {items.map((item) => (
        <VideoCard
          key={item.video.id}
          video={item.video}
          resumeAtS={item.positionS}
          onRemove={() =>
            hide.mutate(item.video.id, { onError: () => toast.error(t('home.continueWatching.removeError')) })
          }
        />
      ))}
    </VideoRow>
  );
}

/** The newest videos: the first page came with the home, the next ones from the feed. */
function Latest({ firstPage }: { firstPage: VideoPage }) {
  const { t } = useTranslation();
  const feed = useFeed(firstPage);
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="latest-heading" className="space-y-6">
      <h2 id="latest-heading" className="text-xl font-semibold">
        {t('home.latest')}
      </h2>
      {feed.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-destructive">{t('home.loadError')}</p>
          <Button variant="outline" onClick={() => feed.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <VideoRowSkeleton />
      ) : (
        <VideoGrid videos={items} />
      )}
      <ShowMore pages={feed} />
    </section>
  );
}

/** Nothing published yet; while the demo is being made, it says so (the page looks again by itself). */
function EmptyHome({ demoPreparing }: { demoPreparing: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center"
    >
      {demoPreparing ? (
        <Loader className="size-10 animate-spin text-primary" aria-hidden="true" />
      ) : (
        <Film className="size-10 text-muted-foreground" aria-hidden="true" />
      )}
      <p className="text-lg font-semibold">
        {t(demoPreparing ? 'home.empty.preparingTitle' : 'home.empty.title')}
      </p>
      <p className="max-w-md text-muted-foreground">
        {t(demoPreparing ? 'home.empty.preparingDescription' : 'home.empty.description')}
      </p>
    </div>
  );
}

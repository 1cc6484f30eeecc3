import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChannelResults } from '@/features/search/channel-result';
import { useSearchResults } from '@/features/search/search-api';
import { SearchFilters } from '@/features/search/search-filters';
import {
  hasFilters,
  readSearchParams,
  type SearchParams,
  writeSearchParams,
} from '@/features/search/search-params';
import { EmptyResults, SearchPrompt, SearchSkeleton } from '@/features/search/search-states';
import { VideoGrid } from '@/features/videos/video-card';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { usePageTitle } from '@/lib/use-page-title';

/** /search?q=…: videos and channels found, filters and order kept in the URL (spec §2 "Search results"). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const params = readSearchParams(url);
  usePageTitle(params.q ? t('search.title', { q: params.q }) : t('header.search'));
  if (!params.q) return <SearchPrompt />;
  const change = (next: SearchParams) => setUrl(writeSearchParams(next));
  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-xl font-bold break-words sm:text-2xl">{t('search.heading', { q: params.q })}</h1>
      <SearchFilters params={params} onChange={change} />
      <Results params={params} onChange={change} />
    </div>
  );
}

function Results({ params, onChange }: { params: SearchParams; onChange: (p: SearchParams) => void }) {
  const { t } = useTranslation();
  const results = useSearchResults(params);
  if (results.isPending) return <SearchSkeleton />;
  if (!results.data) {
    // A refused query (too long) will not get better by asking again.
    const retry = !(results.error instanceof ApiError && results.error.status === 400);
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-10 text-center"
      >
        <p className="text-destructive">{t(errorKey(results.error, 'search.error'))}</p>
        {retry && (
          <Button variant="outline" onClick={() => results.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  const pages = results.data.pages;
  const first = pages[0]!;
  const videos = pages.flatMap((p) => p.videos);
  const channels = pages.flatMap((p) => p.channels);
  if (videos.length === 0 && channels.length === 0) {
    return (
      <EmptyResults
        q={params.q}
        suggestions={first.suggestions ?? []}
        onClearFilters={
          hasFilters(params)
            ? () => onChange({ ...params, duration: 'any', date: 'any', topic: null })
            : undefined
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      {first.approximate && (
        <p role="status" className="rounded-lg bg-muted px-4 py-3 text-sm">
          {first.correctedQuery
            ? t('search.corrected', { q: params.q, corrected: first.correctedQuery })
            : t('search.approximate', { q: params.q })}
        </p>
      )}
      {channels.length > 0 && (
        <section aria-labelledby="search-channels" className="space-y-3">
          <h2 id="search-channels" className="text-lg font-semibold">
            {t('search.channels')}
          </h2>
          <ChannelResults channels={channels} />
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="search-videos" className="space-y-3">
          <h2 id="search-videos" className="text-lg font-semibold">
            {t('search.videos')}
          </h2>
          <VideoGrid videos={videos} />
        </section>
      )}
      {results.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => results.fetchNextPage()}
            loading={results.isFetchingNextPage}
          >
            {t('search.showMore')}
          </Button>
        </div>
      )}
      {results.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('search.error')}
        </p>
      )}
    </div>
  );
}

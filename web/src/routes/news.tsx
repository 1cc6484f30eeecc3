import { useInfiniteQuery } from '@tanstack/react-query';
import { Newspaper, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { newsApi, newsKeys } from '@/features/news/news-api';
import { NewsCard } from '@/features/news/news-card';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { usePageTitle } from '@/lib/use-page-title';

/** /news: published articles, newest first, a page at a time (spec §2). */
export default function NewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('news.title'));
  const pages = useInfiniteQuery({
    queryKey: newsKeys.list,
    queryFn: ({ pageParam }) => newsApi.page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('news.title')}</h1>
        <p className="text-muted-foreground">{t('news.intro')}</p>
      </header>
      {pages.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{t(errorKey(pages.error, 'news.loadError'))}</p>
          <Button variant="outline" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !pages.data ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
          <Newspaper className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{t('news.empty')}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((article) => (
              <li key={article.id} className="flex">
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
          <ShowMore pages={pages} />
        </>
      )}
    </div>
  );
}

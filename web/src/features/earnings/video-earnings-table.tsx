import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { formatEuros, formatNumber } from '@/lib/format';
import { earningsApi, earningsKeys } from './earnings-api';
import { useEarningsPages } from './use-earnings';

/** Per-video earnings, best earning first, a page at a time (the server's cursor). */
export function VideoEarningsTable() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { pages, items } = useEarningsPages(earningsKeys.videos, earningsApi.videos);

  return (
    <section aria-labelledby="video-earnings" className="space-y-3">
      <h3 id="video-earnings" className="text-lg font-semibold">
        {t('earnings.videos.title')}
      </h3>
      {pages.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('earnings.loadError')}
        </p>
      ) : pages.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('earnings.videos.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('earnings.videos.video')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.videos.paidViews')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.videos.amount')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.videos.perThousand', { thousand: formatNumber(1000, locale) })}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((v) => (
                <tr key={v.videoId} className="border-b last:border-b-0">
                  <th scope="row" className="max-w-[16rem] px-4 py-2 font-normal">
                    {v.title === null ? (
                      <span className="text-muted-foreground italic">{t('earnings.videos.deleted')}</span>
                    ) : (
                      <Link to={`/watch/${v.videoId}`} className="block truncate hover:underline">
                        {v.title}
                      </Link>
                    )}
                    <span className="block text-xs text-muted-foreground">
                      {t('earnings.videos.validatedViews', {
                        count: v.validatedViews,
                        formatted: formatNumber(v.validatedViews, locale),
                      })}
                    </span>
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatNumber(v.paidViews, locale)}</td>
                  <td className="px-4 py-2 text-right font-medium tabular-nums">
                    {formatEuros(v.earnedCents, locale)}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {formatEuros(v.centsPerThousandViews, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('earnings.showMore')}
        </Button>
      )}
    </section>
  );
}

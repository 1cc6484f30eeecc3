import { OVERVIEW_RANGES, type OverviewRange } from '@domain/admin-overview';
import type { OverviewTileKey } from '@domain/api/admin-overview';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { formatFigure } from './format';
import { type Overview, overviewApi, overviewKeys } from './overview-api';
import { OverviewCharts } from './overview-charts';

/** The tiles in groups; a figure the server does not send (moderation's, before it lands) is not shown. */
const GROUPS: { key: string; tiles: OverviewTileKey[] }[] = [
  { key: 'members', tiles: ['members.total', 'members.new', 'subscribers.premium', 'subscribers.qa'] },
  { key: 'videos', tiles: ['videos.total', 'videos.uploads', 'videos.storageBytes'] },
  { key: 'views', tiles: ['views.validatedToday', 'views.validated', 'views.paidToday', 'views.paid'] },
  { key: 'money', tiles: ['revenue.net', 'revenue.paid', 'revenue.refunded'] },
  {
    key: 'payouts',
    tiles: ['payouts.pending', 'payouts.pendingCents', 'payouts.failed', 'payouts.failedCents'],
  },
  { key: 'moderation', tiles: ['reports.open', 'reports.oldestAgeS'] },
  { key: 'jobs', tiles: ['jobs.queued', 'jobs.active', 'jobs.failed24h'] },
];

function Tiles({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation();
  const byKey = new Map(data.tiles.map((tile) => [tile.key, tile]));
  return (
    <div className="space-y-6">
      {GROUPS.map((group) => {
        const tiles = group.tiles.flatMap((key) => byKey.get(key) ?? []);
        if (tiles.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`overview-${group.key}`} className="space-y-2">
            <h2 id={`overview-${group.key}`} className="text-lg font-semibold">
              {t(`admin.overview.groups.${group.key}`)}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {tiles.map((tile) => (
                <div key={tile.key} className="flex flex-col-reverse gap-1 rounded-xl border p-3">
                  <dt className="text-xs text-muted-foreground sm:text-sm">
                    {t(`admin.overview.tiles.${tile.key}`, { count: data.days })}
                  </dt>
                  <dd
                    className="break-words text-xl font-semibold tabular-nums"
                    data-testid={`tile-${tile.key}`}
                  >
                    {formatFigure(tile.value, tile.unit, i18n.language)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      {data.queues.length > 0 && <Queues data={data} />}
    </div>
  );
}

/** The busiest job queues (waiting or failed in 24 h). */
function Queues({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{t('admin.overview.queues.caption')}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-4 font-normal">
              {t('admin.overview.queues.name')}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-normal">
              {t('admin.overview.queues.queued')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('admin.overview.queues.failed24h')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.queues.map((q) => (
            <tr key={q.name} className="border-t">
              <th scope="row" className="py-1 pr-4 font-mono text-xs font-normal break-all">
                {q.name}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{formatNumber(q.queued, i18n.language)}</td>
              <td className="py-1 text-right tabular-nums">{formatNumber(q.failed24h, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The admin overview (issue 28 §2): the platform's figures over 30 or 90 days, tiles and charts. */
export function AdminOverview() {
  const { t } = useTranslation();
  const [days, setDays] = useState<OverviewRange>(30);
  const figures = useQuery({
    queryKey: overviewKeys.figures(days),
    queryFn: () => overviewApi.figures(days),
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('admin.overview.intro')}</p>
        <fieldset className="flex gap-1 rounded-md border p-1">
          <legend className="sr-only">{t('admin.overview.range')}</legend>
          {OVERVIEW_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
              className={cn(
                'rounded px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                days === range ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {t('admin.overview.days', { count: range })}
            </button>
          ))}
        </fieldset>
      </div>
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('admin.overview.loadError')}
        </p>
      ) : !figures.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <Tiles data={figures.data} />
          <section aria-labelledby="overview-charts" className="space-y-3">
            <h2 id="overview-charts" className="text-lg font-semibold">
              {t('admin.overview.chartsTitle', { count: figures.data.days })}
            </h2>
            <OverviewCharts data={figures.data} />
          </section>
        </>
      )}
    </div>
  );
}

import { CHART_RANGES } from '@domain/api/earnings';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatEuros, formatNumber } from '@/lib/format';
import { type ChartRange, type EarningsDaily, earningsApi, earningsKeys } from './earnings-api';
import { useMemberId } from './use-earnings';

/** uPlot comes with the chart, when it first renders (decisions 0011/0013: not in any first load). */
export const loadDailyChart = () => import('./daily-chart');
const DailyChart = lazy(loadDailyChart);

const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The charts' figures as a table, for screen readers (the canvases are hidden from them). */
function DailyTable({ data, locale }: { data: EarningsDaily; locale: string }) {
  const { t } = useTranslation();
  return (
    // A table's width follows its content whatever its own width says: the wrapper hides it.
    <div className="sr-only">
      <table>
        <caption>{t('earnings.charts.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earnings.charts.day')}</th>
            <th scope="col">{t('earnings.charts.views')}</th>
            <th scope="col">{t('earnings.charts.paidViews')}</th>
            <th scope="col">{t('earnings.charts.earnings')}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day, locale)}</th>
              <td>{formatNumber(d.validatedViews, locale)}</td>
              <td>{formatNumber(d.paidViews, locale)}</td>
              <td>{formatEuros(d.earnedCents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Charts({ data, locale }: { data: EarningsDaily; locale: string }) {
  const { t } = useTranslation();
  const labels = useMemo(() => data.days.map((d) => dayLabel(d.day, locale)), [data, locale]);
  const views = useMemo(() => data.days.map((d) => d.validatedViews), [data]);
  const cents = useMemo(() => data.days.map((d) => d.earnedCents), [data]);
  const formatViews = useMemo(() => (v: number) => formatNumber(v, locale), [locale]);
  const formatCents = useMemo(() => (v: number) => formatEuros(v, locale), [locale]);
  const fallback = <Skeleton className="h-[200px] w-full" />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="min-w-0 space-y-2">
        <figcaption className="text-sm font-medium">{t('earnings.charts.views')}</figcaption>
        <Suspense fallback={fallback}>
          <DailyChart labels={labels} values={views} name={t('earnings.charts.views')} format={formatViews} />
        </Suspense>
      </figure>
      <figure className="min-w-0 space-y-2">
        <figcaption className="text-sm font-medium">{t('earnings.charts.earnings')}</figcaption>
        <Suspense fallback={fallback}>
          <DailyChart
            labels={labels}
            values={cents}
            name={t('earnings.charts.earnings')}
            format={formatCents}
          />
        </Suspense>
      </figure>
    </div>
  );
}

/** Validated views and earnings per day over 7, 30 or 90 days. */
export function EarningsCharts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const userId = useMemberId();
  const [days, setDays] = useState<ChartRange>(30);
  const daily = useQuery({
    queryKey: earningsKeys.daily(userId, days),
    queryFn: () => earningsApi.daily(days),
    enabled: Boolean(userId),
  });
  const totals = daily.data?.days.reduce(
    (sum, d) => ({ views: sum.views + d.validatedViews, cents: sum.cents + d.earnedCents }),
    { views: 0, cents: 0 },
  );

  return (
    <section aria-labelledby="earnings-charts" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="earnings-charts" className="text-lg font-semibold">
          {t('earnings.charts.title')}
        </h3>
        <fieldset className="flex gap-1 rounded-md border p-1">
          <legend className="sr-only">{t('earnings.charts.range')}</legend>
          {CHART_RANGES.map((range) => (
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
              {t('earnings.charts.days', { count: range })}
            </button>
          ))}
        </fieldset>
      </div>
      {daily.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('earnings.loadError')}
        </p>
      ) : !daily.data || !totals ? (
        <Skeleton className="h-[200px] w-full" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="earnings-chart-summary">
            {t('earnings.charts.summary', {
              count: days,
              views: formatNumber(totals.views, locale),
              amount: formatEuros(totals.cents, locale),
            })}
          </p>
          <Charts data={daily.data} locale={locale} />
          <DailyTable data={daily.data} locale={locale} />
        </>
      )}
    </section>
  );
}

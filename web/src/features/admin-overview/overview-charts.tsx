import { nextDay } from '@domain/zoned-days';
import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { formatFigure } from './format';
import type { Overview, OverviewSeries } from './overview-api';

/** uPlot comes with the first chart drawn, in the admin's own chunk (never in a first load). */
export const loadDailyChart = () => import('@/components/daily-chart');
const DailyChart = lazy(loadDailyChart);

const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

function SeriesChart({
  series,
  labels,
  locale,
}: {
  series: OverviewSeries;
  labels: string[];
  locale: string;
}) {
  const { t } = useTranslation();
  const name = t(`admin.overview.series.${series.key}`);
  const format = useMemo(() => (v: number) => formatFigure(v, series.unit, locale), [series.unit, locale]);
  return (
    <figure className="min-w-0 space-y-2 rounded-xl border p-4">
      <figcaption className="text-sm font-medium">{name}</figcaption>
      <Suspense fallback={<Skeleton className="h-[180px] w-full" />}>
        <DailyChart labels={labels} values={series.values} name={name} format={format} height={180} />
      </Suspense>
    </figure>
  );
}

/** Every series as one table, for screen readers (the canvases are hidden from them). */
function SeriesTable({ data, days, locale }: { data: Overview; days: string[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <div className="sr-only">
      <table>
        <caption>{t('admin.overview.tableCaption', { count: data.days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.day')}</th>
            {data.series.map((s) => (
              <th key={s.key} scope="col">
                {t(`admin.overview.series.${s.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{dayLabel(day, locale)}</th>
              {data.series.map((s) => (
                <td key={s.key}>{formatFigure(s.values[i] ?? 0, s.unit, locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The daily series of the period: one chart each, and their table for assistive technology. */
export function OverviewCharts({ data }: { data: Overview }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const days = useMemo(
    () => Array.from({ length: data.days }, (_, i) => nextDay(data.from, i)),
    [data.from, data.days],
  );
  const labels = useMemo(() => days.map((d) => dayLabel(d, locale)), [days, locale]);
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        {data.series.map((s) => (
          <SeriesChart key={s.key} series={s} labels={labels} locale={locale} />
        ))}
      </div>
      <SeriesTable data={data} days={days} locale={locale} />
    </>
  );
}

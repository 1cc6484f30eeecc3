import { type OverviewRange, overviewPeriod } from '../../../domain/admin-overview';
import {
  OVERVIEW_SERIES_KEYS,
  OVERVIEW_TILE_KEYS,
  type Overview,
  type OverviewSeries,
  type OverviewTile,
} from '../../../domain/api/admin-overview';
import type { AppContext } from '../../context';
import { readQueueHealth } from '../../jobs/queue-health';
import type { OverviewPart } from '../../module-manifest';

const byKey =
  <K extends string>(order: readonly K[]) =>
  (a: { key: K }, b: { key: K }) =>
    order.indexOf(a.key) - order.indexOf(b.key);

/**
 * The admin overview: each module's part (its manifest's `overview`, reading its own tables) over
 * the same period, and the job queue's health from pg-boss's tables. Figures come in the order of
 * OVERVIEW_TILE_KEYS whatever the order of the modules.
 */
export async function readOverview(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  parts: readonly OverviewPart[],
  range: OverviewRange,
): Promise<Overview> {
  const period = overviewPeriod(ctx.clock.now(), range);
  const tiles: OverviewTile[] = [];
  const series: OverviewSeries[] = [];
  // One after the other: PGlite runs one query at a time, and a pool needs no more for one admin.
  for (const part of parts) {
    const figures = await part(ctx.db.db, period);
    tiles.push(...(figures.tiles ?? []));
    series.push(...(figures.series ?? []));
  }
  const queue = await readQueueHealth(ctx.db);
  tiles.push(
    { key: 'jobs.queued', value: queue.queued, unit: 'count' },
    { key: 'jobs.active', value: queue.active, unit: 'count' },
    { key: 'jobs.failed24h', value: queue.failed24h, unit: 'count' },
  );
  return {
    days: range,
    from: period.days[0]!,
    today: period.today,
    generatedAt: period.now.toISOString(),
    tiles: tiles.sort(byKey(OVERVIEW_TILE_KEYS)),
    series: series.sort(byKey(OVERVIEW_SERIES_KEYS)),
    queues: queue.queues,
  };
}

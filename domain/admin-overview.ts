import { PAYOUT_TIME_ZONE } from './earnings';
import { type Day, dayIn, dayStartIn, nextDay } from './zoned-days';

/**
 * The admin overview's period (issue 28 §2): the last `days` calendar days in Europe/Paris, today
 * included — the same days as the settlement and the creators' charts (0021).
 */
export const OVERVIEW_TIME_ZONE = PAYOUT_TIME_ZONE;
export const OVERVIEW_RANGES = [30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export interface OverviewPeriod {
  /** Each day of the period, oldest first (today last). */
  days: Day[];
  today: Day;
  /** The first day's 00:00 and the next day's 00:00 after today, in the zone. */
  from: Date;
  to: Date;
  /** Today's 00:00 in the zone. */
  todayFrom: Date;
  now: Date;
}

export function overviewPeriod(now: Date, range: OverviewRange): OverviewPeriod {
  const today = dayIn(OVERVIEW_TIME_ZONE, now);
  const first = nextDay(today, 1 - range);
  const days = Array.from({ length: range }, (_, i) => nextDay(first, i));
  return {
    days,
    today,
    from: dayStartIn(OVERVIEW_TIME_ZONE, first),
    to: dayStartIn(OVERVIEW_TIME_ZONE, nextDay(today)),
    todayFrom: dayStartIn(OVERVIEW_TIME_ZONE, today),
    now,
  };
}

/**
 * One value per day of the period from per-day rows (days without a row are 0; a row outside the
 * period is ignored). Values come from SQL sums: text or bigint, made numbers here.
 */
export function dailyValues(
  period: Pick<OverviewPeriod, 'days'>,
  rows: readonly { day: string; value: number | string }[],
): number[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  return period.days.map((day) => byDay.get(day) ?? 0);
}

/**
 * Counts per UTC hour summed per Europe/Paris day: Paris is always a whole number of hours from
 * UTC, so an hour never straddles two of its days. Grouping by the hour in SQL and by the day
 * here is 3 times faster than converting every row to its Paris day in SQL (0022).
 */
export function hoursToDays(rows: readonly { hour: Date | string; value: number | string }[]) {
  const days = new Map<Day, number>();
  for (const { hour, value } of rows) {
    const day = dayIn(OVERVIEW_TIME_ZONE, new Date(hour));
    days.set(day, (days.get(day) ?? 0) + Number(value));
  }
  return [...days].map(([day, value]) => ({ day, value }));
}

/** The sum of a series (a tile over the period, from the same rows as its chart). */
export const total = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0);

import type { OverviewTile } from '@domain/api/admin-overview';
import { formatEuros, formatNumber } from '@/lib/format';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** 7000 → "7 kB" / "7 ko": decimal units, named in the language. */
export function formatStorage(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** An age in the largest whole unit that fits: "3 j", "5 h", "12 min" (in the language). */
export function formatAge(seconds: number, locale: string): string {
  const [value, unit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), 'day']
      : seconds >= 3600
        ? [Math.floor(seconds / 3600), 'hour']
        : [Math.floor(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** A figure as its unit says, in the reader's language. */
export function formatFigure(value: number, unit: OverviewTile['unit'], locale: string): string {
  switch (unit) {
    case 'cents':
      return formatEuros(value, locale);
    case 'bytes':
      return formatStorage(value, locale);
    case 'seconds':
      return formatAge(value, locale);
    default:
      return formatNumber(value, locale);
  }
}

/**
 * Locale-aware formatting through Intl; amounts are integer cents. Formatters are made once per
 * locale and style: building one costs far more than formatting (a feed formats each card's counts
 * and date, and on a slow phone that was milliseconds of every render).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

export function formatEuros(cents: number, locale: string): string {
  return formatter(
    `eur|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  ).format(cents / 100);
}

export function formatCompactNumber(value: number, locale: string): string {
  return formatter(
    `compact|${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

export function formatNumber(value: number, locale: string): string {
  return formatter(`number|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** "1 minute", "5 minutes", "90 seconds": whole minutes when they are, in the language's words. */
export function formatDurationS(seconds: number, locale: string): string {
  const minutes = seconds / 60;
  const [value, unit] = Number.isInteger(minutes) ? [minutes, 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export function formatDate(iso: string, locale: string): string {
  return formatter(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    new Date(iso),
  );
}

/** "12.5 MB" style sizes for upload progress. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value)} ${units[unit]}`;
}

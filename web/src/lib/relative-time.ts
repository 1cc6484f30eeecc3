const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "il y a 5 minutes", "hier", "à l’instant" style times, in the interface's language. */
export function formatRelativeTime(iso: string, locale: string, now = Date.now()): string {
  // A clock slightly behind the server's must not say "in 2 seconds".
  const elapsedS = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(elapsedS) >= seconds) return format.format(-Math.floor(elapsedS / seconds), unit);
  }
  return format.format(0, 'second');
}

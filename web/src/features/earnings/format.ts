import { PAYOUT_TIME_ZONE } from '@domain/earnings';

/** The payout zone's calendar date of an instant ("28 novembre 2026"): settlements happen on its days. */
export function formatPayoutDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: PAYOUT_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A date and time in the reader's own zone (a deadline, when a payout was made). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "20 €", "0,02 €": whole euros without decimals (the spec's "20 EUR per 1000 views"). */
export function formatWholeEuros(cents: number, locale: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** 'YYYY-MM' of the last `count` months in the payout zone, newest first (monthly statements). */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: PAYOUT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** "novembre 2026" for 'YYYY-MM'. */
export function formatMonth(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
}

/** The badge of each withdrawal status (the creator's history and the admins' payouts). */
export const WITHDRAWAL_STATUS_VARIANT = {
  requested: 'secondary',
  transferred: 'secondary',
  paid: 'default',
  failed: 'destructive',
  reversed: 'outline',
} as const;

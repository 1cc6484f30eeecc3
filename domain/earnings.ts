/**
 * Creator pay per validated, paid view, by video duration (spec §9; DESIGN §4).
 * Tiers are [minDurationS, maxDurationS) with the last one open-ended.
 */
export interface EarningsTier {
  minDurationS: number;
  maxDurationS: number | null;
  ratePerViewCents: number;
}

export const EARNINGS_TIERS: readonly EarningsTier[] = [
  { minDurationS: 0, maxDurationS: 60, ratePerViewCents: 0 },
  { minDurationS: 60, maxDurationS: 300, ratePerViewCents: 1 },
  { minDurationS: 300, maxDurationS: 600, ratePerViewCents: 2 },
  { minDurationS: 600, maxDurationS: null, ratePerViewCents: 3 },
];

/** Videos shorter than this are refused at upload: they would earn nothing. */
export const MIN_VIDEO_DURATION_S = 60;
export const MIN_WITHDRAWAL_CENTS = 50;
/** Dashboard wording: 20 EUR per 1000 views. */
export const ADVERTISED_CENTS_PER_THOUSAND_VIEWS = 2000;
/** Payouts: each night at 00:00 in this zone, for the previous day. */
export const PAYOUT_TIME_ZONE = 'Europe/Paris';

export function payPerViewCents(durationS: number): number {
  if (!Number.isFinite(durationS) || durationS < 0) return 0;
  const tier = EARNINGS_TIERS.find(
    (t) => durationS >= t.minDurationS && (t.maxDurationS === null || durationS < t.maxDurationS),
  );
  return tier?.ratePerViewCents ?? 0;
}

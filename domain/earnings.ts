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

/**
 * What the paid-view rule needs to know about a validated view, as it was when the view was
 * validated (`video_views` keeps it, earnings reads it by cursor: docs/decisions/0018-standing.md,
 * 0021-payouts.md).
 */
export interface PaidViewFacts {
  ownerId: string;
  viewerUserId: string | null;
  viewerPremium: boolean;
  viewerIsOwner: boolean;
  viewerSanctioned: boolean;
  videoPublic: boolean;
  videoMonetized: boolean;
  videoDurationS: number;
}

/**
 * DESIGN §4: a validated view is paid when the video is public, monetized and at least 60 s long,
 * and the viewer is signed in, Premium, not the owner and not sanctioned.
 */
export function isPaidView(facts: PaidViewFacts): boolean {
  const signedIn = facts.viewerUserId !== null;
  const owner = facts.viewerIsOwner || facts.viewerUserId === facts.ownerId;
  return (
    facts.videoPublic &&
    facts.videoMonetized &&
    facts.videoDurationS >= MIN_VIDEO_DURATION_S &&
    signedIn &&
    facts.viewerPremium &&
    !owner &&
    !facts.viewerSanctioned
  );
}

/** What the view's owner earns for it: the tier of the video's measured duration, or 0 when not paid. */
export const paidViewCents = (facts: PaidViewFacts): number =>
  isPaidView(facts) ? payPerViewCents(facts.videoDurationS) : 0;

/**
 * Issue 27: a view of a video moderation had demonetised, that would have paid had the video been
 * monetized — every other rule of DESIGN §4 held. Its cents are withheld, and credited if an appeal
 * overturns the demonetisation (docs/decisions/0031-withheld-earnings.md).
 */
export const withheldViewCents = (facts: PaidViewFacts & { videoDemonetized: boolean }): number =>
  facts.videoDemonetized && !isPaidView(facts) ? paidViewCents({ ...facts, videoMonetized: true }) : 0;

/** A paid view's credit, a settlement, a withdrawal: the days of the payout zone (Europe/Paris). */
export { dayIn, dayStartIn, monthStartIn, nextDay } from './zoned-days';

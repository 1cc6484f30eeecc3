import { describe, expect, it } from 'vitest';
import {
  EARNINGS_TIERS,
  isPaidView,
  monthStartIn,
  type PaidViewFacts,
  paidViewCents,
  payPerViewCents,
  withheldViewCents,
} from './earnings';

describe('payPerViewCents', () => {
  it.each([
    [0, 0],
    [59.99, 0],
    [60, 1],
    [299.9, 1],
    [300, 2],
    [599, 2],
    [600, 3],
    [36_000, 3],
  ])('a %s s video pays %s cent(s) per view', (duration, cents) => {
    expect(payPerViewCents(duration)).toBe(cents);
  });

  it('pays nothing for nonsense durations', () => {
    expect(payPerViewCents(-1)).toBe(0);
    expect(payPerViewCents(Number.NaN)).toBe(0);
  });

  it('has contiguous tiers from 0 to open-ended', () => {
    expect(EARNINGS_TIERS[0]!.minDurationS).toBe(0);
    for (let i = 1; i < EARNINGS_TIERS.length; i++) {
      expect(EARNINGS_TIERS[i]!.minDurationS).toBe(EARNINGS_TIERS[i - 1]!.maxDurationS);
    }
    expect(EARNINGS_TIERS.at(-1)!.maxDurationS).toBeNull();
  });
});

const paying: PaidViewFacts = {
  ownerId: 'creator',
  viewerUserId: 'viewer',
  viewerPremium: true,
  viewerIsOwner: false,
  viewerSanctioned: false,
  videoPublic: true,
  videoMonetized: true,
  videoDurationS: 300,
};

describe('isPaidView / paidViewCents', () => {
  it('pays a Premium member who is not the owner for a public monetized video of 60 s or more', () => {
    expect(isPaidView(paying)).toBe(true);
    expect(paidViewCents(paying)).toBe(2);
    expect(paidViewCents({ ...paying, videoDurationS: 60 })).toBe(1);
    expect(paidViewCents({ ...paying, videoDurationS: 600 })).toBe(3);
  });

  it.each<[string, Partial<PaidViewFacts>]>([
    ['a private video', { videoPublic: false }],
    ['a video that is not monetized', { videoMonetized: false }],
    ['a video under 60 s', { videoDurationS: 59.9 }],
    ['a visitor', { viewerUserId: null, viewerPremium: false }],
    ['a free member', { viewerPremium: false }],
    ['the owner (as the event says)', { viewerIsOwner: true }],
    ['the owner (by id)', { viewerUserId: 'creator' }],
    ['a sanctioned viewer', { viewerSanctioned: true }],
  ])('pays nothing for %s', (_, change) => {
    expect(isPaidView({ ...paying, ...change })).toBe(false);
    expect(paidViewCents({ ...paying, ...change })).toBe(0);
  });
});

describe('withheldViewCents', () => {
  const demonetised = { ...paying, videoMonetized: false, videoDemonetized: true };

  it('withholds what a demonetised video would have earned at its tier', () => {
    expect(withheldViewCents(demonetised)).toBe(2);
    expect(withheldViewCents({ ...demonetised, videoDurationS: 600 })).toBe(3);
  });

  it.each<[string, Partial<PaidViewFacts & { videoDemonetized: boolean }>]>([
    [
      'a video not demonetised by moderation (its owner turned monetization off)',
      { videoDemonetized: false },
    ],
    ['a view that is paid anyway', { videoMonetized: true }],
    ['a private video', { videoPublic: false }],
    ['a video under 60 s', { videoDurationS: 59.9 }],
    ['a visitor', { viewerUserId: null, viewerPremium: false }],
    ['a free member', { viewerPremium: false }],
    ['the owner', { viewerIsOwner: true }],
    ['a sanctioned viewer', { viewerSanctioned: true }],
  ])('withholds nothing for %s', (_, change) => {
    expect(withheldViewCents({ ...demonetised, ...change })).toBe(0);
  });
});

describe('monthStartIn', () => {
  it('starts the month at midnight in Paris, in winter and in summer time', () => {
    expect(monthStartIn('Europe/Paris', new Date('2026-11-27T11:00:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(monthStartIn('Europe/Paris', new Date('2026-07-15T00:00:00Z')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    // 23:30 UTC on 31 March is already April in Paris (summer time, +2).
    expect(monthStartIn('Europe/Paris', new Date('2026-03-31T22:30:00Z')).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    // November starts while October's last Sunday was the change back to +1.
    expect(monthStartIn('Europe/Paris', new Date('2026-10-31T22:59:59Z')).toISOString()).toBe(
      '2026-09-30T22:00:00.000Z',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { EARNINGS_TIERS, payPerViewCents } from './earnings';

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

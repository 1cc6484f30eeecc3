import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompactNumber,
  formatDate,
  formatDuration,
  formatEuros,
  formatNumber,
} from './format';

describe('formatDuration', () => {
  it('writes m:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75.9)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('formatBytes', () => {
  it('uses decimal units in the reader language', () => {
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(1_500_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(1_500_000, 'fr')).toBe('1,5 MB');
    expect(formatBytes(104_857_600, 'en')).toBe('105 MB');
  });
});

describe('numbers, amounts and dates', () => {
  it("follow each call's locale (formatters are kept per locale, never shared across them)", () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatCompactNumber(1500, 'en')).toBe('1.5K');
    expect(formatEuros(299, 'fr')).toBe('2,99\u00a0€');
    expect(formatEuros(299, 'en')).toBe('€2.99');
    expect(formatDate('2026-11-25T12:00:00Z', 'en')).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-25T12:00:00Z', 'de')).toBe('25.11.2026');
  });
});

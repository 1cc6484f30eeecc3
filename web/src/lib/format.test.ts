import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format';

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

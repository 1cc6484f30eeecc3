import { describe, expect, it } from 'vitest';
import { parseRange } from './send-object';

describe('parseRange', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the size', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange(' bytes=999-999 ', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('calls unsatisfiable or malformed ranges invalid (416)', () => {
    for (const header of ['bytes=1000-', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'bytes=0-1,5-6', 'bytes=a-b'])
      expect(parseRange(header, 1000), header).toBe('invalid');
    expect(parseRange('bytes=0-', 0)).toBe('invalid');
  });
});

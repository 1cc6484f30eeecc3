import { describe, expect, it } from 'vitest';
import { dayIn, dayStartIn, monthStartIn, nextDay } from './zoned-days';

describe('days in Europe/Paris', () => {
  it('names the day an instant falls in, around midnight and both DST changes', () => {
    expect(dayIn('Europe/Paris', new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(dayIn('Europe/Paris', new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    // Summer time: midnight is 22:00 UTC.
    expect(dayIn('Europe/Paris', new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(dayIn('Europe/Paris', new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('finds when a day starts, 23- and 25-hour days included', () => {
    expect(dayStartIn('Europe/Paris', '2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStartIn('Europe/Paris', '2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(dayStartIn('Europe/Paris', '2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(dayStartIn('Europe/Paris', '2027-03-29').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(monthStartIn('Europe/Paris', new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
  });

  it('counts days across months, years and leap days, and refuses what is not a day', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(nextDay('2026-11-27', -89)).toBe('2026-08-30');
    expect(() => dayStartIn('Europe/Paris', '2026-02-30')).toThrow(RangeError);
    expect(() => nextDay('27/11/2026')).toThrow(RangeError);
  });
});

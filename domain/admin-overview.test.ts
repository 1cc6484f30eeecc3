import { describe, expect, it } from 'vitest';
import { dailyValues, hoursToDays, overviewPeriod, total } from './admin-overview';

describe('overviewPeriod', () => {
  it('is the last 30 Paris days, today included, from 00:00 to the next 00:00 there', () => {
    // 23:30 UTC on 26 November is already the 27th in Paris (UTC+1).
    const p = overviewPeriod(new Date('2026-11-26T23:30:00Z'), 30);
    expect(p.today).toBe('2026-11-27');
    expect(p.days).toHaveLength(30);
    expect([p.days[0], p.days.at(-1)]).toEqual(['2026-10-29', '2026-11-27']);
    expect(p.from.toISOString()).toBe('2026-10-28T23:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(p.todayFrom.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('counts calendar days across a DST change (the 25-hour day of 25 October 2026)', () => {
    const p = overviewPeriod(new Date('2026-11-02T10:00:00Z'), 30);
    expect(p.days[0]).toBe('2026-10-04');
    // Summer time then (UTC+2), winter time at the end (UTC+1).
    expect(p.from.toISOString()).toBe('2026-10-03T22:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-11-02T23:00:00.000Z');
    expect(new Set(p.days).size).toBe(30);
  });

  it('takes 90 days', () => {
    const p = overviewPeriod(new Date('2026-03-01T12:00:00Z'), 90);
    expect([p.days[0], p.today, p.days.length]).toEqual(['2025-12-02', '2026-03-01', 90]);
  });
});

describe('dailyValues', () => {
  it('puts each row on its day, zero elsewhere, ignores days outside, reads SQL text as numbers', () => {
    const period = { days: ['2026-11-25', '2026-11-26', '2026-11-27'] };
    const values = dailyValues(period, [
      { day: '2026-11-27', value: '12' },
      { day: '2026-11-25', value: 3 },
      { day: '2026-11-20', value: 99 },
    ]);
    expect(values).toEqual([3, 0, 12]);
    expect(total(values)).toBe(15);
    expect(total([])).toBe(0);
  });
});

describe('hoursToDays', () => {
  it('sums UTC hours into Paris days, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(
      hoursToDays([
        { hour: '2026-11-26T22:00:00Z', value: '1' },
        { hour: new Date('2026-11-26T23:00:00Z'), value: 2 },
        { hour: '2026-11-27T22:00:00Z', value: '4' },
        { hour: '2026-07-01T21:00:00Z', value: 8 },
        { hour: '2026-07-01T22:00:00Z', value: 16 },
      ]),
    ).toEqual([
      { day: '2026-11-26', value: 1 },
      { day: '2026-11-27', value: 6 },
      { day: '2026-07-01', value: 8 },
      { day: '2026-07-02', value: 16 },
    ]);
  });
});

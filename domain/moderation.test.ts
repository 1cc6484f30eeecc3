import { describe, expect, it } from 'vitest';
import {
  formatClock,
  parseClock,
  REPORT_REASONS,
  RULES_PATH,
  rangeFits,
  reasonAnchor,
  reportInputSchema,
} from './moderation';

const ID = '3f1c2a52-9d1e-4f7b-8c1a-2b3c4d5e6f70';
const firstIssue = (input: unknown) => reportInputSchema.safeParse(input).error?.issues[0]?.message;

describe('report reasons', () => {
  it('have unique codes and unique anchors in the rules page’s prohibited-content section', () => {
    expect(new Set(REPORT_REASONS.map((r) => r.code)).size).toBe(REPORT_REASONS.length);
    expect(new Set(REPORT_REASONS.map((r) => r.anchor)).size).toBe(REPORT_REASONS.length);
    for (const r of REPORT_REASONS) expect(r.anchor).toMatch(/^prohibited-[a-z-]+$/);
    expect(`${RULES_PATH}#${reasonAnchor('spam')}`).toBe('/conditions-generales-utilisation#prohibited-spam');
  });
});

describe('time ranges', () => {
  it('read mm:ss and h:mm:ss, and nothing else', () => {
    expect(parseClock('0:00')).toBe(0);
    expect(parseClock('01:30')).toBe(90);
    expect(parseClock(' 12:05 ')).toBe(725);
    expect(parseClock('1:02:03')).toBe(3723);
    for (const bad of ['', '1', '1:6', '1:60', 'a:bc', '-1:00', '1:00:00:00', '1:2:3'])
      expect(parseClock(bad), bad).toBeNull();
    expect(formatClock(90.4)).toBe('1:30');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('must start before they end and end within the video (the last second rounds up)', () => {
    expect(rangeFits({ startS: 0, endS: 91 }, 90.4)).toBe(true);
    expect(rangeFits({ startS: 0, endS: 92 }, 90.4)).toBe(false);
    expect(firstIssue({ itemKind: 'video', itemId: ID, reason: 'spam', range: { startS: 5, endS: 5 } })).toBe(
      'report_range_invalid',
    );
    expect(
      firstIssue({ itemKind: 'channel', itemId: ID, reason: 'spam', range: { startS: 1, endS: 5 } }),
    ).toBe('report_range_invalid');
  });
});

describe('report input', () => {
  it('names the first problem with a stable code', () => {
    expect(firstIssue({ itemKind: 'video', itemId: ID })).toBe('report_reason_required');
    expect(firstIssue({ itemKind: 'video', itemId: ID, reason: 'spam', note: 'x'.repeat(2001) })).toBe(
      'report_note_too_long',
    );
    const reporter = { name: 'Ana', email: 'ana@example.com', goodFaith: false };
    expect(firstIssue({ itemKind: 'video', itemId: ID, reason: 'spam', reporter })).toBe(
      'good_faith_required',
    );
    expect(
      reportInputSchema.parse({ itemKind: 'video', itemId: ID, reason: 'spam', note: '  ok ' }).note,
    ).toBe('ok');
  });
});

import { z } from 'zod';
import { emailSchema } from './accounts';

/**
 * Moderation (issue 27). The reasons a report may give are the rules page's prohibited-content
 * categories, in the page's order: the page renders one entry per code, with its anchor as the
 * element id (web/src/features/legal), and a statement of reasons links to `#<anchor>` of
 * `/conditions-generales-utilisation`. A new category is one more entry here; every language's
 * rules text is a Record over these codes, so it cannot forget it.
 */
export const REPORT_REASONS = [
  { code: 'illegal', anchor: 'prohibited-illegal' },
  { code: 'child_safety', anchor: 'prohibited-child-safety' },
  { code: 'sexual_content', anchor: 'prohibited-sexual-content' },
  { code: 'hate', anchor: 'prohibited-hate' },
  { code: 'harassment', anchor: 'prohibited-harassment' },
  { code: 'violence', anchor: 'prohibited-violence' },
  { code: 'self_harm', anchor: 'prohibited-self-harm' },
  { code: 'scam', anchor: 'prohibited-scam' },
  { code: 'misinformation', anchor: 'prohibited-misinformation' },
  { code: 'intellectual_property', anchor: 'prohibited-intellectual-property' },
  { code: 'spam', anchor: 'prohibited-spam' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['code'];
export const REPORT_REASON_CODES = REPORT_REASONS.map((r) => r.code) as [ReportReason, ...ReportReason[]];

/** The rules page's path and the anchor of a reason's section (a statement of reasons links to it). */
export const RULES_PATH = '/conditions-generales-utilisation';
export const reasonAnchor = (code: ReportReason): string =>
  REPORT_REASONS.find((r) => r.code === code)!.anchor;

/** What can be reported: a video, a channel, a comment. */
export const REPORT_ITEM_KINDS = ['video', 'channel', 'comment'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** A report is open until the queue dismisses it or acts on it (issue 27 part 2). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_NOTE_MAX = 2000;
export const REPORTER_NAME_MAX = 100;
const EMAIL_MAX = 254;
/** Longest video time a range may name: far beyond any upload, small enough for an int column. */
const RANGE_MAX_S = 24 * 60 * 60;

/** "mm:ss" (or "h:mm:ss") → seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, h, m, s] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/** Seconds → "m:ss" (or "h:mm:ss"). */
export function formatClock(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const second = z
  .number({ error: 'report_range_invalid' })
  .int({ error: 'report_range_invalid' })
  .min(0, { error: 'report_range_invalid' })
  .max(RANGE_MAX_S, { error: 'report_range_invalid' });

/** The part of a video the report is about: start before end (the video's length is checked by the server). */
export const reportRangeSchema = z
  .object({ startS: second, endS: second })
  .strict()
  .refine((r) => r.startS < r.endS, { error: 'report_range_invalid' });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Whether a range lies within a video of `durationS` seconds (its end may round up the last second). */
export const rangeFits = (range: ReportRange, durationS: number): boolean =>
  range.endS <= Math.ceil(durationS);

/**
 * Who sends a visitor's notice (DSA Art. 16): a name, an address for the receipt, and the statement
 * that they believe in good faith what they report is accurate. Members send none of it.
 */
export const reporterSchema = z
  .object({
    name: z
      .string({ error: 'reporter_name_required' })
      .trim()
      .min(1, { error: 'reporter_name_required' })
      .max(REPORTER_NAME_MAX, { error: 'reporter_name_too_long' }),
    email: z.string({ error: 'invalid_email' }).max(EMAIL_MAX, { error: 'invalid_email' }).pipe(emailSchema),
    goodFaith: z
      .boolean({ error: 'good_faith_required' })
      .refine((given) => given, { error: 'good_faith_required' }),
  })
  .strict();
export type Reporter = z.infer<typeof reporterSchema>;

/** POST /api/reports. Issue messages are error codes (the server answers with the first). */
export const reportInputSchema = z
  .object({
    itemKind: z.enum(REPORT_ITEM_KINDS, { error: 'validation_failed' }),
    itemId: z.uuid({ error: 'validation_failed' }),
    reason: z.enum(REPORT_REASON_CODES, { error: 'report_reason_required' }),
    note: z.string().trim().max(REPORT_NOTE_MAX, { error: 'report_note_too_long' }).default(''),
    range: reportRangeSchema.nullish(),
    reporter: reporterSchema.nullish(),
    /** The interface language, for a visitor's receipt. */
    locale: z.string().max(35).optional(),
  })
  .strict()
  .refine((input) => !input.range || input.itemKind === 'video', {
    error: 'report_range_invalid',
    path: ['range'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportRequest = z.output<typeof reportInputSchema>;

/** A report's reference, shown on the receipt: "R-" and 10 characters without look-alikes. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 10;

import { z } from 'zod';
import { CONSENT_STATUSES, CONSENT_VERSION, COOKIE_REGIMES } from './consent.rules';

// The zod-free rules live in consent.rules.ts (the cookie banner reads them at first load, without
// zod); the server and the settings form keep importing everything from here.
export * from './consent.rules';

/** The override a visitor types in the settings: exactly two letters. */
export const countryOverrideSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'invalid_country' })
  .transform((v) => v.toUpperCase());

const preferencesSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

/** A decision as the server records it (proof of consent). */
export const consentDecisionSchema = z
  .object({
    anonId: z.uuid(),
    status: z.enum(CONSENT_STATUSES),
    preferences: preferencesSchema,
    regime: z.enum(COOKIE_REGIMES),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    version: z.literal(CONSENT_VERSION),
  })
  .strict();
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/**
 * The first and last days an export of the proof of consent may name. The last one's next day
 * (the range ends after the whole "to" day) must still be a four-digit year: later ISO dates get a
 * sign and six digits that PostgreSQL does not read.
 */
export const CONSENT_EXPORT_FIRST_DAY = '1970-01-01';
export const CONSENT_EXPORT_LAST_DAY = '9999-12-30';

const exportDay = z.iso
  .date({ error: 'invalid_date_range' })
  .refine((d) => d >= CONSENT_EXPORT_FIRST_DAY && d <= CONSENT_EXPORT_LAST_DAY, {
    error: 'invalid_date_range',
  })
  .optional();

/** GET /api/admin/consent-records?from=&to= (days, both included); checked before any byte is sent. */
export const consentExportQuerySchema = z
  .object({ from: exportDay, to: exportDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'invalid_date_range', path: ['to'] });

/** The instants [from, to) an export covers: from's midnight to the midnight after `to` (UTC). */
export function consentExportRange(query: { from?: string; to?: string }): { from: Date; to: Date } {
  const from = new Date(query.from ?? CONSENT_EXPORT_FIRST_DAY);
  const to = new Date(query.to ?? CONSENT_EXPORT_LAST_DAY);
  return { from, to: new Date(to.getTime() + 24 * 3600_000) };
}

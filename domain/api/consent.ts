import { z } from 'zod';
import { COOKIE_REGIMES } from '../consent';

/** GET /api/consent/policy */
export const consentPolicyResponseSchema = z.object({
  country: z.string().nullable(),
  source: z.enum(['override', 'header', 'lookup', 'locale', 'unknown']),
  policy: z.object({
    regime: z.enum(COOKIE_REGIMES),
    showBanner: z.boolean(),
    highlightRejectOption: z.boolean(),
  }),
  version: z.string(),
  /** Consent-gated third-party scripts the operator configured, by category. */
  scripts: z.object({ analytics: z.string().nullable(), marketing: z.string().nullable() }),
});
export type ConsentPolicyResponse = z.infer<typeof consentPolicyResponseSchema>;

/** The columns of the consent export (GET /api/admin/consent-records), in the file's order. */
export const CONSENT_EXPORT_COLUMNS = [
  'created_at',
  'anon_id',
  'user_id',
  'status',
  'functional',
  'analytics',
  'marketing',
  'regime',
  'country',
  'version',
] as const;

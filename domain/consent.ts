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

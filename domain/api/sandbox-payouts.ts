import { z } from 'zod';

/**
 * The built-in sandbox payout provider's hosted pages (/sandbox/onboarding/:token,
 * /sandbox/payouts/:token) and the admin's test top-up: Kinora's stand-in for Stripe Connect's
 * Express onboarding and dashboard in test mode. No real money moves.
 */

/** What a test bank account does with payouts, like Stripe's test account numbers. */
export const SANDBOX_BANKS = ['succeed', 'fail', 'fail_after_paid'] as const;
export type SandboxBank = (typeof SANDBOX_BANKS)[number];

/** Stripe's French test IBAN (payouts succeed): prefilled on the onboarding form. */
export const SANDBOX_TEST_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

/** SEPA countries whose accounts receive euro payouts in the sandbox. */
export const SANDBOX_PAYOUT_COUNTRIES = [
  'FR',
  'BE',
  'DE',
  'ES',
  'IT',
  'PT',
  'NL',
  'LU',
  'AT',
  'IE',
  'FI',
] as const;

/** An IBAN's shape and ISO 13616 check digits (mod 97), spaces allowed as typed. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const ibanSchema = z.string().max(50).refine(isValidIban, { error: 'iban_invalid' });

export const sandboxOnboardingInputSchema = z.object({
  // A name shows on the account: no control characters.
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(
      (s) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
      'invalid_characters',
    ),
  country: z.enum(SANDBOX_PAYOUT_COUNTRIES),
  iban: ibanSchema,
  bank: z.enum(SANDBOX_BANKS),
});
export type SandboxOnboardingInput = z.infer<typeof sandboxOnboardingInputSchema>;

/** GET onboarding: the form (open), or where to get a fresh link (expired or used, like Stripe). */
export const sandboxOnboardingSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    email: z.string(),
    country: z.string(),
    returnUrl: z.string(),
  }),
  z.object({ state: z.literal('expired'), refreshUrl: z.string() }),
]);
export type SandboxOnboarding = z.infer<typeof sandboxOnboardingSchema>;

export const sandboxOnboardingResultSchema = z.object({
  connected: z.boolean(),
  redirectUrl: z.string(),
});
export type SandboxOnboardingResult = z.infer<typeof sandboxOnboardingResultSchema>;

export const sandboxPayoutStatusSchema = z.enum(['pending', 'in_transit', 'paid', 'failed', 'canceled']);

/** The account's dashboard (Express login link): its bank account and its payouts. */
export const sandboxPayoutDashboardSchema = z.object({
  email: z.string(),
  holderName: z.string().nullable(),
  bankLast4: z.string().nullable(),
  bank: z.enum(SANDBOX_BANKS).nullable(),
  destinationChangedAt: z.string().nullable(),
  payouts: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      status: sandboxPayoutStatusSchema,
      createdAt: z.string(),
      arrivalDate: z.string(),
      /** Why it failed: the provider's code (the page says it in the member's language). */
      failureCode: z.string().nullable(),
      failureMessage: z.string().nullable(),
    }),
  ),
});
export type SandboxPayoutDashboard = z.infer<typeof sandboxPayoutDashboardSchema>;

export const sandboxBankInputSchema = z.object({ iban: ibanSchema, bank: z.enum(SANDBOX_BANKS) });
export type SandboxBankInput = z.infer<typeof sandboxBankInputSchema>;

/** The platform's test balance (admins, sandbox only). */
export const sandboxPlatformBalanceSchema = z.object({ availableCents: z.number().int() });
export type SandboxPlatformBalance = z.infer<typeof sandboxPlatformBalanceSchema>;

/** A top-up: from 1 cent to 100,000 EUR at a time. */
export const sandboxTopUpInputSchema = z.object({ amountCents: z.number().int().min(1).max(10_000_000) });
export type SandboxTopUpInput = z.infer<typeof sandboxTopUpInputSchema>;

import { z } from 'zod';
import { PAID_PLANS, SUBSCRIPTION_STATUSES } from '../plans';

/**
 * The built-in sandbox payment provider's hosted pages (/sandbox/checkout/:token, /sandbox/portal/:token):
 * Kinora's stand-in for Stripe Checkout and the Billing Portal in test mode. No real money moves.
 * Stripe's test card numbers behave as in Stripe's test mode (SANDBOX_TEST_CARDS).
 */

/** Stripe's test cards the sandbox knows; any other number passing the Luhn check succeeds like 4242…. */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** Asks for a 3-D Secure confirmation on the first payment. */
  authenticationRequired: '4000002500003155',
  /** Can be attached (checkout or portal) but every later charge fails: a renewal fails. */
  attachThenFail: '4000000000000341',
} as const;

export const sandboxCardInputSchema = z.object({
  /** Spaces allowed, as typed. */
  cardNumber: z
    .string()
    .max(30)
    .regex(/^[\d ]+$/, { error: 'card_number_invalid' }),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'card_incorrect_cvc' }),
  name: z.string().trim().max(100).optional(),
});
export type SandboxCardInput = z.infer<typeof sandboxCardInputSchema>;

export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  plan: z.enum(PAID_PLANS),
  amountCents: z.number().int(),
  currency: z.literal('EUR'),
  email: z.string(),
  /** A card needing 3-D Secure was given: the page asks to confirm or fail the authentication. */
  requiresAction: z.boolean(),
  cancelUrl: z.string(),
  /** Where to go once paid (set when complete). */
  successUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST …/pay and …/confirm: paid (go to redirectUrl) or a 3-D Secure step first. Declines are 402 errors. */
export const sandboxPaymentResultSchema = z.object({
  outcome: z.enum(['succeeded', 'requires_action']),
  redirectUrl: z.string().nullable(),
});
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResultSchema>;

export const sandboxConfirmInputSchema = z.object({ approve: z.boolean() });

export const sandboxPortalSchema = z.object({
  email: z.string(),
  card: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan: z.enum(PAID_PLANS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      amountCents: z.number().int(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      plan: z.enum(PAID_PLANS),
      createdAt: z.string(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
    }),
  ),
  /** Back to Kinora. */
  returnUrl: z.string(),
  /** The customer's test clock (like Stripe's test clocks): renewals happen against this time. */
  clockNow: z.string(),
});
export type SandboxPortal = z.infer<typeof sandboxPortalSchema>;

/** POST …/advance-clock: moves this customer's test clock forward (renewals, failures, expiry happen). */
export const sandboxAdvanceClockInputSchema = z.object({
  seconds: z
    .number()
    .int()
    .min(60)
    .max(400 * 86_400),
});

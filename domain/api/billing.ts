import { z } from 'zod';
import { PAID_PLANS, SUBSCRIPTION_STATUSES } from '../plans';

/** One paid plan's state for the member (null fields when they never subscribed to it). */
export const planStateSchema = z.object({
  /** Whether this plan grants its benefits now (Premium: HD/4K, no ads…; QA: the qa role). */
  active: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** Renewal date, or the end date when cancelled at period end. ISO string. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Past due: the renewal failed; the member should fix the card in the portal before access ends. */
  pastDue: z.boolean(),
  /** A refund can be asked now (within 7 days of the first payment). */
  refundable: z.boolean(),
});
export type PlanState = z.infer<typeof planStateSchema>;

/**
 * GET /api/billing/subscription (the spec's check-subscription): `subscribed` is Premium's `active`.
 * The web app caches it 30 s in session storage and treats a failed check as not subscribed.
 */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  plan: z.enum(['free', 'premium']),
  premium: planStateSchema,
  qa: planStateSchema,
  /** 'sandbox' shows the test-mode label next to payment buttons. */
  provider: z.enum(['stripe', 'sandbox']),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/billing/checkout, /api/billing/qa-checkout, /api/billing/portal: a URL to open in a new tab. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** POST /api/billing/checkout body (optional): the app path to come back to after checkout. */
export const checkoutInputSchema = z.object({
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'bad_request' })
    .optional(),
});

/** POST /api/billing/refund body: which plan's first payment to refund. */
export const refundInputSchema = z.object({ plan: z.enum(PAID_PLANS) });

// In plans.ts (no zod: the header's plan status and the ads read it at first load); the server imports it here.
export { SUBSCRIPTION_CHANGED_EVENT } from '../plans';

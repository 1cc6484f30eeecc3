import { z } from 'zod';
import { cursorSchema } from '../cursor';
import { PAYOUT_ACCOUNT_STATES, PAYOUT_BLOCKERS, WITHDRAWAL_STATUSES } from '../payouts';

/**
 * The creator earnings API (issue 26): balances, the payout account, withdrawals, charts and
 * statements. Amounts are integer euro cents; dates are ISO strings; days are 'YYYY-MM-DD' in
 * Europe/Paris (the payout zone).
 */

const isoDate = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const payoutAccountSchema = z.object({
  state: z.enum(PAYOUT_ACCOUNT_STATES),
  /** 'sandbox' shows the test-mode label next to connect and withdraw. */
  provider: z.enum(['stripe', 'sandbox']),
  /** What the provider still needs (its own field names, e.g. `external_account`), empty when nothing. */
  requirementsDue: z.array(z.string()),
  /** When the provider disables the account if the requirements stay due; null when no deadline. */
  deadline: isoDate.nullable(),
  /** The provider's reason when restricted (e.g. `requirements.past_due`, `rejected.fraud`). */
  disabledReason: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  requestedAt: isoDate,
  /** When the payout reached the creator's bank (status paid). */
  paidAt: isoDate.nullable(),
  /** Made by the nightly automatic payout rather than the creator's click. */
  automatic: z.boolean(),
  /** The provider's failure code and text when the payout failed (the money is withdrawable again). */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** Waiting for the platform's balance to cover it (it goes out by itself). */
  waitingForFunds: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /api/earnings (and the answer of POST /api/earnings/sync). */
export const earningsSummarySchema = z.object({
  totalCents: z.number().int(),
  thisMonthCents: z.number().int(),
  pendingCents: z.number().int(),
  withdrawableCents: z.number().int(),
  inFlightCents: z.number().int(),
  /** What paid views earned while moderation had demonetised a video, credited if an appeal overturns it (0031). */
  withheldCents: z.number().int(),
  lastPayment: z.object({ amountCents: z.number().int(), paidAt: isoDate }).nullable(),
  account: payoutAccountSchema,
  autoPayout: z.boolean(),
  /** Why a withdrawal cannot be made now (closed list); null when it can. */
  blocker: z.enum(PAYOUT_BLOCKERS).nullable(),
  minimumWithdrawalCents: z.number().int(),
  /** When pending earnings next become withdrawable (the coming midnight in Europe/Paris). */
  nextSettlementAt: isoDate,
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

/** POST /api/earnings/connect: the provider's onboarding page (or its dashboard once connected). */
export const payoutLinkSchema = z.object({ url: z.string() });

/** PATCH /api/earnings/settings: only the fields sent change. */
export const earningsSettingsInputSchema = z
  .object({ autoPayout: z.boolean().optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export const earningsSettingsSchema = z.object({ autoPayout: z.boolean() });

/** POST /api/earnings/withdraw: 201 with the withdrawal (or 200 with the one already made). */
export const withdrawResultSchema = z.object({
  withdrawal: withdrawalSchema,
  summary: earningsSummarySchema,
});

export const CHART_RANGES = [7, 30, 90] as const;
/** GET /api/earnings/daily?days=7|30|90: one row per day, oldest first, days without views included. */
export const earningsDailyQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (CHART_RANGES as readonly number[]).includes(d), { error: 'bad_request' })
    .default(30),
});
export const earningsDailySchema = z.object({
  days: z.array(
    z.object({
      day,
      /** Validated views of the creator's videos that day (paid or not). */
      validatedViews: z.number().int(),
      paidViews: z.number().int(),
      earnedCents: z.number().int(),
    }),
  ),
});
export type EarningsDaily = z.infer<typeof earningsDailySchema>;

/** GET /api/earnings/videos?cursor=…: per-video earnings, best earning first. */
export const videoEarningsSchema = z.object({
  videoId: z.string(),
  /** Null when the video was deleted (its earnings stay). */
  title: z.string().nullable(),
  validatedViews: z.number().int(),
  paidViews: z.number().int(),
  earnedCents: z.number().int(),
  /** EUR cents per 1,000 validated views (0 without views). */
  centsPerThousandViews: z.number().int(),
});
export const videoEarningsPageSchema = z.object({
  items: z.array(videoEarningsSchema),
  nextCursor: z.string().nullable(),
});
export type VideoEarnings = z.infer<typeof videoEarningsSchema>;

/** GET /api/admin/payouts?status&cursor: every creator's withdrawals, newest first (admins). */
export const adminPayoutsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  cursor: cursorSchema,
});
export const adminPayoutSchema = withdrawalSchema.extend({
  /** The creator; null once their account is deleted (the withdrawal stays, legal retention). */
  creator: z.object({ id: z.string(), username: z.string().nullable(), email: z.string() }).nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsPageSchema = z.object({
  items: z.array(adminPayoutSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;

/** GET /api/earnings/withdrawals?cursor=…: newest first. */
export const withdrawalsPageSchema = z.object({
  items: z.array(withdrawalSchema),
  nextCursor: z.string().nullable(),
});

/**
 * Downloads (text/csv): GET /api/earnings/withdrawals/:id/statement.csv (the views and videos a
 * payout covers) and GET /api/earnings/statements/:month.csv (month 'YYYY-MM', Europe/Paris).
 */
export const statementMonthParamsSchema = z.object({
  // Years 1970–2999: the zone arithmetic behind a month's bounds has no meaning for year 345 (it was a 500).
  month: z.string().regex(/^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/, { error: 'invalid_statement_month' }),
});

/** Realtime, on the creator's own topic: a paid view was credited (the dashboard's live pending). */
export const EARNINGS_CREDITED_EVENT = 'earnings.credited';
export const earningsCreditedEventSchema = z.object({
  pendingCents: z.number().int(),
  videoId: z.string(),
  amountCents: z.number().int(),
});
/** Realtime, on the creator's own topic: a withdrawal changed status. */
export const WITHDRAWAL_UPDATED_EVENT = 'earnings.withdrawal-updated';
export const withdrawalUpdatedEventSchema = z.object({ withdrawal: withdrawalSchema });

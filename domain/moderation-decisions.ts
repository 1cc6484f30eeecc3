import { z } from 'zod';
import { REPORT_ITEM_KINDS, REPORT_REASONS, RULES_PATH } from './moderation';

/**
 * Moderation decisions (issue 27, parts 3–5): what an admin may restrict, the statement of reasons
 * that comes with it (DSA Art. 17), and the appeal. Pure rules; the moderation module stores them
 * and the videos module and the member's standing enforce them.
 */

/**
 * What a decision can restrict. On the item: a video's removal or demonetisation. On its owner (a
 * member): a feature limit, a temporary suspension, a permanent ban — the three the standing knows
 * (domain/standing.ts `SANCTION_KINDS`).
 */
export const DECISION_SANCTION_KINDS = [
  'video_removal',
  'comment_removal',
  'demonetisation',
  'feature_limit',
  'suspension',
  'ban',
] as const;
export type DecisionSanctionKind = (typeof DECISION_SANCTION_KINDS)[number];

/**
 * What a decision is about: a reported item, or a member directly (from the admin member page: a
 * reporter who keeps sending unfounded reports, a notice received outside the report form).
 */
export const DECISION_ITEM_KINDS = [...REPORT_ITEM_KINDS, 'member'] as const;
export type DecisionItemKind = (typeof DECISION_ITEM_KINDS)[number];

/**
 * The grounds a decision may rest on: the rules page's prohibited-content categories, and its
 * section on misusing reports (a limit on reporting: DSA Art. 23). Each links to its section.
 */
export const DECISION_REASONS = [
  ...REPORT_REASONS,
  { code: 'report_misuse', anchor: 'report-misuse' },
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number]['code'];
export const DECISION_REASON_CODES = DECISION_REASONS.map((r) => r.code) as [
  DecisionReason,
  ...DecisionReason[],
];
/** The grounds that concern a member's conduct, not a piece of content: only on a member decision. */
export const MEMBER_ONLY_REASONS: readonly DecisionReason[] = ['report_misuse'];

/** Which sanctions a decision on an item of this kind may take (a channel has no video to remove). */
export const SANCTIONS_FOR_ITEM: Record<DecisionItemKind, readonly DecisionSanctionKind[]> = {
  video: ['video_removal', 'demonetisation', 'feature_limit', 'suspension', 'ban'],
  channel: ['feature_limit', 'suspension', 'ban'],
  comment: ['comment_removal', 'feature_limit', 'suspension', 'ban'],
  member: ['feature_limit', 'suspension', 'ban'],
};

/** The sanctions that restrict the member themself (their standing), not one video. */
export const MEMBER_SANCTION_KINDS = ['feature_limit', 'suspension', 'ban'] as const;
export const isMemberSanction = (
  kind: DecisionSanctionKind,
): kind is (typeof MEMBER_SANCTION_KINDS)[number] =>
  (MEMBER_SANCTION_KINDS as readonly string[]).includes(kind);

/** What a feature limit may take away (each is a capability of the standing, domain/standing.ts). */
export const LIMITABLE_FEATURES = ['upload', 'comment', 'report'] as const;
export type LimitableFeature = (typeof LIMITABLE_FEATURES)[number];

/** The farthest end an admin may give a temporary sanction (beyond that it is permanent: a ban). */
export const SANCTION_MAX_DAYS = 3650;

/** The appeal window by default (spec §9: 14 days); `MODERATION_APPEAL_DAYS` lengthens it (DSA: 6 months). */
export const DEFAULT_APPEAL_DAYS = 14;

/** Transparency Database field limits (statement of reasons API). */
export const FACTS_MAX = 5000;
export const EXPLANATION_MAX = 2000;
export const LEGAL_GROUND_MAX = 500;
export const APPEAL_MESSAGE_MAX = 5000;

const until = z.iso.datetime({ offset: true, error: 'sanction_until_invalid' });

/** One restriction the admin chooses. `until` is an instant; null where allowed means "for good". */
export const sanctionChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('video_removal') }).strict(),
    z.object({ kind: z.literal('comment_removal') }).strict(),
    z.object({ kind: z.literal('demonetisation'), until: until.nullable() }).strict(),
    z
      .object({
        kind: z.literal('feature_limit'),
        feature: z.enum(LIMITABLE_FEATURES, { error: 'validation_failed' }),
        until,
      })
      .strict(),
    z.object({ kind: z.literal('suspension'), until }).strict(),
    z.object({ kind: z.literal('ban') }).strict(),
  ],
  { error: 'sanction_invalid' },
);
export type SanctionChoice = z.infer<typeof sanctionChoiceSchema>;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * POST /api/admin/moderation/items/:id/decide. The ground is always a rules section (`reason`,
 * which also gives the Transparency Database category); `legalGround` added means the content is
 * judged illegal, not only against the rules. Each sanction kind at most once.
 */
export const decideInputSchema = z
  .object({
    sanctions: z
      .array(sanctionChoiceSchema, { error: 'sanction_invalid' })
      .min(1, { error: 'sanction_required' })
      .max(DECISION_SANCTION_KINDS.length, { error: 'sanction_invalid' })
      .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, {
        error: 'sanction_repeated',
      }),
    reason: z.enum(DECISION_REASON_CODES, { error: 'report_reason_required' }),
    legalGround: z
      .string()
      .trim()
      .max(LEGAL_GROUND_MAX, { error: 'legal_ground_too_long' })
      .nullish()
      .transform((v) => (v ? v : null)),
    facts: text(FACTS_MAX, 'facts_required', 'facts_too_long'),
    explanation: text(EXPLANATION_MAX, 'explanation_required', 'explanation_too_long'),
  })
  .strict();
export type DecideInput = z.input<typeof decideInputSchema>;
export type DecideRequest = z.output<typeof decideInputSchema>;

/** POST /api/me/moderation/decisions/:id/appeal: the member's message. */
export const appealInputSchema = z
  .object({ message: text(APPEAL_MESSAGE_MAX, 'appeal_message_required', 'appeal_message_too_long') })
  .strict();
export type AppealInput = z.infer<typeof appealInputSchema>;

export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const APPEAL_STATUSES = ['open', ...APPEAL_OUTCOMES] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** POST /api/admin/moderation/appeals/:id/review: uphold or overturn, with the reviewer's reasons. */
export const appealReviewInputSchema = z
  .object({
    outcome: z.enum(APPEAL_OUTCOMES, { error: 'validation_failed' }),
    statement: text(EXPLANATION_MAX, 'statement_required', 'statement_too_long'),
  })
  .strict();
export type AppealReviewInput = z.infer<typeof appealReviewInputSchema>;

/** Why a sanction is no longer in force. */
export const SANCTION_END_CAUSES = ['expired', 'overturned'] as const;
export type SanctionEndCause = (typeof SANCTION_END_CAUSES)[number];

/** Until when a decision may be appealed: `days` whole days of 24 h after it was taken. */
export const appealDeadline = (decidedAt: Date, days: number): Date =>
  new Date(decidedAt.getTime() + days * 24 * 60 * 60 * 1000);

export const mayAppeal = (decidedAt: Date, days: number, now: Date, alreadyAppealed: boolean): boolean =>
  !alreadyAppealed && now.getTime() <= appealDeadline(decidedAt, days).getTime();

/** The rules section a decision rests on, as a link the member can open. */
export const rulesLink = (reason: DecisionReason): string =>
  `${RULES_PATH}#${DECISION_REASONS.find((r) => r.code === reason)!.anchor}`;

/** A decision's public reference (the Transparency Database's `puid`): "D-" and its id. */
export const decisionReference = (decisionId: string): string => `D-${decisionId}`;

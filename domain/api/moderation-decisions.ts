import { z } from 'zod';
import {
  APPEAL_STATUSES,
  DECISION_ITEM_KINDS,
  DECISION_REASON_CODES,
  DECISION_SANCTION_KINDS,
  LIMITABLE_FEATURES,
  SANCTION_END_CAUSES,
} from '../moderation-decisions';

/** One sanction of a decision, as the member and the admins see it. */
export const decisionSanctionSchema = z.object({
  kind: z.enum(DECISION_SANCTION_KINDS),
  /** A feature limit's feature; null otherwise. */
  feature: z.enum(LIMITABLE_FEATURES).nullable(),
  /** When it ends by itself; null: for good (a removal, a ban, a permanent demonetisation). */
  until: z.string().nullable(),
  /** When it stopped applying (its end came, or an appeal overturned it), and why; null while in force. */
  endedAt: z.string().nullable(),
  endedBecause: z.enum(SANCTION_END_CAUSES).nullable(),
});
export type DecisionSanction = z.infer<typeof decisionSanctionSchema>;

/** The appeal of a decision: its window, and the member's message and the outcome once sent. */
export const decisionAppealSchema = z.object({
  /** The last instant an appeal is accepted. */
  deadline: z.string(),
  /** Whether the member may appeal now (within the window, not yet appealed). */
  open: z.boolean(),
  status: z.enum(APPEAL_STATUSES).nullable(),
  message: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's reasons, once decided. */
  statement: z.string().nullable(),
});

/**
 * A decision and its statement of reasons (DSA Art. 17), as shown to the member it concerns: what
 * was restricted, its scope and end, the facts, the ground (a rules section, linked, and a legal
 * ground when the content was judged illegal), whether it followed a notice, that no automated
 * decision was made, and how to appeal. Never who reported.
 */
export const decisionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  decidedAt: z.string(),
  itemKind: z.enum(DECISION_ITEM_KINDS),
  /** The item's id; for a decision on a member, the member's (null once their account is deleted). */
  targetId: z.string().nullable(),
  /** The item's title as it is now (null once gone). */
  targetTitle: z.string().nullable(),
  sanctions: z.array(decisionSanctionSchema),
  reason: z.enum(DECISION_REASON_CODES),
  /** `/conditions-generales-utilisation#<section>`. */
  rulesLink: z.string(),
  legalGround: z.string().nullable(),
  facts: z.string(),
  explanation: z.string(),
  followedNotice: z.boolean(),
  automated: z.literal(false),
  appeal: decisionAppealSchema,
});
export type Decision = z.infer<typeof decisionSchema>;

/** GET /api/me/moderation/decisions: the decisions about the member, newest first. */
export const myDecisionsSchema = z.object({ items: z.array(decisionSchema) });
export type MyDecisions = z.infer<typeof myDecisionsSchema>;

export const decisionParams = z.object({ id: z.uuid({ error: 'decision_not_found' }) });

/** POST …/decide: the decision as taken (the admin sees what the member will see). */
export const decideResultSchema = decisionSchema;

/** An appeal waiting for review, as the admins' queue lists it (oldest first). */
export const appealQueueItemSchema = z.object({
  id: z.string(),
  decision: decisionSchema,
  member: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  /** The admin who took the decision (another admin reviews when there is one). */
  decidedBy: z.object({ id: z.string().nullable(), username: z.string().nullable() }),
  /** Whether the requesting admin may review it (not the decider, unless they are the only admin). */
  reviewable: z.boolean(),
  submittedAt: z.string(),
});
export type AppealQueueItem = z.infer<typeof appealQueueItemSchema>;

/** GET /api/admin/moderation/appeals. */
export const appealQueueSchema = z.object({ items: z.array(appealQueueItemSchema) });
export type AppealQueue = z.infer<typeof appealQueueSchema>;

export const appealParams = z.object({ id: z.uuid({ error: 'appeal_not_found' }) });

/** A day of the statements' period: a real calendar day PostgreSQL holds too (no year 0, nothing before 1970). */
const statementDay = z.iso
  .date({ error: 'validation_failed' })
  .refine((d) => d >= '1970-01-01', { error: 'validation_failed' });

/** GET /api/admin/moderation/statements?from&to&format: the statements of reasons in a period. */
export const statementsQuerySchema = z
  .object({
    from: statementDay,
    to: statementDay,
    format: z.enum(['json', 'csv'], { error: 'validation_failed' }).default('json'),
  })
  .refine((q) => q.from <= q.to, { error: 'validation_failed' });

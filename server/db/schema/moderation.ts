import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReportItemKind, ReportReason, ReportStatus } from '../../../domain/moderation';
import type {
  AppealStatus,
  DecisionItemKind,
  DecisionReason,
  DecisionSanctionKind,
  LimitableFeature,
  SanctionEndCause,
} from '../../../domain/moderation-decisions';
import { user } from './accounts';

/**
 * What the moderation queue works on (issue 27): one row per reported thing — a video or a channel
 * now, a comment later — whose reports are grouped under it. No foreign key to the target: it can
 * be any kind, and a deleted video leaves its reports' history. `ownerId` is the member who owned
 * the target when it was first reported (the queue's "owner's history").
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReportItemKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('moderation_items_target_idx').on(t.kind, t.targetId),
    index('moderation_items_owner_idx').on(t.ownerId),
  ],
);

/**
 * A report (a notice under DSA Art. 16): a member's (`reporterId`) or a visitor's (name, email and
 * the good-faith statement). A member has at most one open report per item (the partial unique
 * index); once the queue closes it (dismissed, actioned) they may report the item again. A deleted
 * account leaves its reports without a reporter (the notice still stands for the queue).
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** When a visitor stated their good faith (Art. 16(2)(d)); null for members. */
    goodFaithAt: timestamp('good_faith_at', { withTimezone: true, precision: 3 }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    rangeStartS: integer('range_start_s'),
    rangeEndS: integer('range_end_s'),
    locale: text('locale').notNull().default('fr'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('moderation_reports_reference_idx').on(t.reference),
    uniqueIndex('moderation_reports_open_idx')
      .on(t.itemId, t.reporterId)
      .where(sql`status = 'open' AND reporter_id IS NOT NULL`),
    // The queue (part 2): open reports of an item, oldest first.
    index('moderation_reports_item_idx').on(t.itemId, t.status, t.createdAt),
    // "My reports": newest first.
    index('moderation_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    check('moderation_reports_status_check', sql`status IN ('open', 'dismissed', 'actioned')`),
    check(
      'moderation_reports_range_check',
      sql`(range_start_s IS NULL) = (range_end_s IS NULL) AND (range_start_s IS NULL OR range_start_s < range_end_s)`,
    ),
  ],
);

/**
 * A decision on an item (issue 27 part 4): the statement of reasons (DSA Art. 17), stored with the
 * fields the EU Transparency Database asks for and within its limits (domain/moderation-decisions.ts).
 * `subjectId` is the member it concerns (the item's owner when decided); a deleted account leaves the
 * statement without a subject, and a deleted admin without a decider: the record stays.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reported item decided on; null for a decision on a member directly (`itemKind` member). */
    itemId: uuid('item_id').references(() => moderationItems.id),
    itemKind: text('item_kind').$type<DecisionItemKind>().notNull(),
    /** The item's target (video, channel); null for a decision on a member (the subject is the target). */
    targetId: uuid('target_id'),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }).notNull(),
    reason: text('reason').$type<DecisionReason>().notNull(),
    legalGround: text('legal_ground'),
    facts: text('facts').notNull(),
    explanation: text('explanation').notNull(),
    /** It closed open reports (a notice under Art. 16), or an admin acted on their own. */
    followedNotice: boolean('followed_notice').notNull(),
    /** When the restricted content was made (the Transparency Database's `content_date`). */
    contentCreatedAt: timestamp('content_created_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('moderation_decisions_item_idx').on(t.itemId, t.decidedAt.desc()),
    index('moderation_decisions_subject_idx').on(t.subjectId, t.decidedAt.desc()),
    index('moderation_decisions_decided_at_idx').on(t.decidedAt),
  ],
);

/**
 * One restriction of a decision. Member sanctions (feature limit, suspension, ban) are the
 * standing's sanctions part; video ones are enforced by the videos module's commands. It is in
 * force until `until` (null: for good) unless `endedAt` says it stopped earlier or was processed
 * at its end (`endedBecause`: expired, overturned).
 */
export const moderationSanctions = pgTable(
  'moderation_sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DecisionSanctionKind>().notNull(),
    feature: text('feature').$type<LimitableFeature>(),
    /** The video a removal or demonetisation applies to. */
    videoId: uuid('video_id'),
    /** The comment a comment removal applies to. */
    commentId: uuid('comment_id'),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    until: timestamp('until', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    endedBecause: text('ended_because').$type<SanctionEndCause>(),
  },
  (t) => [
    index('moderation_sanctions_decision_idx').on(t.decisionId),
    // The standing provider: a member's sanctions not yet ended.
    index('moderation_sanctions_subject_idx').on(t.subjectId).where(sql`ended_at IS NULL`),
    // The expiry sweep: sanctions with an end, not yet processed, by end.
    index('moderation_sanctions_until_idx').on(t.until).where(sql`ended_at IS NULL AND until IS NOT NULL`),
    check('moderation_sanctions_feature_check', sql`(kind = 'feature_limit') = (feature IS NOT NULL)`),
    check('moderation_sanctions_ended_check', sql`(ended_at IS NULL) = (ended_because IS NULL)`),
  ],
);

/** The appeal of a decision: at most one (the unique index), reviewed once. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    statement: text('statement'),
  },
  (t) => [
    uniqueIndex('moderation_appeals_decision_idx').on(t.decisionId),
    index('moderation_appeals_open_idx').on(t.submittedAt).where(sql`status = 'open'`),
    check('moderation_appeals_status_check', sql`status IN ('open', 'upheld', 'overturned')`),
  ],
);

/**
 * Moderation's own append-only log (issue 27 part 6): every report, dismissal, decision, sanction,
 * expiry, appeal and reversal, with who acted (null: the clock). The database refuses UPDATE and
 * DELETE (migration 0023's trigger). Admin actions are also in the audit log; this one is what the
 * yearly transparency report and an item's history read.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    action: text('action').$type<ModerationLogAction>().notNull(),
    actorId: text('actor_id'),
    itemId: uuid('item_id'),
    decisionId: uuid('decision_id'),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [index('moderation_log_at_idx').on(t.at), index('moderation_log_decision_idx').on(t.decisionId)],
);

export type ModerationLogAction =
  | 'report'
  | 'dismiss'
  | 'decide'
  | 'sanction_expired'
  | 'appeal'
  | 'appeal_upheld'
  | 'appeal_overturned';

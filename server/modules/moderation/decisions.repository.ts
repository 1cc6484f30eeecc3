import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { MEMBER_SANCTION_KINDS } from '../../../domain/moderation-decisions';
import type { Database } from '../../db/client';
import {
  type ModerationLogAction,
  moderationAppeals,
  moderationDecisions,
  moderationLog,
  moderationSanctions,
} from '../../db/schema';

export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type SanctionRow = typeof moderationSanctions.$inferSelect;
export type AppealRow = typeof moderationAppeals.$inferSelect;

/** A decision with its sanctions and its appeal (if any). */
export interface DecisionRecord {
  decision: DecisionRow;
  sanctions: SanctionRow[];
  appeal: AppealRow | null;
}

const inForceAt = (now: Date): SQL =>
  and(
    isNull(moderationSanctions.endedAt),
    or(isNull(moderationSanctions.until), gt(moderationSanctions.until, now)),
  )!;

const memberKinds = inArray(moderationSanctions.kind, [...MEMBER_SANCTION_KINDS]);

/** The member's sanctions in force at `now` (the standing provider), with the rules reason of each. */
export async function memberSanctionsInForce(db: Database, userId: string, now: Date) {
  return db
    .select({
      kind: moderationSanctions.kind,
      feature: moderationSanctions.feature,
      until: moderationSanctions.until,
      decisionId: moderationSanctions.decisionId,
      reason: moderationDecisions.reason,
    })
    .from(moderationSanctions)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationSanctions.decisionId))
    .where(and(eq(moderationSanctions.subjectId, userId), memberKinds, inForceAt(now)));
}

/** "A member sanction is in force on this user at `now`", for another module's query (admins' members filter). */
export const memberRestrictedSql = (userId: SQL, now: Date): SQL =>
  sql`exists (select 1 from ${moderationSanctions} where ${moderationSanctions.subjectId} = ${userId}
    and ${memberKinds} and ${inForceAt(now)})`;

/** Whether a ban other than the given decision's is in force on the member (lifting one ban must not unhide content another keeps hidden). */
/**
 * Another decision's sanction of the same kind still in force on the same thing (the same video
 * for a removal or a demonetisation, the same member for a ban): lifting one must not lift what
 * the other still imposes. The one ending last first, so a handover keeps the longest.
 */
export async function otherSanctionInForce(
  db: Database,
  s: Pick<SanctionRow, 'kind' | 'videoId' | 'commentId' | 'subjectId' | 'decisionId'>,
  now: Date,
): Promise<SanctionRow | null> {
  const same =
    s.kind === 'ban'
      ? s.subjectId && eq(moderationSanctions.subjectId, s.subjectId)
      : s.kind === 'comment_removal'
        ? s.commentId && eq(moderationSanctions.commentId, s.commentId)
        : s.videoId && eq(moderationSanctions.videoId, s.videoId);
  if (!same) return null;
  const [row] = await db
    .select()
    .from(moderationSanctions)
    .where(
      and(
        same,
        eq(moderationSanctions.kind, s.kind),
        sql`${moderationSanctions.decisionId} <> ${s.decisionId}`,
        inForceAt(now),
      ),
    )
    .orderBy(sql`${moderationSanctions.until} desc nulls first`)
    .limit(1);
  return row ?? null;
}

/** Decisions with their sanctions and appeals, in the order of `decisions`. */
async function withParts(db: Database, decisions: DecisionRow[]): Promise<DecisionRecord[]> {
  if (decisions.length === 0) return [];
  const ids = decisions.map((d) => d.id);
  const [sanctions, appeals] = await Promise.all([
    db
      .select()
      .from(moderationSanctions)
      .where(inArray(moderationSanctions.decisionId, ids))
      .orderBy(asc(moderationSanctions.kind)),
    db.select().from(moderationAppeals).where(inArray(moderationAppeals.decisionId, ids)),
  ]);
  return decisions.map((decision) => ({
    decision,
    sanctions: sanctions.filter((s) => s.decisionId === decision.id),
    appeal: appeals.find((a) => a.decisionId === decision.id) ?? null,
  }));
}

export async function findDecision(db: Database, id: string): Promise<DecisionRecord | null> {
  const rows = await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
  return (await withParts(db, rows))[0] ?? null;
}

/** The decisions about a member, newest first (bounded: a member's own page). */
export async function decisionsAbout(db: Database, subjectId: string, limit = 200) {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.subjectId, subjectId))
    .orderBy(desc(moderationDecisions.decidedAt), desc(moderationDecisions.id))
    .limit(limit);
  return withParts(db, rows);
}

/** An item's decisions, newest first. */
export async function decisionsOfItem(db: Database, itemId: string, limit = 100) {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.itemId, itemId))
    .orderBy(desc(moderationDecisions.decidedAt), desc(moderationDecisions.id))
    .limit(limit);
  return withParts(db, rows);
}

/** Decisions taken in [from, to), oldest first, after a keyset position (the statements export's pages). */
export async function decisionsBetween(
  db: Database,
  range: { from: Date; to: Date },
  after: { at: Date; id: string } | null,
  limit: number,
) {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(
      and(
        gte(moderationDecisions.decidedAt, range.from),
        lt(moderationDecisions.decidedAt, range.to),
        after
          ? sql`(${moderationDecisions.decidedAt}, ${moderationDecisions.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(moderationDecisions.decidedAt), asc(moderationDecisions.id))
    .limit(limit);
  return withParts(db, rows);
}

/**
 * Sanctions whose end has come and that were not processed yet, locked for this sweep (a second
 * node's sweep skips them). Oldest end first.
 */
export async function claimEndedSanctions(tx: Database, now: Date, limit: number) {
  return tx
    .select()
    .from(moderationSanctions)
    .where(and(isNull(moderationSanctions.endedAt), lte(moderationSanctions.until, now)))
    .orderBy(asc(moderationSanctions.until))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks sanctions ended (their end came, or an appeal overturned them); returns those it changed. */
export async function endSanctions(
  tx: Database,
  ids: readonly string[],
  because: 'expired' | 'overturned',
  now: Date,
) {
  if (ids.length === 0) return [];
  return (
    tx
      .update(moderationSanctions)
      // An expiry is dated by the sanction's own end (the sweep may run a little later).
      .set({
        endedAt: because === 'expired' ? sql`coalesce(${moderationSanctions.until}, ${now})` : now,
        endedBecause: because,
      })
      .where(and(inArray(moderationSanctions.id, [...ids]), isNull(moderationSanctions.endedAt)))
      .returning()
  );
}

/** Appends to moderation's log (append-only). */
export async function logModeration(
  tx: Database,
  entry: {
    at: Date;
    action: ModerationLogAction;
    actorId: string | null;
    itemId?: string | null;
    decisionId?: string | null;
    data?: Record<string, unknown>;
  },
) {
  await tx.insert(moderationLog).values({
    at: entry.at,
    action: entry.action,
    actorId: entry.actorId,
    itemId: entry.itemId ?? null,
    decisionId: entry.decisionId ?? null,
    data: entry.data ?? {},
  });
}

/** Open appeals, oldest first. */
export async function openAppeals(db: Database, limit = 100) {
  return db
    .select()
    .from(moderationAppeals)
    .where(eq(moderationAppeals.status, 'open'))
    .orderBy(asc(moderationAppeals.submittedAt), asc(moderationAppeals.id))
    .limit(limit);
}

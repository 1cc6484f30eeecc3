import { desc, eq, sql } from 'drizzle-orm';
import type { ReportItemKind, ReportReason, ReportStatus } from '../../../domain/moderation';
import type { Database } from '../../db/client';
import { moderationItems, moderationReports } from '../../db/schema';

/** The item a report belongs to, created on its first report (`db` is the command's transaction). */
export async function itemFor(
  db: Database,
  target: { kind: ReportItemKind; targetId: string; ownerId: string },
  now: Date,
): Promise<string> {
  // The no-op update makes RETURNING give the existing row too, in one statement, whoever raced.
  const [row] = await db
    .insert(moderationItems)
    .values({ kind: target.kind, targetId: target.targetId, ownerId: target.ownerId, createdAt: now })
    .onConflictDoUpdate({
      target: [moderationItems.kind, moderationItems.targetId],
      set: { kind: target.kind },
    })
    .returning({ id: moderationItems.id });
  return row!.id;
}

export interface NewReport {
  reference: string;
  itemId: string;
  reporterId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  goodFaithAt: Date | null;
  reason: ReportReason;
  note: string;
  rangeStartS: number | null;
  rangeEndS: number | null;
  locale: string;
  createdAt: Date;
}

/**
 * Stores a report; null when the member already has an open report on the item (the partial unique
 * index decides, so two racing requests store one).
 */
export async function insertReport(db: Database, report: NewReport) {
  const [row] = await db
    .insert(moderationReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: moderationReports.id, status: moderationReports.status });
  return row ?? null;
}

/** The member's reports, newest first, with what they reported. */
export async function reportsOf(db: Database, reporterId: string, limit: number) {
  return db
    .select({
      reference: moderationReports.reference,
      itemKind: moderationItems.kind,
      targetId: moderationItems.targetId,
      reason: moderationReports.reason,
      status: moderationReports.status,
      createdAt: moderationReports.createdAt,
    })
    .from(moderationReports)
    .innerJoin(moderationItems, eq(moderationItems.id, moderationReports.itemId))
    .where(eq(moderationReports.reporterId, reporterId))
    .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id))
    .limit(limit);
}

/** How many reports the member sent, by status: what an admin weighs before limiting their reporting. */
export async function reportsSentBy(db: Database, reporterId: string) {
  const rows = await db
    .select({ status: moderationReports.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(moderationReports)
    .where(eq(moderationReports.reporterId, reporterId))
    .groupBy(moderationReports.status);
  const count = (status: ReportStatus) => rows.find((r) => r.status === status)?.count ?? 0;
  return { open: count('open'), dismissed: count('dismissed'), actioned: count('actioned') };
}

import { and, asc, count, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { ReportItemKind, ReportReason } from '../../../domain/moderation';
import type { Database } from '../../db/client';
import { moderationItems, moderationReports } from '../../db/schema';

const isOpen = eq(moderationReports.status, 'open');
const oldestOpen = min(moderationReports.createdAt);

/**
 * Items with open reports, the one whose oldest open report is the oldest first, by keyset
 * (oldest open report, item id). Counted over the open reports only (the item index serves it).
 */
export async function queuePage(db: Database, after: KeysetPosition | undefined, limit: number) {
  return db
    .select({
      id: moderationItems.id,
      kind: moderationItems.kind,
      targetId: moderationItems.targetId,
      ownerId: moderationItems.ownerId,
      openReports: count(),
      oldestReportAt: oldestOpen,
      newestReportAt: max(moderationReports.createdAt),
    })
    .from(moderationItems)
    .innerJoin(moderationReports, and(eq(moderationReports.itemId, moderationItems.id), isOpen))
    .groupBy(moderationItems.id)
    .having(
      after
        ? sql`(${oldestOpen}, ${moderationItems.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(asc(oldestOpen), asc(moderationItems.id))
    .limit(limit);
}

/** The open reports' reasons of each item, with their counts (most given first). */
export async function openReasonCounts(
  db: Database,
  itemIds: readonly string[],
): Promise<Map<string, { reason: ReportReason; count: number }[]>> {
  const byItem = new Map<string, { reason: ReportReason; count: number }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: moderationReports.itemId, reason: moderationReports.reason, count: count() })
    .from(moderationReports)
    .where(and(inArray(moderationReports.itemId, [...itemIds]), isOpen))
    .groupBy(moderationReports.itemId, moderationReports.reason)
    .orderBy(desc(count()), asc(moderationReports.reason));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({ reason: row.reason, count: row.count });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

export async function findItem(db: Database, id: string) {
  const [row] = await db.select().from(moderationItems).where(eq(moderationItems.id, id));
  return row ?? null;
}

/** The item a video or channel became when first reported (null: never reported). */
export async function findItemOf(db: Database, kind: ReportItemKind, targetId: string) {
  const [row] = await db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(and(eq(moderationItems.kind, kind), eq(moderationItems.targetId, targetId)));
  return row ?? null;
}

/** Every report of an item, open and closed, newest first. */
export async function reportsOfItem(db: Database, itemId: string) {
  return db
    .select()
    .from(moderationReports)
    .where(eq(moderationReports.itemId, itemId))
    .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id));
}

/** The owner's other reported items with their open and closed report counts (at most `limit`). */
/** An owner's reported items with their open and closed report counts, the latest reported first. */
export async function ownerHistory(
  db: Database,
  ownerId: string,
  exceptItemId: string | null,
  limit: number,
) {
  return db
    .select({
      id: moderationItems.id,
      kind: moderationItems.kind,
      targetId: moderationItems.targetId,
      openReports: sql<number>`count(*) FILTER (WHERE ${isOpen})`.mapWith(Number),
      closedReports: sql<number>`count(*) FILTER (WHERE ${moderationReports.status} <> 'open')`.mapWith(
        Number,
      ),
    })
    .from(moderationItems)
    .innerJoin(moderationReports, eq(moderationReports.itemId, moderationItems.id))
    .where(
      and(
        eq(moderationItems.ownerId, ownerId),
        exceptItemId ? ne(moderationItems.id, exceptItemId) : undefined,
      ),
    )
    .groupBy(moderationItems.id)
    .orderBy(desc(max(moderationReports.createdAt)), asc(moderationItems.id))
    .limit(limit);
}

/**
 * Closes every open report of the item as dismissed (`tx`: the dismissal's transaction); returns
 * the closed reports' reporters, so each can be told.
 */
export async function closeOpenReports(
  db: Database,
  itemId: string,
  status: 'dismissed' | 'actioned',
  now: Date,
) {
  return db
    .update(moderationReports)
    .set({ status, closedAt: now })
    .where(and(eq(moderationReports.itemId, itemId), isOpen))
    .returning({
      id: moderationReports.id,
      reference: moderationReports.reference,
      reporterId: moderationReports.reporterId,
      reporterEmail: moderationReports.reporterEmail,
      locale: moderationReports.locale,
      reason: moderationReports.reason,
    });
}

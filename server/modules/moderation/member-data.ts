import { asc, eq } from 'drizzle-orm';
import type { ExportedReport } from '../../../domain/api/accounts';
import type { Database } from '../../db/client';
import { moderationItems, moderationReports } from '../../db/schema';

/**
 * The member's part of their data export: the reports they sent, oldest first. Reports about their
 * own content are not theirs (they would name what others reported, and when).
 */
export async function exportMemberReports(db: Database, userId: string): Promise<ExportedReport[]> {
  const rows = await db
    .select({
      reference: moderationReports.reference,
      itemKind: moderationItems.kind,
      itemId: moderationItems.targetId,
      reason: moderationReports.reason,
      note: moderationReports.note,
      rangeStartS: moderationReports.rangeStartS,
      rangeEndS: moderationReports.rangeEndS,
      status: moderationReports.status,
      createdAt: moderationReports.createdAt,
    })
    .from(moderationReports)
    .innerJoin(moderationItems, eq(moderationItems.id, moderationReports.itemId))
    .where(eq(moderationReports.reporterId, userId))
    .orderBy(asc(moderationReports.createdAt), asc(moderationReports.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, sentAt: createdAt.toISOString() }));
}

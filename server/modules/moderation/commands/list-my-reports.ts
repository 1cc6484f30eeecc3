import type { MyReports } from '../../../../domain/api/moderation';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../standing/actor';
import { visibleTitles } from '../report-target';
import { reportsOf } from '../reports.repository';

/** The newest reports a member's page lists (a person sends few; older ones stay in the database). */
export const MY_REPORTS_LIMIT = 100;

/** The member's own reports with their status; what they reported is named only while they may still see it. */
export async function listMyReports(ctx: Pick<AppContext, 'db'>, actor: Actor): Promise<MyReports> {
  const rows = await reportsOf(ctx.db.db, actor.userId, MY_REPORTS_LIMIT);
  const titles = await visibleTitles(ctx.db.db, actor, rows);
  return {
    items: rows.map((row) => ({
      reference: row.reference,
      itemKind: row.itemKind,
      itemId: row.targetId,
      itemTitle: titles.get(`${row.itemKind}:${row.targetId}`) ?? null,
      reason: row.reason,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

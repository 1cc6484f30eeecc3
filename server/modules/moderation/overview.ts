import { count, eq, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationReports } from '../../db/schema';
import type { OverviewPart } from '../../module-manifest';

/** Open reports now, and how long the oldest has waited (0 when none), in one grouped read. */
export async function openReportsFigures(db: Database, now: Date) {
  const [row] = await db
    .select({ open: count(), oldest: min(moderationReports.createdAt) })
    .from(moderationReports)
    .where(eq(moderationReports.status, 'open'));
  const oldest = row?.oldest ?? null;
  return {
    open: row?.open ?? 0,
    // A report stamped later than `now` (a clock behind another node's) has waited nothing yet.
    oldestAgeS: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : 0,
  };
}

/** The admin overview's moderation tiles (record 0022): the queue's size and its longest wait. */
export const moderationOverview: OverviewPart = async (db, period) => {
  const figures = await openReportsFigures(db, period.now);
  return {
    tiles: [
      { key: 'reports.open', value: figures.open, unit: 'count' },
      { key: 'reports.oldestAgeS', value: figures.oldestAgeS, unit: 'seconds' },
    ],
  };
};

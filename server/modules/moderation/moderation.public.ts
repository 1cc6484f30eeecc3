import type { Database } from '../../db/client';
import { ownerHistory } from './queue.repository';

/** The reports a member sent, by status (the admins' member page: misuse of reports). */
export { reportsSentBy } from './reports.repository';

/** What other modules may read of moderation: a member's reported content (the admins' member page). */
export async function reportedItemsOf(db: Database, ownerId: string, limit: number) {
  const items = await ownerHistory(db, ownerId, null, limit);
  return items.map(({ kind, targetId, openReports, closedReports }) => ({
    kind,
    targetId,
    openReports,
    closedReports,
  }));
}

/** The CLI: `moderation:report --year YYYY`, the yearly transparency figures. */
export { describeTransparencyReport, transparencyReport } from './queries/transparency-report';

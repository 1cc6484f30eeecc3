import type { Database } from '../../db/client';
import { ownerHistory } from './queue.repository';

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

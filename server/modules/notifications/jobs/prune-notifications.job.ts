import { z } from 'zod';
import { READ_RETENTION_DAYS, UNREAD_RETENTION_DAYS } from '../../../../domain/notifications';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { pruneNotifications } from '../notifications.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete: short statements that never hold many locks at once. */
const PRUNE_BATCH = 5000;

/**
 * Removes notifications past retention — read ones after READ_RETENTION_DAYS, any after
 * UNREAD_RETENTION_DAYS — in batches, so the table does not grow forever. Returns how many went.
 */
export async function pruneOldNotifications(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now().getTime();
  const cutoffs = {
    readBefore: new Date(now - READ_RETENTION_DAYS * DAY_MS),
    anyBefore: new Date(now - UNREAD_RETENTION_DAYS * DAY_MS),
  };
  let total = 0;
  for (;;) {
    const removed = await pruneNotifications(ctx.db.db, cutoffs, PRUNE_BATCH);
    total += removed;
    if (removed < PRUNE_BATCH) return total;
  }
}

/** Every night, on one worker of the cluster. Running it twice removes nothing more. */
export const pruneNotificationsJob = defineJob<Record<string, never>, AppContext>({
  name: 'notifications.prune',
  schema: z.object({}).strict(),
  schedule: { cron: '43 3 * * *', tz: 'UTC' },
  retryLimit: 2,
  handle: async (ctx) => {
    const removed = await pruneOldNotifications(ctx);
    if (removed) ctx.logger.info({ removed }, 'old notifications removed');
  },
});

import { z } from 'zod';
import type { ExportedQaFeedback } from '../../../domain/api/accounts';
import { QA_FEEDBACK_RETENTION_YEARS } from '../../../domain/limits';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { deleteInBatches, yearsBefore } from '../../db/delete-in-batches';
import { defineJob, type Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { deleteFeedbackOf, deleteFeedbackSentBefore, feedbackOf } from './qa.repository';

/** The QA module's part of a member's data export: the feedback they sent from beta features. */
export async function exportMemberQaFeedback(db: Database, userId: string): Promise<ExportedQaFeedback[]> {
  const rows = await feedbackOf(db, userId);
  return rows.map((f) => ({
    id: f.id,
    message: f.message,
    pagePath: f.pagePath,
    sentAt: f.createdAt.toISOString(),
  }));
}

/** Reaction to accounts.deleted, before the user row goes: feedback is removed with the account. */
export const removeMemberQaFeedback: Reaction<AccountDeleted, AppContext> = {
  name: 'qa.remove-member-feedback',
  handle: async (ctx, { userId }) => deleteFeedbackOf(ctx.db.db, userId),
};

/** Every night: feedback older than the privacy policy's retention goes. */
export const purgeQaFeedbackJob = defineJob<Record<string, never>, AppContext>({
  name: 'qa.purge-expired',
  schema: z.object({}).strict(),
  schedule: { cron: '23 4 * * *', tz: 'UTC' },
  retryLimit: 2,
  handle: async (ctx) => {
    const removed = await purgeExpiredQaFeedback(ctx);
    if (removed) ctx.logger.info({ removed }, 'expired QA feedback removed');
  },
});

export function purgeExpiredQaFeedback(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = yearsBefore(ctx.clock.now(), QA_FEEDBACK_RETENTION_YEARS);
  return deleteInBatches((limit) => deleteFeedbackSentBefore(ctx.db.db, before, limit));
}

import { z } from 'zod';
import type { ExportedContactMessage } from '../../../domain/api/accounts';
import { CONTACT_MESSAGE_RETENTION_YEARS } from '../../../domain/limits';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { deleteInBatches, yearsBefore } from '../../db/delete-in-batches';
import { defineJob, type Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { deleteMessagesOf, deleteMessagesSentBefore, messagesOf } from './contact.repository';

/** The contact module's part of a member's data export: what they wrote to support while signed in. */
export async function exportMemberContactMessages(
  db: Database,
  userId: string,
): Promise<ExportedContactMessage[]> {
  const rows = await messagesOf(db, userId);
  return rows.map((m) => ({
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    jobTitle: m.jobTitle,
    topic: m.topic,
    message: m.message,
    locale: m.locale,
    sentAt: m.createdAt.toISOString(),
  }));
}

/**
 * Reaction to accounts.deleted, before the user row goes (its ON DELETE SET NULL would leave the
 * messages, with name and email, and no way left to find them): the privacy policy says they are
 * removed with the account. A second delivery finds nothing.
 */
export const removeMemberContactMessages: Reaction<AccountDeleted, AppContext> = {
  name: 'contact.remove-member-messages',
  handle: async (ctx, { userId }) => deleteMessagesOf(ctx.db.db, userId),
};

/** Every night: messages older than the privacy policy's retention go (visitors' ones too). */
export const purgeContactMessagesJob = defineJob<Record<string, never>, AppContext>({
  name: 'contact.purge-expired',
  schema: z.object({}).strict(),
  schedule: { cron: '17 4 * * *', tz: 'UTC' },
  retryLimit: 2,
  handle: async (ctx) => {
    const removed = await purgeExpiredContactMessages(ctx);
    if (removed) ctx.logger.info({ removed }, 'expired contact messages removed');
  },
});

export function purgeExpiredContactMessages(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = yearsBefore(ctx.clock.now(), CONTACT_MESSAGE_RETENTION_YEARS);
  return deleteInBatches((limit) => deleteMessagesSentBefore(ctx.db.db, before, limit));
}

import type { ExportedSubscription } from '../../../domain/api/subscriptions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/with-transaction';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { removeAllSubscriptionsOf, subscriptionsWithNames } from './subscriptions.repository';

/** The subscriptions module's part of a member's data export: the channels they subscribe to. */
export async function exportMemberSubscriptions(
  db: Database,
  userId: string,
): Promise<ExportedSubscription[]> {
  const rows = await subscriptionsWithNames(db, userId);
  return rows.map((r) => ({
    channelId: r.channelId,
    channelName: r.channelName,
    subscribedAt: r.createdAt.toISOString(),
  }));
}

/**
 * Reaction to accounts.deleted, first of all: the member's subscriptions are deleted and taken back
 * from their channels' counts in one transaction. Left to the user row's ON DELETE CASCADE, the
 * rows would go but every channel the member followed would keep counting them. A second delivery
 * finds no row left and changes no count.
 */
export const removeMemberSubscriptions: Reaction<AccountDeleted, AppContext> = {
  name: 'subscriptions.remove-member-subscriptions',
  handle: async (ctx, { userId }) => {
    await withTransaction(ctx, ({ tx }) => removeAllSubscriptionsOf(tx, userId));
  },
};

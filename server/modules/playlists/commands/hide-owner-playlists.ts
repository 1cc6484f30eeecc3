import { eq } from 'drizzle-orm';
import { playlists } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';

/**
 * A banned member's lists are no longer read by anyone else, nor listed on their channel; lifted
 * with the ban (moderation calls this in its decision's transaction). Returns how many changed.
 */
export async function setOwnerPlaylistsHidden(
  scope: Pick<TransactionScope, 'tx'>,
  input: { ownerId: string; hidden: boolean },
): Promise<number> {
  const rows = await scope.tx
    .update(playlists)
    .set({ ownerHidden: input.hidden })
    .where(eq(playlists.ownerId, input.ownerId))
    .returning({ id: playlists.id });
  return rows.length;
}

import type { ExportedPlaylist } from '../../../domain/api/playlists';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/with-transaction';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { deletePlaylistsOf, playlistsWithItemsOf } from './playlists.repository';

/** The playlists module's part of a member's data export: every list, each profile's watch later too. */
export async function exportMemberPlaylists(db: Database, userId: string): Promise<ExportedPlaylist[]> {
  const lists = await playlistsWithItemsOf(db, userId);
  return lists.map(({ list, items }) => ({
    id: list.id,
    kind: list.kind,
    profileId: list.profileId,
    title: list.title,
    description: list.description,
    visibility: list.visibility,
    createdAt: list.createdAt.toISOString(),
    videos: items.map((i) => ({ videoId: i.videoId, addedAt: i.addedAt.toISOString() })),
  }));
}

/**
 * Reaction to accounts.deleted: the member's lists go at once (their public playlists would
 * otherwise stay readable until the user row is purged). Running it twice deletes nothing more.
 */
export const removeMemberPlaylists: Reaction<AccountDeleted, AppContext> = {
  name: 'playlists.remove-member-playlists',
  handle: async (ctx, { userId }) => {
    await withTransaction(ctx, ({ tx }) => deletePlaylistsOf(tx, userId));
  },
};

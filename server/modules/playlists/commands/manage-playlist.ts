import { sql } from 'drizzle-orm';
import type { Playlist } from '../../../../domain/api/playlists';
import {
  type CreatePlaylist,
  createPlaylistSchema,
  PLAYLISTS_PER_MEMBER_MAX,
  type UpdatePlaylist,
  updatePlaylistSchema,
} from '../../../../domain/playlists';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { authorizePlaylist, playlistNotFound } from '../playlists.policy';
import { presentPlaylist } from '../playlists.presenter';
import {
  countOwnPlaylists,
  deletePlaylistRow,
  findPlaylist,
  insertPlaylist,
  lockPlaylist,
  updatePlaylistRow,
} from '../playlists.repository';
import { addToList } from './save-video';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/** Creates a playlist of the member's (with a first video when the save dialog sends one). */
export async function createPlaylist(ctx: Deps, actor: Actor, input: CreatePlaylist): Promise<Playlist> {
  const { videoId, ...fields } = createPlaylistSchema.parse(input);
  const row = await withTransaction(ctx, async ({ tx }) => {
    // The bound is counted under a lock per member: two tabs creating at the bound get one list.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`playlists.create:${actor.userId}`}, 0))`,
    );
    if ((await countOwnPlaylists(tx, actor.userId)) >= PLAYLISTS_PER_MEMBER_MAX) {
      throw new ConflictError('You have too many playlists.', 'playlist_limit_reached');
    }
    return insertPlaylist(tx, { ownerId: actor.userId, ...fields, at: ctx.clock.now() });
  });
  if (videoId) await addToList(ctx, actor, row.id, videoId);
  const created = await findPlaylist(ctx.db.db, row.id);
  if (!created) throw playlistNotFound();
  return presentPlaylist(created, actor.userId, null);
}

/** Renames, describes or changes the visibility of one of the member's playlists (not watch later). */
export async function updatePlaylist(
  ctx: Deps,
  actor: Actor,
  id: string,
  input: UpdatePlaylist,
): Promise<Playlist> {
  const changes = updatePlaylistSchema.parse(input);
  await withTransaction(ctx, async ({ tx }) => {
    authorizePlaylist(actor.userId, 'rename', await lockPlaylist(tx, id));
    await updatePlaylistRow(tx, id, { ...changes, updatedAt: ctx.clock.now() });
  });
  const updated = await findPlaylist(ctx.db.db, id);
  if (!updated) throw playlistNotFound();
  return presentPlaylist(updated, actor.userId, null);
}

/** Deletes one of the member's playlists and its items (not watch later). */
export async function deletePlaylist(ctx: Deps, actor: Actor, id: string): Promise<void> {
  await withTransaction(ctx, async ({ tx }) => {
    authorizePlaylist(actor.userId, 'delete', await lockPlaylist(tx, id));
    await deletePlaylistRow(tx, id);
  });
}

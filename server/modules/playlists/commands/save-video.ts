import type { SavedState } from '../../../../domain/api/playlists';
import { evenlySpacedKeys, KEY_REBALANCE_LENGTH, keyBetween } from '../../../../domain/playlist-keys';
import { PLAYLIST_MAX_ITEMS } from '../../../../domain/playlists';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { authorizePlaylist, itemNotFound, videoNotFound } from '../playlists.policy';
import {
  deleteItem,
  insertItem,
  isVideoAddable,
  itemPosition,
  lastPosition,
  lockPlaylist,
  moveNeighbours,
  orderedVideoIds,
  rekeyItems,
  setItemPosition,
  touchPlaylist,
} from '../playlists.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/**
 * Appends a video to one of the member's lists. Idempotent: a second add (a double click) answers
 * the same and writes nothing. The playlist row is locked, so the 5,000 limit holds under
 * concurrent adds and two appends never take the same key.
 */
export async function addToList(
  ctx: Deps,
  actor: Actor,
  playlistId: string,
  videoId: string,
): Promise<SavedState> {
  return withTransaction(ctx, async ({ tx }) => {
    const list = await lockPlaylist(tx, playlistId);
    authorizePlaylist(actor.userId, 'edit', list);
    if ((await itemPosition(tx, playlistId, videoId)) !== null) {
      return { playlistId, saved: true, itemCount: list.itemCount };
    }
    if (!(await isVideoAddable(tx, actor.userId, videoId))) throw videoNotFound();
    if (list.itemCount >= PLAYLIST_MAX_ITEMS) {
      throw new ConflictError('This playlist is full.', 'playlist_full');
    }
    const position = keyBetween(await lastPosition(tx, playlistId), null);
    const inserted = await insertItem(tx, { playlistId, videoId, position, at: ctx.clock.now() });
    await touchPlaylist(tx, playlistId, ctx.clock.now());
    return { playlistId, saved: true, itemCount: list.itemCount + (inserted ? 1 : 0) };
  });
}

/** Removes a video from one of the member's lists (idempotent). */
export async function removeFromList(
  ctx: Deps,
  actor: Actor,
  playlistId: string,
  videoId: string,
): Promise<SavedState> {
  return withTransaction(ctx, async ({ tx }) => {
    const list = await lockPlaylist(tx, playlistId);
    authorizePlaylist(actor.userId, 'edit', list);
    const removed = await deleteItem(tx, playlistId, videoId);
    if (removed) await touchPlaylist(tx, playlistId, ctx.clock.now());
    return { playlistId, saved: false, itemCount: list.itemCount - (removed ? 1 : 0) };
  });
}

/**
 * Puts an item right after another (null: first). Writes one row: the moved item's new key,
 * strictly between its new neighbours' keys (domain/playlist-keys.ts). Only after thousands of
 * splits of one gap does a key grow past KEY_REBALANCE_LENGTH; the list is then re-keyed evenly.
 */
export async function moveItem(
  ctx: Deps,
  actor: Actor,
  playlistId: string,
  videoId: string,
  afterVideoId: string | null,
): Promise<void> {
  await withTransaction(ctx, async ({ tx }) => {
    authorizePlaylist(actor.userId, 'edit', await lockPlaylist(tx, playlistId));
    const { current, before, beforeFound, after } = await moveNeighbours(
      tx,
      playlistId,
      videoId,
      afterVideoId,
    );
    if (current === null || !beforeFound) throw itemNotFound();
    if (afterVideoId === videoId) return;
    // Already between those neighbours: nothing to write.
    if ((before === null || current > before) && (after === null || current < after)) return;
    const key = keyBetween(before, after);
    if (key.length <= KEY_REBALANCE_LENGTH) return setItemPosition(tx, playlistId, videoId, key);
    await rekey(tx, playlistId, videoId, afterVideoId);
  });
}

/** Re-keys the whole list evenly with the item in its new place (rare, see moveItem). */
async function rekey(tx: Database, playlistId: string, videoId: string, afterVideoId: string | null) {
  const order = (await orderedVideoIds(tx, playlistId)).filter((id) => id !== videoId);
  order.splice(afterVideoId === null ? 0 : order.indexOf(afterVideoId) + 1, 0, videoId);
  await rekeyItems(tx, playlistId, order, evenlySpacedKeys(order.length));
}

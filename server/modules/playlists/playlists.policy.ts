import { mayEditPlaylist, mayReadPlaylist } from '../../../domain/playlists';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { PlaylistRow } from './playlists.repository';

export const playlistNotFound = () => new NotFoundError('Playlist not found.', 'playlist_not_found');
export const itemNotFound = () =>
  new NotFoundError('This video is not in the playlist.', 'playlist_item_not_found');
export const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');

export type PlaylistAction = 'read' | 'edit' | 'rename' | 'delete';

/**
 * Throws unless the viewer may do `action` on the list. Someone who may not read it gets a 404
 * (a private list's existence is not told); a reader who may not write (someone else's public or
 * unlisted playlist) a 403. Watch later cannot be
 * renamed, shared or deleted (409 watch_later_fixed).
 */
export function authorizePlaylist(
  viewerId: string | null,
  action: PlaylistAction,
  list: PlaylistRow | null,
): asserts list is PlaylistRow {
  if (!list || !mayReadPlaylist(list, viewerId)) throw playlistNotFound();
  if (action === 'read') return;
  if (!mayEditPlaylist(list, viewerId)) throw new ForbiddenError('Only its owner changes a playlist.');
  if ((action === 'rename' || action === 'delete') && list.kind === 'watch_later') {
    throw new ConflictError('The watch later list cannot be renamed or deleted.', 'watch_later_fixed');
  }
}

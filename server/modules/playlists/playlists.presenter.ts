import type { Playlist } from '../../../domain/api/playlists';
import { mayEditPlaylist } from '../../../domain/playlists';
import { presentAuthor } from '../accounts/accounts.public';
import type { PlaylistWithOwner } from './playlists.repository';

export function presentPlaylist(
  { playlist, owner }: PlaylistWithOwner,
  viewerId: string | null,
  thumbnailUrl: string | null,
): Playlist {
  return {
    id: playlist.id,
    kind: playlist.kind,
    title: playlist.title,
    description: playlist.description,
    visibility: playlist.visibility,
    owner: presentAuthor(owner),
    itemCount: playlist.itemCount,
    thumbnailUrl,
    createdAt: playlist.createdAt.toISOString(),
    updatedAt: playlist.updatedAt.toISOString(),
    abilities: { edit: mayEditPlaylist(playlist, viewerId) },
  };
}

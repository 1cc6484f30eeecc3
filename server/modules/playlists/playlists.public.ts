/** What other modules (moderation) may use of playlists: hiding a banned member's lists. */
export { setOwnerPlaylistsHidden } from './commands/hide-owner-playlists';

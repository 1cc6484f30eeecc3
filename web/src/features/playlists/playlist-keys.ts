/** The playlists feature's query keys (one factory; its own file so every card's button imports only it). */
export const playlistKeys = {
  all: ['playlists'] as const,
  mine: ['playlists', 'mine'] as const,
  one: (id: string) => ['playlists', 'one', id] as const,
  watchLater: ['playlists', 'watch-later'] as const,
  savedIn: (videoId: string) => ['playlists', 'saved-in', videoId] as const,
  /** Whether this profile's watch later holds a card's video (batched: see inWatchLater). */
  inWatchLater: (videoId: string) => ['playlists', 'in-watch-later', videoId] as const,
  channel: (channelId: string) => ['playlists', 'channel', channelId] as const,
};

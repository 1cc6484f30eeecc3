import { z } from 'zod';
import { PLAYLIST_KINDS, PLAYLIST_VISIBILITIES } from '../playlists';
import { authorSchema } from './accounts';
import { videoCardSchema } from './videos';

/**
 * The playlists API (issue 29, parts 4–5). Routes:
 * - GET    /api/me/playlists?cursor=                     → playlistPageSchema (watch later first, then newest)
 * - GET    /api/me/playlists/containing?videoId=         → savedInSchema (the save dialog's checkboxes)
 * - GET    /api/me/watch-later?cursor=                   → playlistWithItemsSchema (the current profile's)
 * - GET    /api/me/watch-later/holding?videoIds=a,b      → watchLaterHoldingSchema (the cards' saved state)
 * - PUT    /api/me/watch-later/items/:videoId            → savedStateSchema (idempotent add)
 * - DELETE /api/me/watch-later/items/:videoId            → savedStateSchema (idempotent remove)
 * - POST   /api/playlists {title, description?, visibility?, videoId?} → 201 playlistSchema
 * - GET    /api/playlists/:id?cursor=                    → playlistWithItemsSchema (private: owner only, else 404)
 * - PATCH  /api/playlists/:id {title?, description?, visibility?} → playlistSchema (owner)
 * - DELETE /api/playlists/:id                            → 204 (owner; not watch later)
 * - PUT    /api/playlists/:id/items/:videoId             → savedStateSchema (owner; idempotent add, appended)
 * - DELETE /api/playlists/:id/items/:videoId             → savedStateSchema (owner; idempotent)
 * - PUT    /api/playlists/:id/items/:videoId/position {afterVideoId} → 204 (owner; one row written)
 * - GET    /api/channels/:id/playlists?cursor=           → playlistPageSchema (the owner's public playlists)
 * Watch later's own id works with every /api/playlists/:id route its owner may use but PATCH/DELETE.
 * Errors: 400 validation_failed / playlist_title_invalid / playlist_description_too_long /
 * invalid_characters / nothing_to_update / invalid_cursor; 401; 404 playlist_not_found /
 * video_not_found / playlist_item_not_found; 409 playlist_full / playlist_limit_reached / watch_later_fixed.
 */

export const playlistAbilitiesSchema = z.object({ edit: z.boolean() });

export const playlistSchema = z.object({
  id: z.string(),
  kind: z.enum(PLAYLIST_KINDS),
  /** Watch later's title is the page's own text (the web app names it): empty here. */
  title: z.string(),
  description: z.string(),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
  owner: authorSchema,
  /** Every video in it, those the viewer cannot see included (the page lists only the others). */
  itemCount: z.number().int().min(0),
  /** The first visible video's thumbnail, for the list. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: playlistAbilitiesSchema,
});
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistItemSchema = z.object({
  video: videoCardSchema,
  /** Its fractional position key (domain/playlist-keys.ts): the client orders by it. */
  position: z.string(),
  addedAt: z.string(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/** A playlist and one page of its items in order; `nextCursor` is "k.<last item's position key>". */
export const playlistWithItemsSchema = z.object({
  playlist: playlistSchema,
  items: z.array(playlistItemSchema),
  nextCursor: z.string().nullable(),
});
export type PlaylistWithItems = z.infer<typeof playlistWithItemsSchema>;

export const playlistPageSchema = z.object({
  items: z.array(playlistSchema),
  nextCursor: z.string().nullable(),
});
export type PlaylistPage = z.infer<typeof playlistPageSchema>;

/** After an add or a remove: whether the video is in the list now, and the list's count. */
export const savedStateSchema = z.object({
  playlistId: z.string(),
  saved: z.boolean(),
  itemCount: z.number().int().min(0),
});
export type SavedState = z.infer<typeof savedStateSchema>;

/** GET /api/me/watch-later/holding: those of the asked videos this profile's watch later holds. */
export const watchLaterHoldingSchema = z.object({ videoIds: z.array(z.string()) });
export type WatchLaterHolding = z.infer<typeof watchLaterHoldingSchema>;

/** The save dialog: the member's lists (watch later first) and whether each holds the video. */
export const savedInSchema = z.object({
  lists: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PLAYLIST_KINDS),
      title: z.string(),
      visibility: z.enum(PLAYLIST_VISIBILITIES),
      saved: z.boolean(),
    }),
  ),
});
export type SavedIn = z.infer<typeof savedInSchema>;

/** The member's playlists in their data export: declared with the export (accounts). */
export { type ExportedPlaylist, exportedPlaylistSchema } from './accounts';

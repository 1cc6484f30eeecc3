import { z } from 'zod';

/**
 * Playlists and watch later (issue 29, parts 4–5). Watch later is a playlist of its own kind, one
 * per viewer profile, always private, that cannot be renamed; members' own playlists belong to the
 * account (every profile of it sees them). Items are ordered by a fractional key
 * (domain/playlist-keys.ts): a move writes one row.
 */

export * from './playlists.rules';

import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
  WATCH_LATER_LOOKUP_MAX,
} from './playlists.rules';

// Titles and descriptions show in menus and pages: no control characters but line breaks.
const hasControl = (s: string) =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\n' && c !== '\r' && c !== '\t') || code === 0x7f;
  });

export const playlistTitleSchema = z
  .string({ error: 'playlist_title_invalid' })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0 && s.length <= PLAYLIST_TITLE_MAX && !/[\r\n]/.test(s), {
    error: 'playlist_title_invalid',
  })
  .refine((s) => !hasControl(s), { error: 'invalid_characters' });

export const playlistDescriptionSchema = z
  .string({ error: 'validation_failed' })
  .transform((s) => s.trim())
  .refine((s) => s.length <= PLAYLIST_DESCRIPTION_MAX, { error: 'playlist_description_too_long' })
  .refine((s) => !hasControl(s), { error: 'invalid_characters' });

const visibilitySchema = z.enum(PLAYLIST_VISIBILITIES, { error: 'validation_failed' });

/** POST /api/playlists. */
export const createPlaylistSchema = z
  .object({
    title: playlistTitleSchema,
    description: playlistDescriptionSchema.default(''),
    visibility: visibilitySchema.default('private'),
    /** A first video (the save dialog's "Nouvelle playlist" with the video being watched). */
    videoId: z.uuid({ error: 'video_not_found' }).optional(),
  })
  .strict();
export type CreatePlaylist = z.input<typeof createPlaylistSchema>;

/** PATCH /api/playlists/:id: only the fields sent change. */
export const updatePlaylistSchema = z
  .object({
    title: playlistTitleSchema.optional(),
    description: playlistDescriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: 'nothing_to_update' });
export type UpdatePlaylist = z.input<typeof updatePlaylistSchema>;

/** PUT /api/playlists/:id/items/:videoId (add, idempotent): no body. */

/**
 * PUT /api/playlists/:id/items/:videoId/position: put the item right after `afterVideoId` (null:
 * first). Naming the neighbour, not an index, keeps a move right when the list changed meanwhile.
 */
export const moveItemSchema = z
  .object({ afterVideoId: z.uuid({ error: 'playlist_item_not_found' }).nullable() })
  .strict();
export type MoveItem = z.infer<typeof moveItemSchema>;

/** The saved-in state of one video for the save dialog: which of the member's lists hold it. */
export const playlistIdsQuerySchema = z.object({ videoId: z.uuid({ error: 'video_not_found' }) });

/** GET /api/me/watch-later/holding?videoIds=a,b,c: which of these cards' videos are in watch later. */
export const watchLaterLookupSchema = z.object({
  videoIds: z
    .string()
    .max(WATCH_LATER_LOOKUP_MAX * 37)
    .transform((ids) => [...new Set(ids.split(','))])
    .pipe(
      z
        .array(z.uuid({ error: 'video_not_found' }))
        .min(1)
        .max(WATCH_LATER_LOOKUP_MAX),
    ),
});

import { z } from 'zod';

/**
 * Playlists and watch later (issue 29, parts 4–5). Watch later is a playlist of its own kind, one
 * per viewer profile, always private, that cannot be renamed; members' own playlists belong to the
 * account (every profile of it sees them). Items are ordered by a fractional key
 * (domain/playlist-keys.ts): a move writes one row.
 */

export const PLAYLIST_KINDS = ['playlist', 'watch_later'] as const;
export type PlaylistKind = (typeof PLAYLIST_KINDS)[number];

/** public: listed on the channel page; unlisted: anyone with the link; private: the owner only. */
export const PLAYLIST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];

export const PLAYLIST_MAX_ITEMS = 5000;
export const PLAYLIST_TITLE_MAX = 150;
export const PLAYLIST_DESCRIPTION_MAX = 5000;
/** A member's own playlists (watch later not counted): a bound, so one account cannot fill the table. */
export const PLAYLISTS_PER_MEMBER_MAX = 500;
/** Items per page of a playlist (the playlist page, the watch page's queue). */
export const PLAYLIST_ITEMS_PAGE_SIZE = 100;
/** Playlists per page of a list (the member's, a channel's). */
export const PLAYLISTS_PAGE_SIZE = 50;

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

/** How many cards one watch-later lookup answers for (a page of cards; more would be a scrape). */
export const WATCH_LATER_LOOKUP_MAX = 60;

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

/** What a rule about a list needs to know of it. */
export interface PlaylistFacts {
  kind: PlaylistKind;
  visibility: PlaylistVisibility;
  ownerId: string;
  /** The owner is banned (moderation): their lists are no longer readable by anyone else. */
  ownerHidden?: boolean;
}

/**
 * Who may read a list: its owner always; anyone a public or unlisted playlist (unlisted: with the
 * link, it is never listed); nobody else a private one or a watch later list (they answer 404, so
 * their existence is not told).
 */
export function mayReadPlaylist(list: PlaylistFacts, viewerId: string | null): boolean {
  if (viewerId !== null && list.ownerId === viewerId) return true;
  return list.kind === 'playlist' && list.visibility !== 'private' && !list.ownerHidden;
}

/** Only the owner writes a list (its items, order, title…). */
export const mayEditPlaylist = (list: PlaylistFacts, viewerId: string | null): boolean =>
  viewerId !== null && list.ownerId === viewerId;

/** Listed on the owner's channel page: public playlists only. */
export const isListedPlaylist = (list: PlaylistFacts): boolean =>
  list.kind === 'playlist' && list.visibility === 'public' && !list.ownerHidden;

/**
 * A seeded shuffle (Fisher–Yates over a small deterministic generator), so the same `?shuffle=<seed>`
 * link plays the same order on every device and after a reload. Returns a permutation of `items`.
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  const next = () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The item that plays after `current` in `order` (null at the end). */
export function nextInQueue(order: readonly string[], current: string): string | null {
  const at = order.indexOf(current);
  return at >= 0 && at + 1 < order.length ? order[at + 1]! : null;
}

/**
 * The pure rules of playlists and watch later (issue 29, parts 4–5): kinds, visibilities, bounds,
 * who reads and edits a list, the shuffled and next-in-queue orders. No zod here: the web app's
 * first load (every card's watch later button, the watch page's queue) imports these; zod is only
 * needed by forms and the server. `domain/playlists.ts` re-exports everything, with the schemas.
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

/** How many cards one watch-later lookup answers for (a page of cards; more would be a scrape). */
export const WATCH_LATER_LOOKUP_MAX = 60;

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

import type { PlaylistPage, PlaylistWithItems, SavedIn } from '../../../../domain/api/playlists';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import { isPositionKey } from '../../../../domain/playlist-keys';
import { PLAYLIST_ITEMS_PAGE_SIZE, PLAYLISTS_PAGE_SIZE } from '../../../../domain/playlists';
import type { AppContext } from '../../../context';
import { ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { presentVideoCard } from '../../videos/videos.public';
import { authorizePlaylist } from '../playlists.policy';
import { presentPlaylist } from '../playlists.presenter';
import {
  ensureWatchLater,
  findPlaylist,
  firstThumbnails,
  listItems,
  listPlaylists,
  listsHolding,
  type PlaylistWithOwner,
} from '../playlists.repository';

type Deps = Pick<AppContext, 'db'>;

/**
 * An items cursor is "k.<position key>" of the last item handed out (a list is ordered by key, not
 * by time, so the shared time-and-id codec does not fit); anything else is a 400 invalid_cursor.
 */
const CURSOR_PREFIX = 'k.';
function decodeItemsCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const key = cursor.startsWith(CURSOR_PREFIX) ? cursor.slice(CURSOR_PREFIX.length) : '';
  if (!isPositionKey(key)) throw new ValidationError('Invalid cursor.', undefined, 'invalid_cursor');
  return key;
}
const encodeItemsCursor = (key: string) => `${CURSOR_PREFIX}${key}`;

/**
 * A list and one page of its videos in order, as the viewer may see it (private: its owner only,
 * else 404). Videos the viewer may not see (private, removed, unpublished) are left out.
 */
export async function readPlaylist(
  ctx: Deps,
  viewer: Actor | null,
  id: string,
  cursor: string | undefined,
): Promise<PlaylistWithItems> {
  const after = decodeItemsCursor(cursor);
  const viewerId = viewer?.userId ?? null;
  const found = await findPlaylist(ctx.db.db, id);
  authorizePlaylist(viewerId, 'read', found?.playlist ?? null);
  const limit = PLAYLIST_ITEMS_PAGE_SIZE;
  const rows = await listItems(ctx.db.db, { playlistId: id, viewerId, after, limit });
  const items = rows.map(({ position, addedAt, ...refs }) => ({
    video: presentVideoCard(refs),
    position,
    addedAt: addedAt.toISOString(),
  }));
  const thumbnail = after === undefined ? (items[0]?.video.thumbnailUrl ?? null) : null;
  return {
    playlist: presentPlaylist(found!, viewerId, thumbnail),
    items,
    nextCursor: rows.length === limit && rows.length > 0 ? encodeItemsCursor(rows.at(-1)!.position) : null,
  };
}

/** The current profile's watch later list and a page of it. */
export async function readWatchLater(
  ctx: Deps,
  actor: Actor,
  profileId: string,
  cursor: string | undefined,
): Promise<PlaylistWithItems> {
  const id = await ensureWatchLater(ctx.db.db, actor.userId, profileId);
  return readPlaylist(ctx, actor, id, cursor);
}

async function presentAll(ctx: Deps, rows: PlaylistWithOwner[], viewerId: string | null) {
  const thumbs = await firstThumbnails(
    ctx.db.db,
    rows.map((r) => r.playlist.id),
    viewerId,
  );
  return rows.map((r) => presentPlaylist(r, viewerId, thumbs.get(r.playlist.id) ?? null));
}

/** The member's lists: the current profile's watch later first (first page only), then newest playlists. */
export async function myPlaylists(
  ctx: Deps,
  actor: Actor,
  profileId: string,
  cursor: string | undefined,
): Promise<PlaylistPage> {
  const before = decodeCursor(cursor);
  const limit = PLAYLISTS_PAGE_SIZE;
  const rows = await listPlaylists(ctx.db.db, { ownerId: actor.userId, publicOnly: false, before, limit });
  const first = before
    ? []
    : [await findPlaylist(ctx.db.db, await ensureWatchLater(ctx.db.db, actor.userId, profileId))];
  const items = await presentAll(ctx, [...first.filter((r) => r !== null), ...rows], actor.userId);
  const last = rows.at(-1)?.playlist;
  return {
    items,
    nextCursor: rows.length === limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** A member's public playlists, for their channel page. */
export async function publicPlaylistsOf(
  ctx: Deps,
  viewer: Actor | null,
  ownerId: string,
  cursor: string | undefined,
): Promise<PlaylistPage> {
  const before = decodeCursor(cursor);
  const limit = PLAYLISTS_PAGE_SIZE;
  const rows = await listPlaylists(ctx.db.db, { ownerId, publicOnly: true, before, limit });
  const last = rows.at(-1)?.playlist;
  return {
    items: await presentAll(ctx, rows, viewer?.userId ?? null),
    nextCursor: rows.length === limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** The save dialog: which of the member's lists (this profile's watch later first) hold the video. */
export async function savedIn(ctx: Deps, actor: Actor, profileId: string, videoId: string): Promise<SavedIn> {
  const watchLaterId = await ensureWatchLater(ctx.db.db, actor.userId, profileId);
  const lists = await listsHolding(ctx.db.db, actor.userId, watchLaterId, videoId);
  return { lists: lists.map((l) => ({ ...l, saved: Boolean(l.saved) })) };
}

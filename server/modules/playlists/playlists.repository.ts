import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import { type Database, rowsOf } from '../../db/client';
import { playlistItems, playlists, user, videos } from '../../db/schema';
import { publicProfileColumns } from '../accounts/accounts.public';
import { isListed, listedOrOwn, selectVideoCards } from '../videos/videos.public';

export type PlaylistRow = typeof playlists.$inferSelect;
const items = playlistItems;

/** A playlist with its owner's public profile (the page shows who made it). */
export function selectPlaylists(db: Database) {
  return db
    .select({ playlist: getTableColumns(playlists), owner: publicProfileColumns })
    .from(playlists)
    .innerJoin(user, eq(user.id, playlists.ownerId));
}
export type PlaylistWithOwner = Awaited<ReturnType<ReturnType<typeof selectPlaylists>['execute']>>[number];

export async function findPlaylist(db: Database, id: string): Promise<PlaylistWithOwner | null> {
  const [row] = await selectPlaylists(db).where(eq(playlists.id, id));
  return row ?? null;
}

/** The playlist row, locked until the transaction ends: writes to one playlist's items go one at a time. */
export async function lockPlaylist(tx: Database, id: string): Promise<PlaylistRow | null> {
  const [row] = await tx.select().from(playlists).where(eq(playlists.id, id)).for('update');
  return row ?? null;
}

/** The profile's watch later list, created on first use (concurrent first uses create one). */
export async function ensureWatchLater(db: Database, ownerId: string, profileId: string): Promise<string> {
  const find = () =>
    db
      .select({ id: playlists.id })
      .from(playlists)
      .where(and(eq(playlists.profileId, profileId), eq(playlists.kind, 'watch_later')));
  const [found] = await find();
  if (found) return found.id;
  await db
    .insert(playlists)
    .values({ ownerId, profileId, kind: 'watch_later', visibility: 'private' })
    .onConflictDoNothing({ target: playlists.profileId, where: sql`${playlists.kind} = 'watch_later'` });
  const [row] = await find();
  return row!.id;
}

export async function insertPlaylist(
  tx: Database,
  values: {
    ownerId: string;
    title: string;
    description: string;
    visibility: PlaylistRow['visibility'];
    at: Date;
  },
): Promise<PlaylistRow> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(playlists)
    .values({ ...rest, kind: 'playlist', createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function countOwnPlaylists(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(playlists)
    .where(and(eq(playlists.ownerId, ownerId), eq(playlists.kind, 'playlist')));
  return row?.n ?? 0;
}

export async function updatePlaylistRow(
  tx: Database,
  id: string,
  changes: Partial<Pick<PlaylistRow, 'title' | 'description' | 'visibility' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(playlists).set(changes).where(eq(playlists.id, id));
}

export async function deletePlaylistRow(tx: Database, id: string): Promise<void> {
  await tx.delete(playlists).where(eq(playlists.id, id));
}

/** Whether the video is one the member may put in a list: listed, or their own published one. */
export async function isVideoAddable(db: Database, userId: string, videoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, videoId), listedOrOwn(userId)));
  return Boolean(row);
}

export async function itemPosition(
  db: Database,
  playlistId: string,
  videoId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ position: items.position })
    .from(items)
    .where(and(eq(items.playlistId, playlistId), eq(items.videoId, videoId)));
  return row?.position ?? null;
}

/** The last position key (appends go after it); null for an empty list. */
export async function lastPosition(db: Database, playlistId: string): Promise<string | null> {
  const [row] = await db
    .select({ position: items.position })
    .from(items)
    .where(eq(items.playlistId, playlistId))
    .orderBy(desc(items.position))
    .limit(1);
  return row?.position ?? null;
}

/**
 * Everything a move needs in one statement: the moved item's key, its new predecessor's key
 * (`afterVideoId`; null: the top) and the first key after that predecessor, the moved item left
 * out. Three probes of the (playlist_id, position) and primary key indexes, one round trip.
 */
export async function moveNeighbours(
  tx: Database,
  playlistId: string,
  videoId: string,
  afterVideoId: string | null,
): Promise<{ current: string | null; before: string | null; beforeFound: boolean; after: string | null }> {
  const keyOf = (id: string) =>
    sql`(select ${items.position} from ${items} where ${items.playlistId} = ${playlistId} and ${items.videoId} = ${id})`;
  const before = afterVideoId === null ? sql`null::text` : keyOf(afterVideoId);
  const [row] = rowsOf<{ current: string | null; before: string | null; after: string | null }>(
    await tx.execute(sql`
      with b as (select ${before} as key)
      select ${keyOf(videoId)} as current, b.key as before,
        (select ${items.position} from ${items}
          where ${items.playlistId} = ${playlistId} and ${items.videoId} <> ${videoId}
            and (b.key is null or ${items.position} > b.key)
          order by ${items.position} limit 1) as after
      from b`),
  );
  return {
    current: row?.current ?? null,
    before: row?.before ?? null,
    beforeFound: afterVideoId === null || (row?.before ?? null) !== null,
    after: row?.after ?? null,
  };
}

/** Adds the item (idempotent: a second add changes nothing); true when this call inserted it. */
export async function insertItem(
  tx: Database,
  values: { playlistId: string; videoId: string; position: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(items)
    .values({
      playlistId: values.playlistId,
      videoId: values.videoId,
      position: values.position,
      addedAt: values.at,
    })
    .onConflictDoNothing({ target: [items.playlistId, items.videoId] })
    .returning({ videoId: items.videoId });
  return inserted.length > 0;
}

export async function deleteItem(tx: Database, playlistId: string, videoId: string): Promise<boolean> {
  const gone = await tx
    .delete(items)
    .where(and(eq(items.playlistId, playlistId), eq(items.videoId, videoId)))
    .returning({ videoId: items.videoId });
  return gone.length > 0;
}

/** The move itself: one row written. */
export async function setItemPosition(tx: Database, playlistId: string, videoId: string, position: string) {
  await tx
    .update(items)
    .set({ position })
    .where(and(eq(items.playlistId, playlistId), eq(items.videoId, videoId)));
}

/** Every item's id in order (a rare re-keying of the whole list). */
export async function orderedVideoIds(db: Database, playlistId: string): Promise<string[]> {
  const rows = await db
    .select({ videoId: items.videoId })
    .from(items)
    .where(eq(items.playlistId, playlistId))
    .orderBy(asc(items.position));
  return rows.map((r) => r.videoId);
}

/** Writes new keys for the listed items in one statement (keys given in the list's order). */
export async function rekeyItems(tx: Database, playlistId: string, videoIds: string[], keys: string[]) {
  if (videoIds.length === 0) return;
  // Two steps so the unique (playlist_id, position) index never sees two rows with one key.
  await tx
    .update(items)
    .set({ position: sql`'~' || ${items.position}` })
    .where(eq(items.playlistId, playlistId));
  await tx.execute(sql`
    update playlist_items as pi set position = k.position
    from unnest(${sql`array[${sql.join(
      videoIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}, ${sql`array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]`}) as k(video_id, position)
    where pi.playlist_id = ${playlistId} and pi.video_id = k.video_id`);
}

export async function touchPlaylist(tx: Database, id: string, at: Date) {
  await tx.update(playlists).set({ updatedAt: at }).where(eq(playlists.id, id));
}

/**
 * A page of a playlist's videos in order, from after the `after` key: only those the viewer may
 * see (listed, or their own) — a private or removed video drops out for everyone but its owner.
 * Served by the (playlist_id, position) index, whatever the list's length.
 */
export async function listItems(
  db: Database,
  opts: { playlistId: string; viewerId: string | null; after?: string; limit: number },
) {
  return selectVideoCards(db, { position: items.position, addedAt: items.addedAt })
    .innerJoin(items, eq(items.videoId, videos.id))
    .where(
      and(
        eq(items.playlistId, opts.playlistId),
        opts.viewerId ? listedOrOwn(opts.viewerId) : isListed,
        opts.after === undefined ? undefined : gt(items.position, opts.after),
      ),
    )
    .orderBy(asc(items.position))
    .limit(opts.limit);
}

/** The first visible video's thumbnail of each playlist (the lists' pictures). */
export async function firstThumbnails(
  db: Database,
  playlistIds: string[],
  viewerId: string | null,
): Promise<Map<string, string | null>> {
  if (playlistIds.length === 0) return new Map();
  const rows = await db.execute<{ playlist_id: string; thumbnail_url: string | null }>(sql`
    select p.id as playlist_id, t.thumbnail_url
    from unnest(${sql`array[${sql.join(
      playlistIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) as p(id)
    cross join lateral (
      select ${videos.thumbnailUrl} as thumbnail_url
      from ${items} join ${videos} on ${videos.id} = ${items.videoId}
      where ${items.playlistId} = p.id and ${viewerId ? listedOrOwn(viewerId) : isListed}
      order by ${items.position} limit 1
    ) t`);
  return new Map(
    rowsOf<{ playlist_id: string; thumbnail_url: string | null }>(rows).map((r) => [
      r.playlist_id,
      r.thumbnail_url,
    ]),
  );
}

/** Keyset "(created_at, id) < cursor", newest first. */
const olderThan = (position: KeysetPosition): SQL =>
  or(
    lt(playlists.createdAt, position.at),
    and(eq(playlists.createdAt, position.at), lt(playlists.id, position.id)),
  )!;

/** A page of playlists of one owner, newest first: all of them (the owner's list) or only public ones. */
export async function listPlaylists(
  db: Database,
  opts: { ownerId: string; publicOnly: boolean; before?: KeysetPosition; limit: number },
) {
  return selectPlaylists(db)
    .where(
      and(
        eq(playlists.ownerId, opts.ownerId),
        eq(playlists.kind, 'playlist'),
        opts.publicOnly
          ? and(eq(playlists.visibility, 'public'), eq(playlists.ownerHidden, false))
          : undefined,
        opts.before ? olderThan(opts.before) : undefined,
      ),
    )
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(opts.limit);
}

/** The save dialog: the member's lists, and which of them hold the video. */
export async function listsHolding(db: Database, ownerId: string, watchLaterId: string, videoId: string) {
  return db
    .select({
      id: playlists.id,
      kind: playlists.kind,
      title: playlists.title,
      visibility: playlists.visibility,
      saved: sql<boolean>`${items.videoId} is not null`,
    })
    .from(playlists)
    .leftJoin(items, and(eq(items.playlistId, playlists.id), eq(items.videoId, videoId)))
    .where(
      and(eq(playlists.ownerId, ownerId), or(eq(playlists.kind, 'playlist'), eq(playlists.id, watchLaterId))),
    )
    .orderBy(sql`${playlists.kind} = 'watch_later' desc`, desc(playlists.createdAt), desc(playlists.id));
}

/** Those of the videos the profile's watch later holds (none when it has no list yet: a read creates nothing). */
export async function watchLaterHolding(
  db: Database,
  profileId: string,
  videoIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ videoId: items.videoId })
    .from(items)
    .innerJoin(playlists, eq(playlists.id, items.playlistId))
    .where(
      and(
        eq(playlists.profileId, profileId),
        eq(playlists.kind, 'watch_later'),
        inArray(items.videoId, videoIds),
      ),
    );
  return rows.map((r) => r.videoId);
}

/** Every list of a member with its items in order (data export). */
export async function playlistsWithItemsOf(db: Database, ownerId: string) {
  const lists = await db
    .select()
    .from(playlists)
    .where(eq(playlists.ownerId, ownerId))
    .orderBy(asc(playlists.createdAt), asc(playlists.id));
  const rows = lists.length
    ? await db
        .select({ playlistId: items.playlistId, videoId: items.videoId, addedAt: items.addedAt })
        .from(items)
        .where(
          inArray(
            items.playlistId,
            lists.map((l) => l.id),
          ),
        )
        .orderBy(asc(items.playlistId), asc(items.position))
    : [];
  return lists.map((list) => ({ list, items: rows.filter((r) => r.playlistId === list.id) }));
}

export async function deletePlaylistsOf(tx: Database, ownerId: string): Promise<void> {
  await tx.delete(playlists).where(eq(playlists.ownerId, ownerId));
}

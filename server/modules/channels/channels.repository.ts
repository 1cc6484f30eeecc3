import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database as Db } from '../../db/client';
import { channels, user, videos } from '../../db/schema';
import { type PublicProfileRow, publicProfileColumns } from '../accounts/accounts.public';

/** A channel as the app reads it: every column but the search ones (kept by database triggers). */
const { searchDocument: _document, searchText: _text, ...channelColumns } = getTableColumns(channels);
export type ChannelRow = Omit<typeof channels.$inferSelect, 'searchDocument' | 'searchText'>;

export interface ChannelWithOwner extends ChannelRow {
  videoCount: number;
  owner: PublicProfileRow;
}

export async function findChannel(db: Db, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select(channelColumns).from(channels).where(eq(channels.id, id));
  return row ?? null;
}

/** Channels with owner and video count: one query for the rows, one grouped count. */
export async function loadChannels(
  db: Db,
  where: ReturnType<typeof eq>,
  limit = 100,
): Promise<ChannelWithOwner[]> {
  const rows = await db
    .select({
      channel: channelColumns,
      owner: publicProfileColumns,
    })
    .from(channels)
    .innerJoin(user, eq(user.id, channels.ownerId))
    .where(where)
    .orderBy(desc(channels.createdAt))
    .limit(limit);
  const counts = await videoCounts(
    db,
    rows.map((r) => r.channel.id),
  );
  return rows.map(({ channel, owner }) => ({ ...channel, owner, videoCount: counts.get(channel.id) ?? 0 }));
}

/** Listed videos per channel (what a visitor of the channel page can see). */
async function videoCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ channelId: videos.channelId, n: count() })
    .from(videos)
    // The listed rule is the column itself (videos depend on channels, so not their helper).
    .where(and(inArray(videos.channelId, ids), sql`${videos.listed}`))
    .groupBy(videos.channelId);
  return new Map(rows.map((r) => [r.channelId as string, Number(r.n)]));
}

export async function loadChannel(db: Db, id: string): Promise<ChannelWithOwner | null> {
  const [row] = await loadChannels(db, eq(channels.id, id), 1);
  return row ?? null;
}

/** Several channels at once, in the order of `ids` (missing ones left out). */
export async function loadChannelsByIds(db: Db, ids: string[]): Promise<ChannelWithOwner[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await loadChannels(db, inArray(channels.id, ids), ids.length)).map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const ownChannels = (db: Db, ownerId: string) => loadChannels(db, eq(channels.ownerId, ownerId), 500);

// Writes (`db` may be a transaction).

export async function insertChannel(db: Db, values: typeof channels.$inferInsert): Promise<string> {
  const [row] = await db.insert(channels).values(values).returning({ id: channels.id });
  return row!.id;
}

export async function updateChannelRow(
  db: Db,
  id: string,
  values: Partial<typeof channels.$inferInsert>,
): Promise<void> {
  await db.update(channels).set(values).where(eq(channels.id, id));
}

/** Its videos stay, with no channel (the foreign key sets it to null). */
export async function deleteChannelRow(db: Db, id: string): Promise<void> {
  await db.delete(channels).where(eq(channels.id, id));
}

/**
 * Moves channels' subscriber counts by `delta` (never below 0) in the caller's transaction: the
 * subscriptions module calls it in the transaction that inserted or deleted its rows, so the count
 * stays exact. The UPDATE takes each channel row's lock: concurrent changes of one channel add up in
 * turn. Answers the counts after the change.
 */
export async function addSubscribers(
  tx: Db,
  channelIds: string[],
  delta: number,
): Promise<{ id: string; subscriberCount: number }[]> {
  const counts: { id: string; subscriberCount: number }[] = [];
  for (let i = 0; i < channelIds.length; i += 1000) {
    counts.push(
      ...(await tx
        .update(channels)
        .set({ subscriberCount: sql`greatest(0, ${channels.subscriberCount} + ${delta})` })
        .where(inArray(channels.id, channelIds.slice(i, i + 1000)))
        .returning({ id: channels.id, subscriberCount: channels.subscriberCount })),
    );
  }
  return counts;
}

/** The demo content's channels (videos/seed-demo.ts); idempotent: fixed ids, a resumed seed adds nothing. */
export async function addDemoChannels(db: Db, rows: (typeof channels.$inferInsert)[]): Promise<void> {
  await db.insert(channels).values(rows).onConflictDoNothing();
}

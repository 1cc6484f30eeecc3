import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { Database } from '../../db/client';
import { channelSubscriptions, channels, user, videos } from '../../db/schema';
import { addSubscribers } from '../channels/channels.public';
import { isListed, selectVideoCards } from '../videos/videos.public';

const subs = channelSubscriptions;

export async function isSubscribed(db: Database, userId: string, channelId: string): Promise<boolean> {
  const [row] = await db
    .select({ channelId: subs.channelId })
    .from(subs)
    .where(and(eq(subs.userId, userId), eq(subs.channelId, channelId)));
  return Boolean(row);
}

export async function subscriberCountOf(db: Database, channelId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: channels.subscriberCount })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.n ?? null;
}

/**
 * Subscribes or unsubscribes inside the caller's transaction and returns the channel's count after
 * it. The count moves by the rows this statement actually inserted or deleted: of two concurrent
 * identical requests one changes a row and the other none (ON CONFLICT DO NOTHING waits for the
 * first to commit; a DELETE finds the row already gone), so the count stays exact. The channels
 * module moves the count (it owns the row), in this transaction.
 */
export async function setSubscribedRow(
  tx: Database,
  change: { userId: string; channelId: string; subscribed: boolean; at: Date },
): Promise<number | null> {
  const { userId, channelId } = change;
  const changed = change.subscribed
    ? await tx
        .insert(subs)
        .values({ userId, channelId, createdAt: change.at })
        .onConflictDoNothing()
        .returning({ channelId: subs.channelId })
    : await tx
        .delete(subs)
        .where(and(eq(subs.userId, userId), eq(subs.channelId, channelId)))
        .returning({ channelId: subs.channelId });
  if (changed.length === 0) return subscriberCountOf(tx, channelId);
  const delta = change.subscribed ? changed.length : -changed.length;
  const [row] = await addSubscribers(tx, [channelId], delta);
  return row?.subscriberCount ?? null;
}

/** Keyset condition "(a, b) < (at, id)", which a btree index on (…, a, b) serves as a range. */
const before = (a: unknown, b: unknown, position: KeysetPosition) =>
  sql`(${a}, ${b}) < (${position.at.toISOString()}::timestamptz, ${position.id}::uuid)`;

/**
 * A page of the member's subscriptions, newest first: a range of the index
 * (user_id, created_at, channel_id) read backwards.
 */
export async function listSubscriptions(
  db: Database,
  userId: string,
  opts: { limit: number; before?: KeysetPosition },
): Promise<{ channelId: string; createdAt: Date }[]> {
  return db
    .select({ channelId: subs.channelId, createdAt: subs.createdAt })
    .from(subs)
    .where(
      and(
        eq(subs.userId, userId),
        opts.before ? before(subs.createdAt, subs.channelId, opts.before) : undefined,
      ),
    )
    .orderBy(desc(subs.createdAt), desc(subs.channelId))
    .limit(opts.limit);
}

/**
 * The newest public videos of the channels a member subscribes to, by keyset (published_at, id).
 *
 * Served from indexes whatever the size of the catalogue: for each of the member's subscriptions
 * (primary key range on user_id), a LATERAL subquery walks videos_channel_published_idx
 * (channel_id, published_at, id) backwards from the cursor and stops after `limit` public rows;
 * the outer query keeps the `limit` newest of those (at most subscriptions × limit rows, a top-N
 * sort in memory). A member with 50 subscriptions costs 50 short index range scans — the same at
 * 100k videos as at 100 — where "channel_id IN (…) ORDER BY published_at" would have to read every
 * video of those channels or walk the whole public feed index. Only the ids leave the subquery;
 * the page's 24 rows are then joined to their owner and channel.
 */
export function listFeedVideos(
  db: Database,
  userId: string,
  opts: { limit: number; before?: KeysetPosition },
) {
  const latest = db
    .select({ id: videos.id, publishedAt: videos.publishedAt })
    .from(videos)
    .where(
      and(
        eq(videos.channelId, subs.channelId),
        isListed,
        opts.before ? before(videos.publishedAt, videos.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(opts.limit)
    .as('latest');
  const page = db
    .select({ id: latest.id, publishedAt: latest.publishedAt })
    .from(subs)
    .crossJoinLateral(latest)
    .where(eq(subs.userId, userId))
    .orderBy(desc(latest.publishedAt), desc(latest.id))
    .limit(opts.limit)
    .as('page');
  return selectVideoCards(db)
    .innerJoin(page, eq(page.id, videos.id))
    .orderBy(desc(page.publishedAt), desc(page.id));
}

/**
 * The next subscribers of a channel to notify, by keyset on user_id (index (channel_id, user_id)):
 * never the video's owner, nor a member whose account is being deleted.
 */
export async function subscribersAfter(
  db: Database,
  opts: { channelId: string; afterUserId: string | null; excludeUserId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ userId: subs.userId })
    .from(subs)
    .innerJoin(user, eq(user.id, subs.userId))
    .where(
      and(
        eq(subs.channelId, opts.channelId),
        opts.afterUserId === null ? undefined : gt(subs.userId, opts.afterUserId),
        ne(subs.userId, opts.excludeUserId),
        isNull(user.deletedAt),
      ),
    )
    .orderBy(asc(subs.userId))
    .limit(opts.limit);
  return rows.map((r) => r.userId);
}

/** The member's subscriptions with their channels' names, oldest first (data export). */
export async function subscriptionsWithNames(db: Database, userId: string) {
  return db
    .select({ channelId: subs.channelId, channelName: channels.name, createdAt: subs.createdAt })
    .from(subs)
    .innerJoin(channels, eq(channels.id, subs.channelId))
    .where(eq(subs.userId, userId))
    .orderBy(asc(subs.createdAt), asc(subs.channelId));
}

/**
 * Deletes all of a member's subscriptions and takes each back from its channel's count, in the
 * caller's transaction. Only the rows this statement deleted are counted, so running it twice (or
 * beside a concurrent unsubscribe) takes nothing back twice. Returns how many it removed.
 */
export async function removeAllSubscriptionsOf(tx: Database, userId: string): Promise<number> {
  const gone = await tx.delete(subs).where(eq(subs.userId, userId)).returning({ channelId: subs.channelId });
  // A deadlock with another deletion touching the same channels rolls this back; the event is retried.
  await addSubscribers(
    tx,
    gone.map((r) => r.channelId),
    -1,
  );
  return gone.length;
}

import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminVideoRow, AdminVideosPage, AdminVideosQuery } from '../../../../domain/api/admin-videos';
import { decodeRankedCursor, encodeRankedCursor } from '../../../../domain/ranked-cursor';
import type { Database } from '../../../db/client';
import { channels, user, videos } from '../../../db/schema';
import type { Actor } from '../../../standing/actor';
import { can } from '../videos.policy';

/** Creation times are stored to the microsecond (defaultNow), cursors hold milliseconds: order by those. */
const createdMs = sql`date_trunc('milliseconds', ${videos.createdAt})`;

/** `%text%` with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin videos table (issue 28 §4): every video whatever its state, filtered, searched by title
 * or owner (username or email), in keyset pages. Views are the count the videos module keeps on
 * the row (view_count), not a count of the views table.
 */
export async function adminVideosPage(
  db: Database,
  actor: Actor,
  query: AdminVideosQuery,
  limit: number,
): Promise<AdminVideosPage> {
  const after = decodeRankedCursor(query.cursor);
  const at = after && sql`${after.at.toISOString()}::timestamptz`;
  const keyset: Record<AdminVideosQuery['sort'], SQL | undefined> = {
    newest: after && sql`(${createdMs}, ${videos.id}) < (${at}, ${after.id}::uuid)`,
    oldest: after && sql`(${createdMs}, ${videos.id}) > (${at}, ${after.id}::uuid)`,
    views:
      after &&
      sql`(${videos.viewCount}, ${createdMs}, ${videos.id}) < (${after.rank}, ${at}, ${after.id}::uuid)`,
  };
  const order = {
    newest: [desc(createdMs), desc(videos.id)],
    oldest: [asc(createdMs), asc(videos.id)],
    views: [desc(videos.viewCount), desc(createdMs), desc(videos.id)],
  }[query.sort];
  const q = query.q && containing(query.q);
  const where = [
    query.status ? eq(videos.status, query.status) : undefined,
    query.visibility ? eq(videos.visibility, query.visibility) : undefined,
    query.monetized !== undefined ? eq(videos.monetized, query.monetized) : undefined,
    q ? or(ilike(videos.title, q), ilike(user.username, q), ilike(user.email, q)) : undefined,
    keyset[query.sort],
  ];
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      status: videos.status,
      visibility: videos.visibility,
      monetized: videos.monetized,
      ownerId: videos.ownerId,
      publishedAt: videos.publishedAt,
      viewCount: videos.viewCount,
      createdAt: videos.createdAt,
      username: user.displayUsername,
      email: user.email,
      channelId: channels.id,
      channelName: channels.name,
      removedAt: videos.removedAt,
      ownerBanned: videos.ownerBanned,
    })
    .from(videos)
    .innerJoin(user, eq(user.id, videos.ownerId))
    .leftJoin(channels, eq(channels.id, videos.channelId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit + 1);
  const items: AdminVideoRow[] = rows.slice(0, limit).map((v) => ({
    id: v.id,
    title: v.title,
    status: v.status,
    visibility: v.visibility,
    monetized: v.monetized,
    owner: { id: v.ownerId, username: v.username, email: v.email },
    channel: v.channelId && v.channelName !== null ? { id: v.channelId, name: v.channelName } : null,
    views: v.viewCount,
    createdAt: v.createdAt.toISOString(),
    publishedAt: v.publishedAt?.toISOString() ?? null,
    watchable: can(actor, 'see', v),
  }));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items,
    nextCursor: last
      ? encodeRankedCursor({
          rank: query.sort === 'views' ? last.viewCount : 0,
          at: last.createdAt,
          id: last.id,
        })
      : null,
  };
}

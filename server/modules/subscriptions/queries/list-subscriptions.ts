import type { SubscriptionPage } from '../../../../domain/api/subscriptions';
import type { VideoPage } from '../../../../domain/api/videos';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import { SUBSCRIPTION_FEED_PAGE_SIZE, SUBSCRIPTIONS_PAGE_SIZE } from '../../../../domain/subscriptions';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../standing/actor';
import { loadChannelsByIds } from '../../channels/channels.public';
import { presentVideoCard } from '../../videos/videos.public';
import { presentSubscribedChannel } from '../subscriptions.presenter';
import { listFeedVideos, listSubscriptions } from '../subscriptions.repository';

/** One page of the channels the member subscribes to, newest subscription first. */
export async function mySubscriptionsPage(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  cursor: string | undefined,
): Promise<SubscriptionPage> {
  const limit = SUBSCRIPTIONS_PAGE_SIZE;
  const rows = await listSubscriptions(ctx.db.db, actor.userId, {
    limit,
    before: decodeCursor(cursor),
  });
  // The channels module's own loader (two queries for the page), so a channel reads the same here as on its page.
  const channels = new Map(
    (
      await loadChannelsByIds(
        ctx.db.db,
        rows.map((r) => r.channelId),
      )
    ).map((c) => [c.id, c]),
  );
  const items = rows.flatMap((row) => {
    const channel = channels.get(row.channelId);
    // Deleted since the first read: its subscription went with it.
    return channel ? [presentSubscribedChannel(channel, row.createdAt, actor)] : [];
  });
  const last = rows.at(-1);
  return {
    items,
    nextCursor:
      rows.length === limit && last ? encodeCursor({ at: last.createdAt, id: last.channelId }) : null,
  };
}

/**
 * One page of the newest videos of the member's channels: exactly what the public feed shows of
 * them (public and published; monetized ones as cards marked Premium, which the watch page locks).
 */
export async function mySubscriptionFeedPage(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  cursor: string | undefined,
): Promise<VideoPage> {
  const limit = SUBSCRIPTION_FEED_PAGE_SIZE;
  const rows = await listFeedVideos(ctx.db.db, actor.userId, { limit, before: decodeCursor(cursor) });
  const last = rows.at(-1)?.video;
  return {
    items: rows.map(presentVideoCard),
    nextCursor:
      rows.length === limit && last?.publishedAt ? encodeCursor({ at: last.publishedAt, id: last.id }) : null,
  };
}

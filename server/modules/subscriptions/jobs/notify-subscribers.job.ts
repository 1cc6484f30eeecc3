import { z } from 'zod';
import { NOTIFY_SUBSCRIBERS_BATCH } from '../../../../domain/subscriptions';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { defineJob, type Reaction } from '../../../jobs/registry';
import { findChannel } from '../../channels/channels.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { findVideo } from '../../videos/videos.public';
import { subscribersAfter } from '../subscriptions.repository';

const notifySubscribersSchema = z.object({
  videoId: z.uuid(),
  channelId: z.uuid(),
  /** The last subscriber (by user id) the previous batch notified; null for the first batch. */
  afterUserId: z.string().nullable(),
});
export type NotifySubscribersData = z.infer<typeof notifySubscribersSchema>;

/**
 * Notifies one batch of a channel's subscribers of a new video, then queues the next batch — in
 * the same transaction as the notifications, under a key naming where it starts. A crash before
 * the commit re-runs the whole batch; one after it finds the notifications (dedup key per member
 * and video) and the next job (dedup key per position) already there: nobody is notified twice
 * and no batch is skipped. Returns how many subscribers the batch covered.
 */
export async function notifySubscribersBatch(
  ctx: AppContext,
  data: NotifySubscribersData,
  batchSize = NOTIFY_SUBSCRIBERS_BATCH,
): Promise<number> {
  const video = await findVideo(ctx.db.db, data.videoId);
  // No longer listed (made private, deleted) or moved out of the channel since: the fan-out stops.
  if (!video?.listed || video.channelId !== data.channelId) return 0;
  const channel = await findChannel(ctx.db.db, data.channelId);
  if (!channel) return 0;
  return withTransaction(ctx, async (scope) => {
    const userIds = await subscribersAfter(scope.tx, {
      channelId: data.channelId,
      afterUserId: data.afterUserId,
      excludeUserId: video.ownerId,
      limit: batchSize,
    });
    if (userIds.length === 0) return 0;
    const notice = {
      kind: 'new_video' as const,
      data: { videoId: video.id, videoTitle: video.title, channelId: channel.id, channelName: channel.name },
      dedupKey: `new_video:${video.id}`,
    };
    await notifyMembers(
      ctx,
      scope,
      userIds.map((userId) => ({ userId, ...notice })),
    );
    const last = userIds.at(-1)!;
    if (userIds.length === batchSize)
      await scope.enqueue(
        notifySubscribersJob,
        { videoId: video.id, channelId: channel.id, afterUserId: last },
        { dedupKey: `${video.id}:${last}` },
      );
    return userIds.length;
  });
}

export const notifySubscribersJob = defineJob<NotifySubscribersData, AppContext>({
  name: 'subscriptions.notify-subscribers',
  schema: notifySubscribersSchema,
  retryLimit: 5,
  handle: async (ctx, data) => {
    await notifySubscribersBatch(ctx, data);
  },
});

/**
 * Reaction to videos.published: starts the fan-out to the channel's subscribers, if the video is
 * still public and belongs to a channel. The first batch is keyed by the video, so a second
 * delivery of the event starts nothing more.
 */
export const notifySubscribersReaction: Reaction<{ videoId: string }, AppContext> = {
  name: 'subscriptions.notify-subscribers',
  handle: async (ctx, { videoId }) => {
    const video = await findVideo(ctx.db.db, videoId);
    if (!video?.channelId || !video.listed) return;
    await ctx.queue.send(
      notifySubscribersJob,
      { videoId, channelId: video.channelId, afterUserId: null },
      { dedupKey: `${videoId}:start` },
    );
  },
};

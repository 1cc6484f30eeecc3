import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, user, videos } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { insertChannel } from '../channels/channels.test-helpers';
import { insertVideo } from '../videos/videos.test-helpers';
import { setSubscription } from './commands/set-subscription';
import {
  type NotifySubscribersData,
  notifySubscribersBatch,
  notifySubscribersReaction,
} from './jobs/notify-subscribers.job';
import { actorFor } from './subscriptions.test-helpers';

/**
 * The new-upload fan-out, batch by batch, with no worker running: the test plays the worker, so it
 * can run a batch again as a crash after its commit would, and use batches of 3.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const JOB = 'subscriptions.notify-subscribers';
const queued = async (videoId: string) =>
  (
    await ctx.db.query<{ data: NotifySubscribersData }>(
      `select data from pgboss.job where name = $1 and data->>'videoId' = $2 order by created_on`,
      [JOB, videoId],
    )
  ).rows.map((r) => r.data);
const noticesOf = (videoId: string) =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupKey, `new_video:${videoId}`));

async function channelWithFans(fans: number) {
  const [owner] = await insertMembers(ctx, 1, { prefix: 'owner' });
  const channel = await insertChannel(ctx, owner!, { name: 'La chaîne' });
  const members = await insertMembers(ctx, fans, { prefix: 'fan' });
  for (const m of members) await setSubscription(ctx, actorFor(m), channel, true);
  return { owner: owner!, channel, members };
}

describe('new-upload fan-out', () => {
  it('notifies every subscriber exactly once, across batches, even when a batch runs twice', async () => {
    const { owner, channel, members } = await channelWithFans(8);
    // A subscriber whose account is being deleted is skipped; a non-subscriber never hears of it.
    const [leaving, stranger] = await insertMembers(ctx, 2, { prefix: 'other' });
    await setSubscription(ctx, actorFor(leaving!), channel, true);
    await ctx.db.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, leaving!));
    const videoId = await insertVideo(ctx, owner, { channelId: channel, title: 'Première' });

    await notifySubscribersReaction.handle(ctx, { videoId });
    await notifySubscribersReaction.handle(ctx, { videoId }); // the event delivered twice
    expect(await queued(videoId)).toEqual([{ videoId, channelId: channel, afterUserId: null }]);

    const sizes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const jobs = await queued(videoId);
      if (i >= jobs.length) break;
      sizes.push(await notifySubscribersBatch(ctx, jobs[i]!, 3));
      // A crash after the commit: the same batch again notifies nobody twice and queues nothing new.
      if (i === 1) await notifySubscribersBatch(ctx, jobs[i]!, 3);
    }
    expect(sizes).toEqual([3, 3, 2]);
    const jobs = await queued(videoId);
    const sorted = [...members].sort();
    expect(jobs.map((j) => j.afterUserId)).toEqual([null, sorted[2], sorted[5]]);

    const notices = await noticesOf(videoId);
    expect(notices.map((n) => n.userId).sort()).toEqual(sorted);
    expect(notices.some((n) => [owner, leaving, stranger].includes(n.userId))).toBe(false);
    expect(notices[0]).toMatchObject({
      kind: 'new_video',
      data: { videoId, videoTitle: 'Première', channelId: channel, channelName: 'La chaîne' },
      readAt: null,
    });
  });

  it('ends with an empty batch when the subscribers fill the last one exactly', async () => {
    const { owner, channel } = await channelWithFans(6);
    const videoId = await insertVideo(ctx, owner, { channelId: channel });
    const first = { videoId, channelId: channel, afterUserId: null };
    expect(await notifySubscribersBatch(ctx, first, 3)).toBe(3);
    expect(await notifySubscribersBatch(ctx, (await queued(videoId))[0]!, 3)).toBe(3);
    expect(await notifySubscribersBatch(ctx, (await queued(videoId))[1]!, 3)).toBe(0);
    expect(await queued(videoId)).toHaveLength(2);
    expect(await noticesOf(videoId)).toHaveLength(6);
  });

  it('starts nothing for a private video or one without channel, and stops when made private', async () => {
    const { owner, channel } = await channelWithFans(4);
    const hidden = await insertVideo(ctx, owner, { channelId: channel, visibility: 'private' });
    const orphan = await insertVideo(ctx, owner, { channelId: null });
    await notifySubscribersReaction.handle(ctx, { videoId: hidden });
    await notifySubscribersReaction.handle(ctx, { videoId: orphan });
    expect([...(await queued(hidden)), ...(await queued(orphan))]).toEqual([]);

    const videoId = await insertVideo(ctx, owner, { channelId: channel });
    expect(await notifySubscribersBatch(ctx, { videoId, channelId: channel, afterUserId: null }, 3)).toBe(3);
    await ctx.db.db.update(videos).set({ visibility: 'private' }).where(eq(videos.id, videoId));
    expect(await notifySubscribersBatch(ctx, (await queued(videoId))[0]!, 3)).toBe(0);
    expect(await noticesOf(videoId)).toHaveLength(3);
  });
});

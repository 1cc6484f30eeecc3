import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { videoViews } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { eventOccurrences } from '../../test/event-occurrences';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { validatedViewsOf } from '../../test/validated-views';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { recordHeartbeat } from './commands/engagement';
import { videoPublished } from './videos.events';
import { insertVideo, startWatching, userIdOf } from './videos.test-helpers';

/**
 * Domain moments are jobs queued in the transaction that made them happen: exactly once, with the
 * data reactions need, and never when the transaction rolls back. (The first rendition of a public
 * video queuing videos.published is covered with real ffmpeg in videos.recovery.test.ts.)
 */
let ctx: TestContext;
let app: FastifyInstance;
let alice: TestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  alice = new TestClient(app, 'http://localhost:3000', '10.6.0.1');
  const bob = new TestClient(app, 'http://localhost:3000', '10.6.0.2');
  await signUpConfirmed(ctx, alice, 'alice@example.com', 'alice');
  await signUpConfirmed(ctx, bob, 'bob@example.com', 'bob');
  aliceId = await userIdOf(alice);
  bobId = await userIdOf(bob);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const jobsOf = (event: string, videoId: string) => eventOccurrences(ctx.db, event, { videoId });

describe('domain moments', () => {
  it('a validated view is announced (views.added) and read as it was, once', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 300, monetized: false });
    const viewer = {
      actor: { userId: bobId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] },
      anonId: '',
      ip: '10.6.0.9',
    };
    const playbackToken = await startWatching(ctx, viewer, id);
    const t0 = ctx.clock.now().getTime();
    for (let s = 0; s <= 40; s += 10) {
      ctx.clock.set(t0 + s * 1000);
      await recordHeartbeat(ctx, viewer, id, { positionS: s, playing: true, playbackToken });
    }
    expect((await eventOccurrences(ctx.db, 'views.added')).length).toBeGreaterThan(0);
    const views = await validatedViewsOf(ctx.db.db, id);
    expect(views).toEqual([
      expect.objectContaining({
        videoId: id,
        ownerId: aliceId,
        viewerUserId: bobId,
        viewerPremium: false,
        viewerIsOwner: false,
        viewerSanctioned: false,
        videoPublic: true,
        videoMonetized: false,
        videoDurationS: 300,
      }),
    ]);
  });

  it("a validated view records the viewer's standing at that moment: Premium, sanctioned", async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 300, monetized: false });
    const limited = { kind: 'feature_limit' as const, scope: 'comment' as const, until: null };
    const viewer = {
      actor: {
        userId: bobId,
        email: '',
        sessionId: '',
        roles: [],
        plan: 'premium' as const,
        sanctions: [limited],
      },
      anonId: '',
      ip: '10.6.0.10',
    };
    const playbackToken = await startWatching(ctx, viewer, id);
    const t0 = ctx.clock.now().getTime();
    for (let s = 0; s <= 40; s += 10) {
      ctx.clock.set(t0 + s * 1000);
      await recordHeartbeat(ctx, viewer, id, { positionS: s, playing: true, playbackToken });
    }
    expect(await validatedViewsOf(ctx.db.db, id)).toEqual([
      expect.objectContaining({ viewerUserId: bobId, viewerPremium: true, viewerSanctioned: true }),
    ]);
    const [row] = await ctx.db.db.select().from(videoViews).where(eq(videoViews.videoId, id));
    expect(row).toMatchObject({ viewerPremium: true, viewerSanctioned: true });
  });

  it('videos.published is queued once when a playable private video is made public', async () => {
    const id = await insertVideo(ctx, aliceId, { visibility: 'private' });
    const patch = (visibility: string) =>
      alice.request({ method: 'PATCH', url: `/api/videos/${id}`, payload: { visibility } });
    await patch('private');
    expect(await jobsOf('videos.published', id)).toEqual([]);
    await patch('public');
    await patch('private');
    await patch('public');
    expect(await jobsOf('videos.published', id)).toEqual([
      expect.objectContaining({ videoId: id, ownerId: aliceId, title: 'Vidéo de test' }),
    ]);
  });

  it('is not queued when the transaction that made it rolls back', async () => {
    const id = crypto.randomUUID();
    await expect(
      withTransaction(ctx, async ({ enqueue }) => {
        await enqueue(videoPublished, {
          videoId: id,
          ownerId: aliceId,
          channelId: null,
          title: 'x',
          publishedAt: new Date().toISOString(),
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await jobsOf('videos.published', id)).toEqual([]);
  });
});

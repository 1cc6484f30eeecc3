import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createRealtimeHub, type RealtimeEvent, type RealtimeHub, videoTopic } from '../../realtime/hub';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testPgbouncerPort } from '../../test/test-database';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, makeVideo, uploadVideo, waitForVideo } from './videos.test-helpers';

/**
 * Upload, publish, transcode and watch with every query through PgBouncer in transaction mode (the
 * `integration-pgbouncer` project): the tus upload, the publish transaction and its job, the worker's
 * lease and progress, the owner's realtime events, another node hearing the video become available,
 * and the watch page's prepared reads. (The full ladder is videos.media.test.ts, on a direct URL.)
 */
describe.runIf(testPgbouncerPort() !== null)('publishing through a transaction pooler', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let owner: TestClient;
  let otherNode: RealtimeHub;

  beforeAll(async () => {
    ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast' });
    await ctx.queue.work(ctx);
    app = await buildApp(ctx, { webDist: null });
    await app.ready();
    owner = new TestClient(app, 'http://localhost:3000', '10.7.0.1');
    await signUpConfirmed(ctx, owner, 'pooled@example.com', 'pooled');
    otherNode = await createRealtimeHub(ctx.db, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await otherNode?.close();
    await app?.close();
    await ctx?.close();
  });

  it('uploads, processes and plays; the owner and another node hear of it', async () => {
    expect(ctx.db.transactionPooled).toBe(true);
    const events: { type: string; status?: string }[] = [];
    const socket = await app.injectWS('/api/realtime', {
      headers: { cookie: owner.cookieHeader(), origin: 'http://localhost:3000' },
    });
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    const channelId = await createChannel(owner);
    const videoId = await uploadVideo(
      owner,
      channelId,
      makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }),
    );
    const heard: RealtimeEvent[] = [];
    otherNode.subscribe(videoTopic(videoId), (event) => heard.push(event));

    const video = await waitForVideo(ctx, videoId, (v) => v.status === 'ready', 120_000);
    expect(video.renditions.length).toBeGreaterThan(0);
    await expect.poll(() => events.some((e) => e.status === 'ready')).toBe(true);
    await expect.poll(() => heard).toEqual([{ type: 'video.available', videoId }]);
    socket.terminate();

    // The watch page, many times at once and in turn: its viewer-state read is a "prepared" one.
    for (let round = 0; round < 3; round++) {
      const pages = await Promise.all(Array.from({ length: 8 }, () => owner.get(`/api/videos/${videoId}`)));
      for (const page of pages) expect(page.statusCode).toBe(200);
      await new Promise((r) => setImmediate(r));
    }
    const page = (await owner.get(`/api/videos/${videoId}`)).json();
    expect(page.playback.qualities.length).toBeGreaterThan(0);
    expect((await owner.get(page.playback.masterUrl)).statusCode).toBe(200);
  });
});

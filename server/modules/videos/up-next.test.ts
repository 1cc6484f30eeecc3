import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, insertVideo, userIdOf } from './videos.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let alice: TestClient;
let visitor: TestClient;
let aliceId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // Sign-up mails are sent by a job.
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  alice = new TestClient(app, 'http://localhost:3000', '10.32.0.1');
  visitor = new TestClient(app, 'http://localhost:3000', '10.32.0.2');
  await signUpConfirmed(ctx, alice, 'alice@upnext.example', 'alice_next');
  aliceId = await userIdOf(alice);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const minutesAgo = (min: number) => new Date(Date.now() - min * 60_000);

describe('up next', () => {
  it('mixes the channel’s videos with related ones, only what anyone may see, without repeats', async () => {
    const channel = await createChannel(alice, 'Jazz Club');
    const current = await insertVideo(ctx, aliceId, {
      channelId: channel,
      title: 'Concert',
      themes: ['music'],
    });
    const sameChannel = await insertVideo(ctx, aliceId, {
      channelId: channel,
      title: 'Répétition',
      themes: ['music'],
      publishedAt: minutesAgo(5),
    });
    const related = await insertVideo(ctx, aliceId, {
      title: 'Guitare',
      themes: ['music'],
      publishedAt: minutesAgo(3),
    });
    const unrelated = await insertVideo(ctx, aliceId, { title: 'Football', themes: ['sport'] });
    const privateRelated = await insertVideo(ctx, aliceId, {
      title: 'Piano',
      themes: ['music'],
      visibility: 'private',
    });
    const processing = await insertVideo(ctx, aliceId, {
      title: 'Jazz',
      themes: ['music'],
      publishedAt: null,
    });

    const res = await visitor.get(`/api/videos/${current}/more`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((v: { id: string }) => v.id);
    // In turn: the channel's newest, then the newest related one.
    expect(ids.slice(0, 2)).toEqual([sameChannel, related]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const hidden of [current, unrelated, privateRelated, processing]) expect(ids).not.toContain(hidden);
  });

  it('lists the qualities a free viewer does not get as locked, and never offers them', async () => {
    const id = await insertVideo(ctx, aliceId, {
      renditions: [
        { width: 426, height: 240, bandwidth: 600_000 },
        { width: 854, height: 480, bandwidth: 2_000_000 },
        { width: 1280, height: 720, bandwidth: 4_000_000 },
        { width: 1920, height: 1080, bandwidth: 6_000_000 },
      ],
    });
    const asVisitor = (await visitor.get(`/api/videos/${id}`)).json().playback;
    expect(asVisitor.qualities).toEqual([480, 240]);
    expect(asVisitor.lockedQualities).toEqual([1080, 720]);
    const asOwner = (await alice.get(`/api/videos/${id}`)).json().playback;
    expect(asOwner.qualities).toEqual([1080, 720, 480, 240]);
    expect(asOwner.lockedQualities).toEqual([]);
  });
});

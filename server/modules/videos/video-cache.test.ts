import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { videos } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from './videos.test-helpers';

/**
 * The per-node cache of watch pages and feed pages (video-cache.ts): it really serves reads from
 * memory (a change written behind its back shows only after the TTL), and every change made
 * through Kinora shows at once, on the node that made it and on another node.
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let owner: TestClient;
let viewer: TestClient;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  otherNode = await buildApp(ctx, { webDist: null });
  await Promise.all([app.ready(), otherNode.ready()]);
  owner = new TestClient(app, 'http://localhost:3000', '10.8.0.1');
  viewer = new TestClient(app, 'http://localhost:3000', '10.8.0.2');
  await signUpConfirmed(ctx, owner, 'owner@example.com', 'owner');
  ownerId = await userIdOf(owner);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

const titleOn = async (node: FastifyInstance, id: string) =>
  (await node.inject({ url: `/api/videos/${id}`, remoteAddress: '10.8.1.1' })).json().title as string;
const statusOn = async (node: FastifyInstance, id: string) =>
  (await node.inject({ url: `/api/videos/${id}`, remoteAddress: '10.8.1.2' })).statusCode;
const feedIdsOn = async (node: FastifyInstance) =>
  (
    (await node.inject({ url: '/api/videos?limit=24', remoteAddress: '10.8.1.3' })).json().items as {
      id: string;
    }[]
  ).map((v) => v.id);

describe('video cache', () => {
  it('serves a ready video from memory: a write behind its back is not seen, the owner reads fresh', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Avant', publishedAt: ctx.clock.now() });
    expect(await titleOn(app, id)).toBe('Avant');
    await ctx.db.db.update(videos).set({ title: 'Dans le dos' }).where(eq(videos.id, id));
    // Proof the read came from the cache (this write told nobody)…
    expect(await titleOn(app, id)).toBe('Avant');
    // …except for the owner, who always reads the row.
    expect((await owner.get(`/api/videos/${id}`)).json().title).toBe('Dans le dos');
  });

  it('reads a video again once its 5 s have passed on the app clock', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Avant', publishedAt: ctx.clock.now() });
    expect(await titleOn(app, id)).toBe('Avant');
    await ctx.db.db.update(videos).set({ title: 'Après' }).where(eq(videos.id, id));
    ctx.clock.advance(4_900);
    expect(await titleOn(app, id)).toBe('Avant');
    ctx.clock.advance(101);
    expect(await titleOn(app, id)).toBe('Après');
  });

  it('shows an edit at once on this node and on another', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Premier titre', publishedAt: ctx.clock.now() });
    expect([await titleOn(app, id), await titleOn(otherNode, id)]).toEqual([
      'Premier titre',
      'Premier titre',
    ]);
    expect(
      (await owner.request({ method: 'PATCH', url: `/api/videos/${id}`, payload: { title: 'Second titre' } }))
        .statusCode,
    ).toBe(200);
    expect([await titleOn(app, id), await titleOn(otherNode, id)]).toEqual(['Second titre', 'Second titre']);
  });

  it('hides a video made private at once, from its page and from the feed, on every node', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Bientôt privée', publishedAt: ctx.clock.now() });
    expect([await statusOn(app, id), await statusOn(otherNode, id)]).toEqual([200, 200]);
    expect(await feedIdsOn(app)).toContain(id);
    expect(await feedIdsOn(otherNode)).toContain(id);
    const res = await owner.request({
      method: 'PATCH',
      url: `/api/videos/${id}`,
      payload: { visibility: 'private' },
    });
    expect(res.statusCode).toBe(200);
    expect([await statusOn(app, id), await statusOn(otherNode, id)]).toEqual([404, 404]);
    expect(await feedIdsOn(app)).not.toContain(id);
    expect(await feedIdsOn(otherNode)).not.toContain(id);
  });

  it('forgets a deleted video at once', async () => {
    const id = await insertVideo(ctx, ownerId, { publishedAt: ctx.clock.now() });
    expect(await statusOn(otherNode, id)).toBe(200);
    expect((await owner.request({ method: 'DELETE', url: `/api/videos/${id}` })).statusCode).toBe(204);
    expect([await statusOn(app, id), await statusOn(otherNode, id)]).toEqual([404, 404]);
  });

  it('never keeps a video still processing (the worker may finish it in another process)', async () => {
    const id = await insertVideo(ctx, ownerId, { status: 'processing', publishedAt: null });
    await viewer.get(`/api/videos/${id}`);
    await ctx.db.db
      .update(videos)
      .set({ status: 'ready', publishedAt: ctx.clock.now() })
      .where(eq(videos.id, id));
    expect(await statusOn(app, id)).toBe(200);
  });
});

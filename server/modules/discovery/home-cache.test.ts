import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Home } from '../../../domain/api/discovery';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { HomeCache } from './queries/home';

/**
 * The home's per-node copy (home.ts) ages on ctx.clock: the test moves the clock instead of
 * waiting out the 15 s (or the empty home's 2 s).
 */
let ctx: TestContext;
let app: FastifyInstance;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  const owner = new TestClient(app, 'http://localhost:3000', '10.41.0.1');
  await signUpConfirmed(ctx, owner, 'home-cache@example.com', 'homecache');
  ownerId = await userIdOf(owner);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const latestIds = (home: Home) => home.latest.items.map((v) => v.id);

describe('home cache', () => {
  it('keeps an empty home 2 s, a filled one 15 s, on the app clock', async () => {
    const cache = new HomeCache(ctx);
    try {
      const empty = await cache.get();
      expect(latestIds(empty)).toEqual([]);
      const first = await insertVideo(ctx, ownerId, { title: 'Première vidéo' });
      expect(await cache.get()).toBe(empty);
      ctx.clock.advance(2_001);
      const filled = await cache.get();
      expect(latestIds(filled)).toEqual([first]);

      const second = await insertVideo(ctx, ownerId, { title: 'Deuxième vidéo' });
      ctx.clock.advance(14_000);
      expect(await cache.get()).toBe(filled);
      ctx.clock.advance(1_001);
      expect(latestIds(await cache.get())).toEqual([second, first]);
    } finally {
      cache.close();
    }
  });

  it('shares one build between concurrent requests, and never keeps a build an invalidation overtook', async () => {
    const cache = new HomeCache(ctx);
    try {
      const [a, b] = await Promise.all([cache.get(), cache.get()]);
      expect(a).toBe(b);

      cache.clear();
      const building = cache.get();
      cache.clear(); // e.g. a video made private while the build ran
      const late = await insertVideo(ctx, ownerId, { title: 'Arrivée pendant la construction' });
      const served = await building;
      // Served to its callers, not kept: the next request builds again (a new object), and sees
      // what changed meanwhile. (Whether the overtaken build saw the late video depends on when
      // its query ran: not asserted.)
      const next = await cache.get();
      expect(next).not.toBe(served);
      expect(latestIds(next)).toContain(late);
      expect(await cache.get()).toBe(next);
    } finally {
      cache.close();
    }
  });
});

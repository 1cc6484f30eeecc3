import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Home } from '../../../domain/api/discovery';
import { appSettings } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';

// A newcomer on a fresh instance (issue 25 #3): the home says when the demo is on its way, and an
// empty home is not kept for the cache's usual 15 s, so the first video shows up within seconds.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
});
afterAll(() => t.close());

const home = async () => (await t.app.inject({ url: '/api/home' })).json() as Home;

describe('an empty home', () => {
  it('says when the demo is being prepared, and shows the first video within seconds', async () => {
    expect(await home()).toMatchObject({ latest: { items: [] }, demoPreparing: false });
    await t.ctx.db.db.insert(appSettings).values({ key: 'demo_seed', value: { state: 'seeding' } });
    // The cache runs on the app clock: an empty home is built again after 2 s.
    t.ctx.clock.advance(2_001);
    expect((await home()).demoPreparing).toBe(true);

    const owner = new TestClient(t.app, 'http://localhost:3000', '10.32.0.1');
    await signUpConfirmed(t.ctx, owner, 'first@example.com', 'first');
    const id = await insertVideo(t.ctx, await userIdOf(owner));
    expect((await home()).latest.items).toEqual([]);
    // Well within the 15 s a full home is kept for.
    t.ctx.clock.advance(2_001);
    expect((await home()).latest.items.map((v) => v.id)).toEqual([id]);
    expect((await home()).demoPreparing).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { primaryProfileId } from '../profiles/profiles.public';
import { recordHeartbeat } from './commands/engagement';
import { createChannel, heartbeatAt, insertVideo, startWatching, userIdOf } from './videos.test-helpers';
import type { Viewer } from './viewer';

/** Regression tests of the attack review: partial edits, revocable playback, view farming. */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  // A second api node on the same database and fan-out, with its own caches.
  otherNode = await buildApp(ctx, { webDist: null });
  await otherNode.ready();
  alice = new TestClient(app, 'http://localhost:3000', '10.4.0.1');
  bob = new TestClient(app, 'http://localhost:3000', '10.4.0.2');
  await signUpConfirmed(ctx, alice, 'alice@example.com', 'alice');
  await signUpConfirmed(ctx, bob, 'bob@example.com', 'bob');
  aliceId = await userIdOf(alice);
  bobId = await userIdOf(bob);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

const patch = (c: TestClient, url: string, payload: object) => c.request({ method: 'PATCH', url, payload });
const errorCode = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

describe('PATCH changes only the fields sent', () => {
  it('a title-only edit keeps visibility, channel, monetization and description', async () => {
    const channelId = await createChannel(alice, 'Privée');
    const id = await insertVideo(ctx, aliceId, {
      channelId,
      visibility: 'private',
      monetized: true,
      description: 'Ma description',
    });
    const res = await patch(alice, `/api/videos/${id}`, { title: 'Juste le titre' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Juste le titre',
      visibility: 'private',
      monetized: true,
      description: 'Ma description',
      channel: { id: channelId },
    });
    const empty = await patch(alice, `/api/videos/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(errorCode(empty)).toBe('nothing_to_update');
    const unknown = await patch(alice, `/api/videos/${id}`, { ownerId: bobId });
    expect(unknown.statusCode).toBe(400);
    expect((await alice.get(`/api/videos/${id}`)).json().owner.id).toBe(aliceId);
  });

  it('a name-only channel edit keeps description and topics', async () => {
    const id = await createChannel(alice, 'Cuisine');
    const res = await patch(alice, `/api/channels/${id}`, { name: 'Cuisine facile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Cuisine facile',
      description: 'Des vidéos',
      topics: ['technology'],
    });
  });
});

/** How many rows `run` reads through Drizzle's select. */
async function selectsDuring(run: () => Promise<void>): Promise<number> {
  const db = ctx.db.db as unknown as { select: (...a: unknown[]) => unknown };
  const select = db.select;
  let reads = 0;
  db.select = (...args: unknown[]) => {
    reads++;
    return select.apply(ctx.db.db, args);
  };
  try {
    await run();
  } finally {
    db.select = select;
  }
  return reads;
}

describe('playback links are revoked when access changes', () => {
  const grantOf = async (client: TestClient, id: string) => {
    const { masterUrl, token } = (await client.get(`/api/videos/${id}`)).json().playback;
    return {
      master: masterUrl as string,
      segment: masterUrl.replace('master.m3u8', '240/seg_0000.ts'),
      token: token as string,
    };
  };
  /** Bob's player beat, on either node. */
  const beat = (node: FastifyInstance, id: string, token: string) =>
    node.inject({
      method: 'POST',
      url: `/api/videos/${id}/heartbeat`,
      headers: { cookie: bob.cookieHeader(), origin: 'http://localhost:3000' },
      payload: { positionS: 1, playing: true, playbackToken: token },
      remoteAddress: '10.4.0.2',
    });
  const onBothNodes = async (url: string) => {
    const here = await bob.get(url);
    const there = await otherNode.inject({ method: 'GET', url });
    return [here, there];
  };

  for (const [change, apply] of [
    ['made private', (id: string) => patch(alice, `/api/videos/${id}`, { visibility: 'private' })],
    ['monetized', (id: string) => patch(alice, `/api/videos/${id}`, { monetized: true })],
    ['deleted', (id: string) => alice.request({ method: 'DELETE', url: `/api/videos/${id}` })],
  ] as const) {
    it(`stops a viewer's master, playlists and segments on every node when the video is ${change}`, async () => {
      const id = await insertVideo(ctx, aliceId);
      const grant = await grantOf(bob, id);
      // Both nodes serve it (and have its access version cached).
      for (const res of [...(await onBothNodes(grant.master)), ...(await onBothNodes(grant.segment))])
        expect(res.statusCode).toBe(200);
      // Both nodes also hold the video for heartbeats (the watch page's cache).
      for (const node of [app, otherNode]) expect((await beat(node, id, grant.token)).statusCode).toBe(200);
      expect((await apply(id)).statusCode).toBeLessThan(300);
      await expect
        .poll(async () => (await onBothNodes(grant.segment)).map((r) => r.statusCode))
        .toEqual([404, 404]);
      for (const res of [...(await onBothNodes(grant.master)), ...(await onBothNodes(grant.segment))]) {
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('playback_revoked');
      }
      // A beat of the old playback counts for nothing any more, on either node.
      for (const node of [app, otherNode])
        expect((await beat(node, id, grant.token)).statusCode).not.toBe(200);
    });
  }

  it('keeps playing when an edit does not change who may watch', async () => {
    const id = await insertVideo(ctx, aliceId);
    const grant = await grantOf(bob, id);
    await patch(alice, `/api/videos/${id}`, { title: 'Autre titre', description: 'x' });
    expect((await bob.get(grant.segment)).statusCode).toBe(200);
  });

  it('serves segments from the per-node cache, without a database read each', async () => {
    const id = await insertVideo(ctx, aliceId);
    const grant = await grantOf(bob, id);
    await bob.get(grant.segment);
    const reads = await selectsDuring(async () => {
      for (let i = 0; i < 20; i++) expect((await bob.get(grant.segment)).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
  });

  it('takes heartbeats without reading the video row each (the watch page cache holds it)', async () => {
    const id = await insertVideo(ctx, aliceId);
    const grant = await grantOf(bob, id);
    await bob.get(grant.master);
    // The first beat reads the playback's session row into this node's buffer.
    expect((await beat(app, id, grant.token)).statusCode).toBe(200);
    const reads = await selectsDuring(async () => {
      for (let i = 0; i < 20; i++) expect((await beat(app, id, grant.token)).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
  });
});

describe('views cannot be farmed', () => {
  const t0 = Date.parse('2026-11-20T10:00:00Z');
  const at = (s: number) => new Date(t0 + s * 1000);
  const visitor = (anonId: string, ip = '10.8.0.1'): Viewer => ({ actor: null, anonId, ip });
  const member = (userId: string): Viewer => ({
    actor: { userId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] },
    anonId: '',
    ip: '10.8.0.9',
  });
  const watch30s = async (viewer: Viewer, id: string, playbackToken: string) => {
    let last = { validated: false, viewCount: 0 };
    for (let s = 0; s <= 30; s += 10)
      last = await heartbeatAt(ctx, at(s), viewer, id, { positionS: s, playing: true, playbackToken });
    return last;
  };

  it('caps visitor views per IP per video per 24 h, however many cookies they use', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    for (let i = 0; i < 15; i++) {
      const viewer = visitor(`cookie-${i}`);
      await watch30s(viewer, id, await startWatching(ctx, viewer, id));
    }
    // Another IP still counts.
    const elsewhere = visitor('cookie-x', '10.8.0.2');
    await watch30s(elsewhere, id, await startWatching(ctx, elsewhere, id));
    const video = (await bob.get(`/api/videos/${id}`)).json();
    expect(video.viewCount).toBe(4);
  });

  it("never counts the owner's own views, but remembers their position", async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const alice1 = { ...member(aliceId), profileId: await primaryProfileId(ctx.db.db, aliceId) };
    const last = await watch30s(alice1, id, await startWatching(ctx, alice1, id));
    expect(last).toEqual({ validated: false, viewCount: 0 });
    await ctx.watchBuffer.flush();
    expect((await alice.get(`/api/videos/${id}`)).json().resumeAtS).toBe(30);
  });

  it('counts nothing for a grant whose master playlist was never fetched', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const { playback } = (await bob.get(`/api/videos/${id}`)).json();
    const last = await watch30s(member(bobId), id, playback.token);
    expect(last).toEqual({ validated: false, viewCount: 0 });
    // Once the player fetches the master, the same grant counts.
    expect((await bob.get(playback.masterUrl)).statusCode).toBe(200);
    expect((await watch30s(member(bobId), id, playback.token)).validated).toBe(true);
  });

  it("refuses another viewer's grant, a forged one, and a heartbeat without one", async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const bobsToken = await startWatching(ctx, member(bobId), id);
    await expect(
      recordHeartbeat(ctx, visitor('thief'), id, { positionS: 1, playing: true, playbackToken: bobsToken }),
    ).rejects.toMatchObject({ code: 'playback_expired' });
    const forged = `${bobsToken.split('.')[0]}.AAAA`;
    const res = await bob.post(`/api/videos/${id}/heartbeat`, { positionS: 1, playbackToken: forged });
    expect(res.statusCode).toBe(404);
    const missing = await bob.post(`/api/videos/${id}/heartbeat`, { positionS: 1 });
    expect(missing.statusCode).toBe(400);
  });

  it('a newer playback of the same viewer replaces the older one', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const first = await startWatching(ctx, member(bobId), id);
    await startWatching(ctx, member(bobId), id);
    expect(await watch30s(member(bobId), id, first)).toEqual({ validated: false, viewCount: 0 });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { memberTopic, videoTopic } from '../../realtime/hub';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { primaryProfileId } from '../profiles/profiles.public';
import {
  createChannel,
  heartbeatAt,
  insertVideo,
  pngImage,
  startWatching,
  userIdOf,
} from './videos.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let alice: TestClient;
let bob: TestClient;
let visitor: TestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  alice = new TestClient(app, 'http://localhost:3000', '10.2.0.1');
  bob = new TestClient(app, 'http://localhost:3000', '10.2.0.2');
  visitor = new TestClient(app, 'http://localhost:3000', '10.2.0.3');
  await signUpConfirmed(ctx, alice, 'alice@example.com', 'alice');
  await signUpConfirmed(ctx, bob, 'bob@example.com', 'bob');
  aliceId = await userIdOf(alice);
  bobId = await userIdOf(bob);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const del = (c: TestClient, url: string) => c.request({ method: 'DELETE', url });
const patch = (c: TestClient, url: string, payload: unknown) =>
  c.request({ method: 'PATCH', url, payload: payload as object });

describe('channels', () => {
  it('requires a name, with the spec code', async () => {
    const res = await alice.post('/api/channels', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('channel_name_required');
    expect((await visitor.post('/api/channels', { name: 'X' })).statusCode).toBe(401);
  });

  it('lets only the owner edit, set the picture, manage or delete', async () => {
    const id = await createChannel(alice, 'Cuisine');
    const edit = await patch(alice, `/api/channels/${id}`, { name: 'Cuisine facile', topics: ['cooking'] });
    expect(edit.json()).toMatchObject({
      name: 'Cuisine facile',
      topics: ['cooking'],
      abilities: { edit: true },
    });

    for (const res of [
      await patch(bob, `/api/channels/${id}`, { name: 'Piraté' }),
      await del(bob, `/api/channels/${id}`),
      await bob.get(`/api/channels/${id}/manage`),
      await bob.multipart(
        'POST',
        `/api/channels/${id}/image`,
        {},
        { bytes: await pngImage(), filename: 'a.png' },
      ),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('channel_not_found');
    }
    expect((await visitor.get(`/api/channels/${id}`)).json()).toMatchObject({
      name: 'Cuisine facile',
      abilities: { edit: false, delete: false },
    });
  });

  it('checks the picture by its bytes and size', async () => {
    const id = await createChannel(alice, 'Images');
    const notImage = await alice.multipart(
      'POST',
      `/api/channels/${id}/image`,
      {},
      { bytes: Buffer.from('GIF89a nope'), filename: 'a.png' },
    );
    expect(notImage.json().error.code).toBe('invalid_image');
    const big = await alice.multipart(
      'POST',
      `/api/channels/${id}/image`,
      {},
      { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'a.png' },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('image_too_large');
    const ok = await alice.multipart(
      'POST',
      `/api/channels/${id}/image`,
      {},
      { bytes: await pngImage(), filename: 'a.png' },
    );
    expect(ok.statusCode).toBe(200);
    const image = await visitor.get(ok.json().imageUrl);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('deleting a channel keeps its videos, without channel', async () => {
    const id = await createChannel(alice, 'Éphémère');
    const videoId = await insertVideo(ctx, aliceId, { channelId: id });
    expect((await del(alice, `/api/channels/${id}`)).statusCode).toBe(204);
    const video = (await alice.get(`/api/videos/${videoId}`)).json();
    expect(video.channel).toBeNull();
    expect((await visitor.get(`/api/channels/${id}`)).statusCode).toBe(404);
  });
});

describe('video access', () => {
  it('hides a private video and its files from everyone but the owner', async () => {
    const id = await insertVideo(ctx, aliceId, { visibility: 'private' });
    const own = await alice.get(`/api/videos/${id}`);
    expect(own.statusCode).toBe(200);
    const { masterUrl } = own.json().playback;
    for (const client of [bob, visitor]) {
      const res = await client.get(`/api/videos/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('video_not_found');
    }
    // Segment URLs are not guessable: without a valid grant nothing is served.
    const forged = masterUrl.replace(/\/api\/stream\/([^/]+)\/[^/]+\//, '/api/stream/$1/AAAA.BBBB/');
    expect((await bob.get(forged.replace('master.m3u8', '240/seg_0000.ts'))).statusCode).toBe(404);
    expect((await bob.get(`/api/stream/${id}/x/240/seg_0000.ts`)).statusCode).toBe(404);
    const ownToken = own.json().playback.token;
    expect(
      (await bob.post(`/api/videos/${id}/heartbeat`, { positionS: 1, playbackToken: ownToken })).statusCode,
    ).toBe(404);
    expect((await bob.get(`/api/videos/${id}/more`)).statusCode).toBe(404);
    expect((await bob.request({ method: 'PUT', url: `/api/videos/${id}/like` })).statusCode).toBe(404);
  });

  it('shows a video still processing its first rendition to its owner only', async () => {
    const id = await insertVideo(ctx, aliceId, { status: 'processing', publishedAt: null, renditions: [] });
    const own = (await alice.get(`/api/videos/${id}`)).json();
    expect(own).toMatchObject({ status: 'processing', playback: null, access: 'watch' });
    expect((await bob.get(`/api/videos/${id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/videos')).json().items.map((v: { id: string }) => v.id)).not.toContain(
      id,
    );
  });

  it('locks a monetized video for visitors and free members (no playback), not for its owner', async () => {
    const id = await insertVideo(ctx, aliceId, { monetized: true });
    const locked = (await bob.get(`/api/videos/${id}`)).json();
    expect(locked).toMatchObject({ access: 'locked', playback: null, title: 'Vidéo de test' });
    expect((await visitor.get(`/api/videos/${id}`)).json().access).toBe('locked');
    expect((await alice.get(`/api/videos/${id}`)).json().access).toBe('watch');
    const ownToken = (await alice.get(`/api/videos/${id}`)).json().playback.token;
    const beat = await bob.post(`/api/videos/${id}/heartbeat`, { positionS: 3, playbackToken: ownToken });
    expect(beat.json().error.code).toBe('premium_required');
  });

  it('lets only the owner edit, replace, retry or delete', async () => {
    const id = await insertVideo(ctx, aliceId);
    const attempts = [
      await patch(bob, `/api/videos/${id}`, { title: 'Piraté' }),
      await del(bob, `/api/videos/${id}`),
      await bob.post(`/api/videos/${id}/source`, { uploadId: 'a'.repeat(32) }),
      await bob.post(`/api/videos/${id}/retry`),
      await bob.multipart(
        'POST',
        `/api/videos/${id}/thumbnail`,
        {},
        { bytes: await pngImage(), filename: 't.png' },
      ),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    for (const res of [
      await patch(visitor, `/api/videos/${id}`, { title: 'x' }),
      await del(visitor, `/api/videos/${id}`),
    ])
      expect(res.statusCode).toBe(401);
    expect((await alice.get(`/api/videos/${id}`)).json().title).toBe('Vidéo de test');
  });

  it("edits the info: title required, channel must be the owner's", async () => {
    const id = await insertVideo(ctx, aliceId);
    const empty = await patch(alice, `/api/videos/${id}`, { title: '' });
    expect(empty.json().error.code).toBe('title_required');
    const bobsChannel = await createChannel(bob, 'Chez Bob');
    const foreign = await patch(alice, `/api/videos/${id}`, { title: 'T', channelId: bobsChannel });
    expect(foreign.json().error.code).toBe('channel_not_found');
    const ok = await patch(alice, `/api/videos/${id}`, {
      title: 'Nouveau titre',
      visibility: 'private',
      monetized: true,
    });
    expect(ok.json()).toMatchObject({ title: 'Nouveau titre', visibility: 'private', monetized: true });
  });

  it('refuses bad ids and bad bodies without changing anything', async () => {
    expect((await alice.get('/api/videos/not-a-uuid')).statusCode).toBe(400);
    const id = await insertVideo(ctx, aliceId);
    const bad = await patch(alice, `/api/videos/${id}`, { title: 'x', visibility: 'secret' });
    expect(bad.statusCode).toBe(400);
    expect((await alice.get(`/api/videos/${id}`)).json().visibility).toBe('public');
  });
});

describe('likes', () => {
  it('toggles once per member, login required', async () => {
    const id = await insertVideo(ctx, aliceId);
    expect((await visitor.request({ method: 'PUT', url: `/api/videos/${id}/like` })).statusCode).toBe(401);
    await bob.request({ method: 'PUT', url: `/api/videos/${id}/like` });
    const again = await bob.request({ method: 'PUT', url: `/api/videos/${id}/like` });
    expect(again.json()).toEqual({ liked: true, likeCount: 1 });
    expect((await bob.get(`/api/videos/${id}`)).json()).toMatchObject({ likedByMe: true, likeCount: 1 });
    const undo = await bob.request({ method: 'DELETE', url: `/api/videos/${id}/like` });
    expect(undo.json()).toEqual({ liked: false, likeCount: 0 });
  });
});

describe('validated views', () => {
  const viewer = (userId: string | null, anonId = 'anon-1') => ({
    actor: userId
      ? { userId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] }
      : null,
    anonId,
    ip: '10.9.9.9',
  });
  const t0 = Date.parse('2026-11-20T10:00:00Z');
  const at = (s: number) => new Date(t0 + s * 1000);
  beforeEach(() => ctx.clock.set(at(0)));

  it('counts a view after 30 s of real watching, once per viewer per 24 h', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const playbackToken = await startWatching(ctx, viewer(bobId), id);
    let last = { validated: false, viewCount: 0 };
    for (let s = 0; s <= 30; s += 10)
      last = await heartbeatAt(ctx, at(s), viewer(bobId), id, { positionS: s, playing: true, playbackToken });
    expect(last).toEqual({ validated: true, viewCount: 1 });
    // Watching on within the day adds nothing; the next day counts again.
    for (let s = 40; s <= 120; s += 10)
      last = await heartbeatAt(ctx, at(s), viewer(bobId), id, { positionS: s, playing: true, playbackToken });
    expect(last.viewCount).toBe(1);
    // The next day's playback has a grant of its own.
    const nextDay = 24 * 3600 + 200;
    ctx.clock.set(at(nextDay));
    const nextToken = await startWatching(ctx, viewer(bobId), id);
    for (let s = nextDay; s <= nextDay + 30; s += 10)
      last = await heartbeatAt(ctx, at(s), viewer(bobId), id, {
        positionS: 10,
        playing: true,
        playbackToken: nextToken,
      });
    expect(last).toEqual({ validated: true, viewCount: 2 });
  });

  it('never credits more than wall-clock time, nor gaps, nor paused time', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 600 });
    const playbackToken = await startWatching(ctx, viewer(null), id);
    // 100 beats in one second claim nothing beyond that second.
    let last = { validated: false, viewCount: 0 };
    for (let i = 0; i < 100; i++)
      last = await heartbeatAt(ctx, at(i / 100), viewer(null), id, {
        positionS: 300,
        playing: true,
        playbackToken,
      });
    expect(last.validated).toBe(false);
    // Beats a minute apart (tab asleep) and paused beats count nothing either.
    for (let s = 60; s <= 600; s += 60)
      last = await heartbeatAt(ctx, at(s), viewer(null), id, {
        positionS: 300,
        playing: true,
        playbackToken,
      });
    for (let s = 601; s <= 700; s += 10)
      last = await heartbeatAt(ctx, at(s), viewer(null), id, {
        positionS: 300,
        playing: false,
        playbackToken,
      });
    expect(last).toEqual({ validated: false, viewCount: 0 });
  });

  it('records what the earnings module needs and remembers the position for resuming', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 90, monetized: false });
    // Resume is per viewer profile: Bob watches as his primary one (what his browser uses).
    const bobViewer = { ...viewer(bobId), profileId: await primaryProfileId(ctx.db.db, bobId) };
    const playbackToken = await startWatching(ctx, bobViewer, id);
    for (let s = 0; s <= 30; s += 10)
      await heartbeatAt(ctx, at(s), bobViewer, id, { positionS: 42 + s, playing: true, playbackToken });
    const rows = await ctx.db.query<{ owner_id: string; viewer_premium: boolean; video_duration_s: number }>(
      'select owner_id, viewer_premium, video_duration_s from video_views where video_id = $1',
      [id],
    );
    expect(rows.rows).toEqual([{ owner_id: aliceId, viewer_premium: false, video_duration_s: 90 }]);
    await ctx.watchBuffer.flush();
    expect((await bob.get(`/api/videos/${id}`)).json().resumeAtS).toBe(72);
  });
});

describe('dashboard', () => {
  it('shows my totals, channels and a sortable list of my videos only', async () => {
    const carol = new TestClient(app, 'http://localhost:3000', '10.2.0.4');
    await signUpConfirmed(ctx, carol, 'carol@example.com', 'carol');
    const carolId = await userIdOf(carol);
    const channelId = await createChannel(carol, 'Carol TV');
    await insertVideo(ctx, carolId, { channelId, title: 'B', viewCount: 5, likeCount: 2 });
    await insertVideo(ctx, carolId, { channelId, title: 'A', viewCount: 9, visibility: 'private' });
    const dash = (await carol.get('/api/me/dashboard')).json();
    expect(dash.stats).toEqual({ videos: 2, views: 14, likes: 2, subscribers: 0 });
    expect(dash.channels.map((c: { name: string }) => c.name)).toEqual(['Carol TV']);
    const byTitle = (await carol.get('/api/me/videos?sort=title&order=asc')).json();
    expect(byTitle.items.map((v: { title: string }) => v.title)).toEqual(['A', 'B']);
    expect(byTitle.total).toBe(2);
    expect((await carol.get('/api/me/videos?sort=hacker')).statusCode).toBe(400);
    expect((await visitor.get('/api/me/dashboard')).statusCode).toBe(401);
  });
});

describe('realtime socket', () => {
  const closeCode = (socket: import('ws').WebSocket) =>
    new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const open = async (headers: Record<string, string>) => {
    const received: Record<string, unknown>[] = [];
    const socket = await app.injectWS(
      '/api/realtime',
      { headers },
      {
        onInit: (ws) => ws.on('message', (d) => received.push(JSON.parse(String(d)))),
      },
    );
    return { socket, received, send: (m: object) => socket.send(JSON.stringify(m)) };
  };
  const origin = 'http://localhost:3000';

  it("is refused to other sites, and carries a member's own events to that member only", async () => {
    const foreign = await app.injectWS('/api/realtime', {
      headers: { cookie: alice.cookieHeader(), origin: 'https://evil.example' },
    });
    expect(await closeCode(foreign)).toBe(4403);
    const mine = await open({ cookie: alice.cookieHeader(), origin });
    await expect.poll(() => mine.received).toEqual([{ type: 'hello', member: true }]);
    await ctx.realtime.publish(memberTopic(bobId), { type: 'video.updated', videoId: 'x' });
    await ctx.realtime.publish(memberTopic(aliceId), { type: 'video.updated', videoId: 'y' });
    await expect.poll(() => mine.received.at(-1)).toEqual({ type: 'video.updated', videoId: 'y' });
    expect(mine.received).toHaveLength(2);
    mine.socket.terminate();
  });

  it('lets anybody follow the view count of a video they can see, and nothing else', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 300 });
    const hidden = await insertVideo(ctx, aliceId, { visibility: 'private' });
    // Removed by moderation: not followable, even while a new upload of it would be "coming soon".
    const removed = await insertVideo(ctx, aliceId, { removedAt: ctx.clock.now() });
    const removedSoon = await insertVideo(ctx, aliceId, {
      removedAt: ctx.clock.now(),
      publishedAt: null,
      status: 'processing',
    });
    const tab = await open({ origin });
    await expect.poll(() => tab.received).toEqual([{ type: 'hello', member: false }]);
    for (const videoId of [hidden, removed, removedSoon]) tab.send({ type: 'follow-video', videoId });
    tab.send({ type: 'follow-video', videoId: id });
    await expect.poll(() => tab.received.length).toBe(5);
    for (const videoId of [hidden, removed, removedSoon])
      expect(tab.received).toContainEqual({ type: 'error', code: 'video_not_found', videoId });
    expect(tab.received).toContainEqual({ type: 'following', videoId: id });

    const viewer = { actor: null, anonId: 'live-1', ip: '10.9.9.8' };
    const playbackToken = await startWatching(ctx, viewer, id);
    const t0 = Date.parse('2026-11-20T10:00:00Z');
    for (let s = 0; s <= 30; s += 10)
      await heartbeatAt(ctx, new Date(t0 + s * 1000), viewer, id, {
        positionS: s,
        playing: true,
        playbackToken,
      });
    await expect.poll(() => tab.received.at(-1)).toEqual({ type: 'video.views', videoId: id, viewCount: 1 });
    // Views of the private video are never sent to this tab.
    await ctx.realtime.publish(videoTopic(hidden), { type: 'video.views', videoId: hidden, viewCount: 9 });
    tab.send({ type: 'nonsense' });
    await expect.poll(() => tab.received.at(-1)).toEqual({ type: 'error', code: 'bad_request' });
    expect(tab.received.filter((e) => e.videoId === hidden && e.type === 'video.views')).toEqual([]);
    tab.socket.terminate();
  });

  it('says a public video is coming soon before it plays (nothing else of it), and lets its page follow it', async () => {
    const soon = await insertVideo(ctx, aliceId, {
      status: 'processing',
      publishedAt: null,
      renditions: [],
      title: 'Avant-première',
    });
    const hidden = await insertVideo(ctx, aliceId, {
      status: 'processing',
      publishedAt: null,
      visibility: 'private',
    });
    const broken = await insertVideo(ctx, aliceId, { status: 'failed', publishedAt: null, renditions: [] });
    const res = await visitor.get(`/api/videos/${soon}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('video_coming_soon');
    expect(res.body).not.toContain('Avant-première');
    for (const id of [hidden, broken])
      expect((await visitor.get(`/api/videos/${id}`)).json().error.code, id).toBe('video_not_found');
    // Its owner sees it as always.
    expect((await alice.get(`/api/videos/${soon}`)).statusCode).toBe(200);

    const tab = await open({ origin });
    await expect.poll(() => tab.received).toEqual([{ type: 'hello', member: false }]);
    tab.send({ type: 'follow-video', videoId: hidden });
    tab.send({ type: 'follow-video', videoId: soon });
    await expect.poll(() => tab.received.length).toBe(3);
    expect(tab.received).toContainEqual({ type: 'error', code: 'video_not_found', videoId: hidden });
    expect(tab.received).toContainEqual({ type: 'following', videoId: soon });
    await ctx.realtime.publish(videoTopic(soon), { type: 'video.available', videoId: soon });
    await expect.poll(() => tab.received.at(-1)).toEqual({ type: 'video.available', videoId: soon });
    tab.socket.terminate();
  });

  it("takes the player's heartbeats: a view, the profile's progress, errors as codes, and back to HTTP once the socket's member is gone", async () => {
    const dora = new TestClient(app, 'http://localhost:3000', '10.2.0.9');
    await signUpConfirmed(ctx, dora, 'dora@example.com', 'dora');
    const id = await insertVideo(ctx, aliceId, { durationS: 300 });
    const { masterUrl, token } = (await dora.get(`/api/videos/${id}`)).json().playback;
    expect((await dora.get(masterUrl)).statusCode).toBe(200);
    const tab = await open({ cookie: dora.cookieHeader(), origin });
    await expect.poll(() => tab.received).toEqual([{ type: 'hello', member: true }]);
    const t0 = ctx.clock.now().getTime();
    let ref = 0;
    const nowhere = '00000000-0000-4000-8000-000000000000';
    /** Sends a beat at `s`; its answer, or null when none came (the socket handles messages in order). */
    const beat = async (s: number, fields: Record<string, unknown> = {}) => {
      ctx.clock.set(new Date(t0 + s * 1000));
      const mine = ++ref;
      const seen = tab.received.length;
      tab.send({
        type: 'beat',
        ref: mine,
        videoId: id,
        positionS: s,
        playing: true,
        playbackToken: token,
        ...fields,
      });
      // A probe behind it: once the probe is answered, so is the beat, if it is answered at all.
      tab.send({ type: 'follow-video', videoId: nowhere });
      await expect.poll(() => tab.received.slice(seen).some((m) => m.videoId === nowhere)).toBe(true);
      const answer = tab.received.find((m) => m.ref === mine);
      if (!answer) return null;
      const { type, ref: _, ...rest } = answer;
      expect(type).toBe('beat-answer');
      return rest;
    };
    // Beats that only move the position are not answered; the one that validates the view is.
    expect(await beat(0)).toBeNull();
    expect(await beat(10)).toBeNull();
    expect(await beat(20)).toBeNull();
    expect(await beat(30)).toEqual({ validated: true, viewCount: 1 });
    expect(
      (await ctx.db.query('select count(*)::int as n from video_views where video_id = $1', [id])).rows,
    ).toEqual([{ n: 1 }]);
    await ctx.watchBuffer.flush();
    expect((await dora.get(`/api/videos/${id}`)).json().resumeAtS).toBe(30);
    // What HTTP would answer, as codes: a forged grant, a video that does not exist.
    expect(await beat(40, { playbackToken: 'forged' })).toEqual({ error: 'playback_expired', status: 404 });
    expect(await beat(40, { videoId: nowhere })).toEqual({
      error: 'video_not_found',
      status: 404,
    });
    // A malformed beat changes nothing.
    tab.send({ type: 'beat', ref: 9999, videoId: id, positionS: -5, playbackToken: token });
    await expect.poll(() => tab.received.at(-1)).toEqual({ type: 'error', code: 'bad_request' });

    // Signed out (in this tab or another): the socket no longer speaks for Dora's grant.
    expect((await dora.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await beat(50)).toEqual({ retry: 'http' });
    tab.socket.terminate();
  });

  it('caps beats per address, whatever they carry', async () => {
    const tab = await open({ origin });
    await expect.poll(() => tab.received).toEqual([{ type: 'hello', member: false }]);
    const videoId = await insertVideo(ctx, aliceId);
    // Two minutes' worth may straddle a minute boundary: one of them still goes over the limit.
    for (let ref = 0; ref < 250; ref++)
      tab.send({ type: 'beat', ref, videoId, positionS: 1, playing: true, playbackToken: 'x' });
    await expect.poll(() => tab.received.filter((m) => m.type === 'beat-answer').length).toBe(250);
    const codes = new Set(tab.received.map((m) => m.error));
    expect(codes).toContain('rate_limited');
    expect(codes).toContain('playback_expired');
    tab.socket.terminate();
  });
});

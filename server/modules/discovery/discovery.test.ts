import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Home } from '../../../domain/api/discovery';
import { buildApp } from '../../app';
import { profileProgress, videos, videoViews } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { primaryProfileId } from '../profiles/profiles.public';
import {
  createChannel,
  heartbeatAt,
  insertVideo,
  startWatching,
  userIdOf,
} from '../videos/videos.test-helpers';
import type { Viewer } from '../videos/viewer';
import { computeTrending } from './jobs/compute-trending.job';

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
  alice = new TestClient(app, 'http://localhost:3000', '10.31.0.1');
  bob = new TestClient(app, 'http://localhost:3000', '10.31.0.2');
  visitor = new TestClient(app, 'http://localhost:3000', '10.31.0.3');
  await signUpConfirmed(ctx, alice, 'alice@discovery.example', 'alice_disc');
  await signUpConfirmed(ctx, bob, 'bob@discovery.example', 'bob_disc');
  aliceId = await userIdOf(alice);
  bobId = await userIdOf(bob);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** A fresh app: its home cache starts empty (the shared one keeps the home for a few seconds). */
async function freshHome(): Promise<Home> {
  const other = await buildApp(ctx, { webDist: null });
  await other.ready();
  try {
    const res = await other.inject({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(200);
    return res.json();
  } finally {
    await other.close();
  }
}
const idsOf = (items: { id: string }[]) => items.map((v) => v.id);
const everyId = (home: Home) => [
  ...idsOf(home.trending),
  ...idsOf(home.latest.items),
  ...home.themes.flatMap((row) => idsOf(row.items)),
  ...(home.hero ? [home.hero.id] : []),
];
const minutesAgo = (min: number) => new Date(ctx.clock.now().getTime() - min * 60_000);

async function addViews(videoId: string, count: number, ageMin: number) {
  await ctx.db.db.insert(videoViews).values(
    Array.from({ length: count }, (_, i) => ({
      videoId,
      ownerId: aliceId,
      viewerKey: `v-${videoId}-${ageMin}-${i}`,
      viewerPremium: false,
      videoPublic: true,
      videoMonetized: false,
      videoDurationS: 120,
      validatedAt: minutesAgo(ageMin + i / 100),
    })),
  );
}

describe('home page', () => {
  it('lists only what anyone may see, marks Premium videos, and themes by keywords and channel topics', async () => {
    const channel = await createChannel(alice, 'Studio Alice');
    const music = await insertVideo(ctx, aliceId, {
      channelId: channel,
      title: 'Concert de jazz au parc',
      themes: ['music'],
    });
    const premium = await insertVideo(ctx, aliceId, { title: 'Masterclass premium', monetized: true });
    const secret = await insertVideo(ctx, aliceId, { title: 'Privée', visibility: 'private' });
    const processing = await insertVideo(ctx, aliceId, {
      title: 'En cours',
      status: 'processing',
      publishedAt: null,
    });

    const home = await freshHome();
    const seen = everyId(home);
    expect(seen).toEqual(expect.arrayContaining([music, premium]));
    expect(seen).not.toContain(secret);
    expect(seen).not.toContain(processing);
    expect(home.latest.items.find((v) => v.id === premium)?.monetized).toBe(true);
    expect(home.themes.find((row) => row.theme === 'music')?.items.map((v) => v.id)).toContain(music);
    // A theme with no video is left out rather than shown empty.
    expect(home.themes.every((row) => row.items.length > 0)).toBe(true);
  });

  it('derives themes on upload edits and when the channel topics change', async () => {
    const channel = await createChannel(alice, 'Chaîne sans thème');
    const id = await insertVideo(ctx, aliceId, { channelId: channel, title: 'Épisode 1' });
    const themesOf = async () =>
      (await ctx.db.db.select({ themes: videos.themes }).from(videos).where(eq(videos.id, id)))[0]!.themes;

    const edit = await alice.request({
      method: 'PATCH',
      url: `/api/videos/${id}`,
      payload: { title: 'Résumé du match de football' },
    });
    expect(edit.statusCode).toBe(200);
    // The test channel's topic is technology.
    expect(await themesOf()).toEqual(['tech', 'sport']);

    const topics = await alice.request({
      method: 'PATCH',
      url: `/api/channels/${channel}`,
      payload: { topics: ['music'] },
    });
    expect(topics.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while ((await themesOf()).join() !== 'music,sport' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await themesOf()).toEqual(['music', 'sport']);
  });

  it('ranks trending by recent validated views, decayed by age, and drops what became private', async () => {
    const steady = await insertVideo(ctx, aliceId, { title: 'Trois vues aujourd’hui', posterUrl: '/p.jpg' });
    const old = await insertVideo(ctx, aliceId, { title: 'Dix vues il y a six jours' });
    const ancient = await insertVideo(ctx, aliceId, { title: 'Cent vues il y a dix jours' });
    const hidden = await insertVideo(ctx, aliceId, { title: 'Populaire puis privée' });
    await addViews(steady, 3, 30);
    await addViews(old, 10, 6 * 24 * 60);
    await addViews(ancient, 100, 10 * 24 * 60);
    await addViews(hidden, 50, 10);

    await computeTrending(ctx);
    let home = await freshHome();
    expect(idsOf(home.trending).slice(0, 3)).toEqual([hidden, steady, old]);
    expect(idsOf(home.trending)).not.toContain(ancient);

    await ctx.db.db.update(videos).set({ visibility: 'private' }).where(eq(videos.id, hidden));
    home = await freshHome();
    expect(idsOf(home.trending)).not.toContain(hidden);
    expect(home.hero?.id).toBe(steady);
    expect(idsOf(home.trending).slice(0, 2)).toEqual([steady, old]);
  });

  it('drops a video made private from the cached home at once', async () => {
    const id = await insertVideo(ctx, aliceId, { title: 'Bientôt privée' });
    // The shared app caches the home: it lists the video, then the owner hides it.
    const before = (await visitor.get('/api/home')).json() as Home;
    if (!everyId(before).includes(id)) {
      // Built before this video existed: move the clock past the cache's 15 s.
      ctx.clock.advance(15_001);
      expect(everyId((await visitor.get('/api/home')).json())).toContain(id);
    }
    const edit = await alice.request({
      method: 'PATCH',
      url: `/api/videos/${id}`,
      payload: { visibility: 'private' },
    });
    expect(edit.statusCode).toBe(200);
    expect(everyId((await visitor.get('/api/home')).json())).not.toContain(id);
  });
});

describe('continue watching', () => {
  const member = (userId: string, profileId: string): Viewer => ({
    actor: { userId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] },
    anonId: '',
    ip: '10.31.1.1',
    profileId,
  });

  it("shows the member's own unfinished videos, most recent first, and lets them remove one until they play it again", async () => {
    const started = await insertVideo(ctx, aliceId, { title: 'Commencée' });
    const later = await insertVideo(ctx, aliceId, { title: 'Regardée ensuite' });
    const finished = await insertVideo(ctx, aliceId, { title: 'Finie' });
    const othersPrivate = await insertVideo(ctx, aliceId, { title: 'Privée d’Alice', visibility: 'private' });
    const bobProfile = await primaryProfileId(ctx.db.db, bobId);
    const progress = (videoId: string, positionS: number, min: number) => ({
      profileId: bobProfile,
      videoId,
      positionS,
      updatedAt: minutesAgo(min),
    });
    await ctx.db.db
      .insert(profileProgress)
      .values([
        progress(started, 40, 20),
        progress(later, 15, 5),
        progress(finished, 118, 1),
        progress(othersPrivate, 30, 2),
      ]);

    const list = async (c: TestClient) => (await c.get('/api/me/continue-watching')).json().items;
    const mine = await list(bob);
    expect(mine.map((i: { video: { id: string } }) => i.video.id)).toEqual([later, started]);
    expect(mine[1].positionS).toBe(40);
    // Alice watched none of them: Bob's history is his alone.
    expect(await list(alice)).toEqual([]);
    expect((await visitor.get('/api/me/continue-watching')).statusCode).toBe(401);

    // Alice cannot remove Bob's entry; Bob can.
    expect(
      (await alice.request({ method: 'DELETE', url: `/api/me/continue-watching/${later}` })).statusCode,
    ).toBe(404);
    expect(
      (await bob.request({ method: 'DELETE', url: `/api/me/continue-watching/${later}` })).statusCode,
    ).toBe(204);
    expect((await list(bob)).map((i: { video: { id: string } }) => i.video.id)).toEqual([started]);

    // Playing it again brings it back.
    const viewer = member(bobId, bobProfile);
    const token = await startWatching(ctx, viewer, later);
    await heartbeatAt(ctx, new Date(), viewer, later, {
      positionS: 20,
      playing: true,
      playbackToken: token,
    });
    await ctx.watchBuffer.flush();
    expect((await list(bob)).map((i: { video: { id: string } }) => i.video.id)).toContain(later);
  });
});

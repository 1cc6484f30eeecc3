import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from './videos.test-helpers';

/** Chapters: from the description, set by hand through PATCH, and the WebVTT track under the grant. */
let ctx: TestContext;
let app: FastifyInstance;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  alice = new TestClient(app, 'http://localhost:3000', '10.3.0.1');
  bob = new TestClient(app, 'http://localhost:3000', '10.3.0.2');
  await signUpConfirmed(ctx, alice, 'alice@chapters.example', 'alicech');
  await signUpConfirmed(ctx, bob, 'bob@chapters.example', 'bobch');
  aliceId = await userIdOf(alice);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const patch = (c: TestClient, url: string, payload: unknown) =>
  c.request({ method: 'PATCH', url, payload: payload as object });
const DESCRIPTION = 'Au menu :\n0:00 Intro\n0:30 Recette\n(1:10) Dégustation\n';
const HAND = [
  { startS: 0, title: 'Début' },
  { startS: 20, title: '  Milieu\t ' },
  { startS: 90, title: 'Fin' },
];

describe('chapters', () => {
  it('come from the description; set by hand they override it; PATCH changes only what is sent; null returns', async () => {
    const id = await insertVideo(ctx, aliceId, { description: DESCRIPTION, durationS: 120 });
    const url = `/api/videos/${id}`;
    const first = (await alice.get(url)).json();
    expect(first.chapters).toEqual([
      { startS: 0, title: 'Intro' },
      { startS: 30, title: 'Recette' },
      { startS: 70, title: 'Dégustation' },
    ]);
    expect(first.chaptersByHand).toBe(false);

    const set = await patch(alice, url, { chapters: HAND });
    expect(set.statusCode).toBe(200);
    expect(set.json().chapters).toEqual([
      { startS: 0, title: 'Début' },
      { startS: 20, title: 'Milieu' },
      { startS: 90, title: 'Fin' },
    ]);
    expect(set.json().chaptersByHand).toBe(true);
    // A PATCH of the title keeps them; everyone who sees the page sees them.
    expect((await patch(alice, url, { title: 'Autre titre' })).json().chapters).toHaveLength(3);
    expect((await bob.get(url)).json().chapters.map((c: { title: string }) => c.title)).toEqual([
      'Début',
      'Milieu',
      'Fin',
    ]);

    const back = (await patch(alice, url, { chapters: null })).json();
    expect(back.chaptersByHand).toBe(false);
    expect(back.chapters.map((c: { startS: number }) => c.startS)).toEqual([0, 30, 70]);
  });

  it('refuses chapters that break a rule with its code, and changes nothing', async () => {
    const id = await insertVideo(ctx, aliceId, { durationS: 120 });
    const url = `/api/videos/${id}`;
    const c = (...starts: number[]) => starts.map((startS, i) => ({ startS, title: `T${i}` }));
    for (const [chapters, code] of [
      [c(0, 20), 'chapters_too_few'],
      [c(5, 20, 40), 'chapters_first_not_at_zero'],
      [c(0, 40, 20), 'chapters_not_ascending'],
      [c(0, 5, 40), 'chapter_too_short'],
      [c(0, 20, 200), 'chapters_beyond_duration'],
      [[...c(0, 20), { startS: 40, title: ' \t ' }], 'chapter_title_required'],
      // NUL anywhere in a body is refused before the route (plugins/bad-input).
      [[...c(0, 20), { startS: 40, title: 'a\u0000' }], 'invalid_characters'],
      [c(...Array.from({ length: 101 }, (_, i) => i)), 'chapters_too_many'],
    ] as const) {
      const res = await patch(alice, url, { chapters });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    for (const garbage of ['x', [{ startS: 'a', title: 'b' }], [{ startS: 0 }], { 0: 1 }])
      expect((await patch(alice, url, { chapters: garbage })).statusCode).toBe(400);
    expect((await patch(bob, url, { chapters: c(0, 20, 40) })).statusCode).toBe(404);
    expect((await alice.get(url)).json()).toMatchObject({ chapters: [], chaptersByHand: false });
  });

  it('the WebVTT chapters track is served under the playback grant', async () => {
    const id = await insertVideo(ctx, aliceId, { description: DESCRIPTION, durationS: 120 });
    const { playback } = (await bob.get(`/api/videos/${id}`)).json();
    const track = await bob.get(playback.masterUrl.replace('master.m3u8', 'chapters.vtt'));
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/^text\/vtt/);
    expect(track.body).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:30.000\nIntro\n\n2\n00:00:30.000 --> 00:01:10.000\nRecette\n\n3\n00:01:10.000 --> 00:02:00.000\nDégustation\n',
    );
    const forged = playback.masterUrl.replace(/\/[^/]+\/master\.m3u8$/, '/AAAA.BBBB/chapters.vtt');
    expect((await bob.get(forged)).json().error.code).toBe('playback_expired');
  });
});

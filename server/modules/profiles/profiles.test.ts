import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerProfileList } from '../../../domain/api/profiles';
import { buildApp } from '../../app';
import { user, viewerProfiles } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { endPremium, givePremium } from '../billing/billing.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { PROFILE_COOKIE } from './profiles.public';

let ctx: TestContext;
let app: FastifyInstance;
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** A fresh signed-in member (each test its own, so limits start from scratch). */
async function member(displayName = 'Camille Martin'): Promise<{ client: TestClient; userId: string }> {
  const i = ++n;
  const client = new TestClient(app, 'http://localhost:3000', `10.44.0.${i}`);
  await signUpConfirmed(ctx, client, `viewer${i}@profiles.example`, `viewer_${i}`);
  const userId = await userIdOf(client);
  await ctx.db.db.update(user).set({ name: displayName }).where(eq(user.id, userId));
  return { client, userId };
}

const list = async (c: TestClient): Promise<ViewerProfileList> => {
  const res = await c.get('/api/me/profiles');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const create = (c: TestClient, name: string, avatar = 'owl') => c.post('/api/me/profiles', { name, avatar });
const patch = (c: TestClient, id: string, payload: unknown) =>
  c.request({ method: 'PATCH', url: `/api/me/profiles/${id}`, payload: payload as object });
const remove = (c: TestClient, id: string) => c.request({ method: 'DELETE', url: `/api/me/profiles/${id}` });
const select = (c: TestClient, id: string) => c.post(`/api/me/profiles/${id}/select`);
const codeOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

/** Creates profiles until the member has `count` in all; returns their ids, primary first. */
async function withProfiles(c: TestClient, count: number): Promise<string[]> {
  for (let i = (await list(c)).items.length; i < count; i++)
    expect((await create(c, `Profil ${i + 1}`)).statusCode).toBe(201);
  return (await list(c)).items.map((p) => p.id);
}

/** What a player does, over HTTP: open the watch page, fetch the playlist, send a heartbeat. */
async function watch(c: TestClient, videoId: string, positionS: number) {
  const page = (await c.get(`/api/videos/${videoId}`)).json();
  expect((await c.get(page.playback.masterUrl)).statusCode).toBe(200);
  const beat = await c.post(`/api/videos/${videoId}/heartbeat`, {
    positionS,
    playing: true,
    playbackToken: page.playback.token,
  });
  expect(beat.statusCode).toBe(200);
  // Beats are buffered and written in batches (watch-buffer.ts): what follows reads the database.
  await ctx.watchBuffer.flush();
}
const resumeAt = async (c: TestClient, videoId: string) =>
  (await c.get(`/api/videos/${videoId}`)).json().resumeAtS as number;
const continueIds = async (c: TestClient) =>
  (await c.get('/api/me/continue-watching')).json().items.map((i: { video: { id: string } }) => i.video.id);
const historyIds = async (c: TestClient, cursor?: string) => {
  const res = await c.get(`/api/me/history${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string }[]; nextCursor: string | null };
};

describe('profiles and plans', () => {
  it('gives every account one primary profile named after the display name; free allows no other', async () => {
    const { client } = await member('Élodie Durand');
    const mine = await list(client);
    expect(mine).toMatchObject({ max: 1, pickOnSignIn: false });
    expect(mine.items).toEqual([
      expect.objectContaining({ name: 'Élodie Durand', isPrimary: true, locked: false, current: true }),
    ]);
    const refused = await create(client, 'Enfants');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('profile_limit_reached');
    expect((await list(client)).items).toHaveLength(1);
  });

  it('lets a Premium member have 5 profiles in all, primary included', async () => {
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    const ids = await withProfiles(client, 5);
    expect(ids).toHaveLength(5);
    const refused = await create(client, 'Sixième');
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'profile_limit_reached']);
    const mine = await list(client);
    expect(mine).toMatchObject({ max: 5, pickOnSignIn: true });
    expect(mine.items.every((p) => !p.locked)).toBe(true);
  });

  it('lets only one of several concurrent creates take the last place', async () => {
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    await withProfiles(client, 4);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => create(client, name)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await ctx.db.db.select().from(viewerProfiles).where(eq(viewerProfiles.userId, userId)),
    ).toHaveLength(5);
  });

  it('creates one primary profile when the first requests race', async () => {
    const { client, userId } = await member();
    await Promise.all([list(client), list(client), client.get('/api/me/history')]);
    const rows = await ctx.db.db.select().from(viewerProfiles).where(eq(viewerProfiles.userId, userId));
    expect(rows.filter((p) => p.isPrimary)).toHaveLength(1);
  });

  it('locks the extra profiles when Premium ends (kept, deletable), and unlocks them when it is back', async () => {
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    const [primary, second, third] = await withProfiles(client, 3);
    expect((await select(client, third!)).statusCode).toBe(200);
    expect((await list(client)).items.find((p) => p.current)?.id).toBe(third);

    await endPremium(ctx, userId);
    const after = await list(client);
    expect(after).toMatchObject({ max: 1, pickOnSignIn: false });
    expect(after.items.map((p) => [p.id, p.locked])).toEqual([
      [primary, false],
      [second, true],
      [third, true],
    ]);
    // The browser's choice is locked now: it watches as the primary profile.
    expect(after.items.find((p) => p.current)?.id).toBe(primary);
    for (const res of [await select(client, second!), await patch(client, second!, { name: 'Nouveau' })])
      expect([res.statusCode, codeOf(res)]).toEqual([409, 'profile_locked']);
    expect((await create(client, 'Encore')).statusCode).toBe(409);
    expect((await remove(client, third!)).statusCode).toBe(204);
    expect((await remove(client, primary!)).statusCode).toBe(409);

    await givePremium(ctx, userId);
    const back = await list(client);
    expect(back.items.map((p) => [p.id, p.locked])).toEqual([
      [primary, false],
      [second, false],
    ]);
    expect((await select(client, second!)).statusCode).toBe(200);
  });

  it('locks the newest extra profiles first: the primary, then the oldest stay usable', async () => {
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    const ids = await withProfiles(client, 3);
    await endPremium(ctx, userId);
    const unlocked = (await list(client)).items.filter((p) => !p.locked).map((p) => p.id);
    expect(unlocked).toEqual([ids[0]]);
  });
});

describe('ownership', () => {
  it("answers 404 profile_not_found for another member's profile, whatever the action", async () => {
    const alice = await member();
    const bob = await member();
    await givePremium(ctx, bob.userId);
    const [bobPrimary, bobSecond] = await withProfiles(bob.client, 2);
    for (const id of [bobPrimary!, bobSecond!]) {
      for (const res of [
        await patch(alice.client, id, { name: 'Volé' }),
        await remove(alice.client, id),
        await select(alice.client, id),
      ])
        expect([res.statusCode, codeOf(res)]).toEqual([404, 'profile_not_found']);
    }
    expect((await list(bob.client)).items.map((p) => p.name)).not.toContain('Volé');
  });

  it("ignores a forged cookie naming another member's profile", async () => {
    const alice = await member();
    const bob = await member();
    const video = await insertVideo(ctx, bob.userId, { durationS: 600 });
    await watch(bob.client, video, 100);
    const bobPrimary = (await list(bob.client)).items[0]!.id;

    forgeCookie(alice.client, PROFILE_COOKIE, bobPrimary);
    expect((await historyIds(alice.client)).items).toEqual([]);
    expect(await continueIds(alice.client)).toEqual([]);
    expect(await resumeAt(alice.client, video)).toBe(0);
    const mine = await list(alice.client);
    expect(mine.items.map((p) => p.id)).not.toContain(bobPrimary);
    expect(mine.items[0]).toMatchObject({ isPrimary: true, current: true });
    // Alice's own watching still goes to her own profile, never Bob's.
    await watch(alice.client, video, 300);
    expect(await resumeAt(bob.client, video)).toBe(100);
    expect(await resumeAt(alice.client, video)).toBe(300);
  });
});

/** Sets a cookie in the test browser as a tampering user would. */
function forgeCookie(c: TestClient, name: string, value: string): void {
  (c as unknown as { cookies: Map<string, string> }).cookies.set(name, value);
}

describe('input', () => {
  it('changes only the fields sent', async () => {
    const { client } = await member('Jeanne');
    const primary = (await list(client)).items[0]!;
    const avatar = await patch(client, primary.id, { avatar: 'panda' });
    expect(avatar.json()).toMatchObject({ name: 'Jeanne', avatar: 'panda' });
    const name = await patch(client, primary.id, { name: '  Jeanne D.  ' });
    expect(name.json()).toMatchObject({ name: 'Jeanne D.', avatar: 'panda' });
    const nothing = await patch(client, primary.id, {});
    expect([nothing.statusCode, codeOf(nothing)]).toEqual([400, 'nothing_to_update']);
  });

  it('refuses NUL bytes, over-long and megabyte names, and unknown avatars', async () => {
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    const primary = (await list(client)).items[0]!.id;
    const cases: [unknown, string][] = [
      [{ name: 'a\u0000b', avatar: 'owl' }, 'invalid_characters'],
      [{ name: 'x'.repeat(31), avatar: 'owl' }, 'profile_name_too_long'],
      [{ name: '', avatar: 'owl' }, 'profile_name_required'],
      [{ name: 'Ok', avatar: 'dragon' }, 'invalid_profile_avatar'],
      [{ avatar: 'owl' }, 'profile_name_required'],
    ];
    for (const [body, code] of cases) {
      const res = await client.post('/api/me/profiles', body);
      expect([res.statusCode, codeOf(res)], JSON.stringify(body).slice(0, 40)).toEqual([400, code]);
    }
    const huge = await client.post('/api/me/profiles', { name: 'x'.repeat(1024 * 1024), avatar: 'owl' });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const hugePatch = await patch(client, primary, { name: 'y'.repeat(900 * 1024) });
    expect(hugePatch.statusCode).toBeGreaterThanOrEqual(400);
    expect(hugePatch.statusCode).toBeLessThan(500);
    const nul = await patch(client, primary, { name: '\u0000' });
    expect(nul.statusCode).toBe(400);
    expect((await list(client)).items).toHaveLength(1);
  });
});

describe('progress per profile', () => {
  it('keeps continue watching, resume and history apart for each profile', async () => {
    const owner = await member();
    const { client, userId } = await member();
    await givePremium(ctx, userId);
    const [primary, kids] = await withProfiles(client, 2);
    const film = await insertVideo(ctx, owner.userId, { durationS: 600, title: 'Film' });
    const cartoon = await insertVideo(ctx, owner.userId, { durationS: 600, title: 'Dessin animé' });

    ctx.clock.set(new Date('2026-12-01T10:00:00Z'));
    await watch(client, film, 120);
    expect((await select(client, kids!)).statusCode).toBe(200);
    ctx.clock.set(new Date('2026-12-01T11:00:00Z'));
    await watch(client, cartoon, 60);

    // As the kids' profile.
    expect(await continueIds(client)).toEqual([cartoon]);
    expect(await resumeAt(client, cartoon)).toBe(60);
    expect(await resumeAt(client, film)).toBe(0);
    expect((await historyIds(client)).items.map((v) => v.id)).toEqual([cartoon]);

    // Back to the primary profile.
    await select(client, primary!);
    expect(await continueIds(client)).toEqual([film]);
    expect(await resumeAt(client, film)).toBe(120);
    expect(await resumeAt(client, cartoon)).toBe(0);

    // Removing from continue watching is per profile and keeps the history.
    expect(
      (await client.request({ method: 'DELETE', url: `/api/me/continue-watching/${film}` })).statusCode,
    ).toBe(204);
    expect(await continueIds(client)).toEqual([]);
    expect((await historyIds(client)).items.map((v) => v.id)).toEqual([film]);
    await select(client, kids!);
    expect(await continueIds(client)).toEqual([cartoon]);
  });

  it('pages the history newest first and leaves out what the member may no longer see', async () => {
    const owner = await member();
    const { client } = await member();
    const ids: string[] = [];
    for (let i = 0; i < 26; i++) {
      const id = await insertVideo(ctx, owner.userId, { durationS: 300, title: `Vidéo ${i}` });
      ctx.clock.set(new Date(Date.parse('2026-12-02T10:00:00Z') + i * 60_000));
      await watch(client, id, 30);
      ids.push(id);
    }
    const first = await historyIds(client);
    expect(first.items.map((v) => v.id)).toEqual(ids.slice(2).reverse());
    const second = await historyIds(client, first.nextCursor!);
    expect(second).toEqual({
      items: ids
        .slice(0, 2)
        .reverse()
        .map((id) => expect.objectContaining({ id })),
      nextCursor: null,
    });

    await ctx.db.db.execute(`update videos set visibility = 'private' where id = '${ids[25]}'`);
    expect((await historyIds(client)).items.map((v) => v.id)).not.toContain(ids[25]);
  });
});

describe('data export', () => {
  it("includes the member's profiles and their progress, never another member's", async () => {
    const owner = await member();
    const alice = await member('Alice');
    const bob = await member('Bob');
    await givePremium(ctx, alice.userId);
    await withProfiles(alice.client, 2);
    const video = await insertVideo(ctx, owner.userId, { durationS: 600 });
    await watch(alice.client, video, 42);
    await watch(bob.client, video, 99);

    const exported = (await alice.client.get('/api/me/export')).json();
    expect(exported.profiles).toHaveLength(2);
    expect(exported.profiles[0]).toMatchObject({
      name: 'Alice',
      isPrimary: true,
      progress: [expect.objectContaining({ videoId: video, positionS: 42 })],
    });
    expect(exported.profiles[1].progress).toEqual([]);
    const bobIds = (await list(bob.client)).items.map((p) => p.id);
    expect(JSON.stringify(exported.profiles)).not.toContain(bobIds[0]);
    expect(JSON.stringify(exported.profiles)).not.toContain('"Bob"');
  });
});

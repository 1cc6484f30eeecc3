import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist, PlaylistWithItems } from '../../../domain/api/playlists';
import { evenlySpacedKeys } from '../../../domain/playlist-keys';
import { PLAYLIST_MAX_ITEMS, PLAYLISTS_PER_MEMBER_MAX } from '../../../domain/playlists';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { givePremium } from '../billing/billing.test-helpers';
import {
  createChannel,
  insertVideo,
  insertVideoRows,
  updateVideo,
  userIdOf,
} from '../videos/videos.test-helpers';
import { exportMemberPlaylists, removeMemberPlaylists } from './member-data';
import { fillList, storedCount, storedItems } from './playlists.test-helpers';

/**
 * Playlists and watch later through the HTTP API: who reads and writes what, idempotent adds,
 * the 5,000 limit, one row written per move, videos dropping out for others, watch later per
 * profile, export and deletion.
 */
const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let app: FastifyInstance;
let visitor: TestClient;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let bobId: string;
let v: string[];
let channelId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  visitor = new TestClient(app, ORIGIN, '10.29.0.1');
  alice = new TestClient(app, ORIGIN, '10.29.0.2');
  bob = new TestClient(app, ORIGIN, '10.29.0.3');
  await signUpConfirmed(ctx, alice, 'alice@playlists.example', 'alice_pl');
  await signUpConfirmed(ctx, bob, 'bob@playlists.example', 'bob_pl');
  [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
  channelId = await createChannel(bob, 'Chez Bob');
  v = [];
  for (let i = 0; i < 5; i++) v.push(await insertVideo(ctx, bobId, { title: `Bob ${i}` }));
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const code = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const create = (c: TestClient, body: Record<string, unknown>) => c.post('/api/playlists', body);
const add = (c: TestClient, id: string, videoId: string) =>
  c.request({ method: 'PUT', url: `/api/playlists/${id}/items/${videoId}` });
const move = (c: TestClient, id: string, videoId: string, afterVideoId: string | null) =>
  c.request({
    method: 'PUT',
    url: `/api/playlists/${id}/items/${videoId}/position`,
    payload: { afterVideoId },
  });
const read = async (c: TestClient, id: string) => {
  const res = await c.request({ method: 'GET', url: `/api/playlists/${id}` });
  return { status: res.statusCode, body: res.json() as PlaylistWithItems };
};
const order = async (c: TestClient, id: string) => (await read(c, id)).body.items.map((i) => i.video.id);

describe('a playlist', () => {
  it('is created private, renamed, described, and only its owner changes it', async () => {
    const res = await create(alice, { title: '  Jazz  ' });
    expect(res.statusCode).toBe(201);
    const list = res.json() as Playlist;
    expect(list).toMatchObject({ kind: 'playlist', title: 'Jazz', visibility: 'private', itemCount: 0 });
    expect(list.abilities).toEqual({ edit: true });

    const patch = (c: TestClient, body: unknown) =>
      c.request({ method: 'PATCH', url: `/api/playlists/${list.id}`, payload: body as object });
    const renamed = await patch(alice, { title: 'Jazz du soir', description: 'Pour finir la journée.' });
    expect(renamed.json()).toMatchObject({ title: 'Jazz du soir', description: 'Pour finir la journée.' });
    expect(code(await patch(alice, { title: '' }))).toBe('playlist_title_invalid');
    expect(code(await patch(alice, {}))).toBe('nothing_to_update');

    // Private: nobody else learns it exists, nor writes it.
    expect((await read(bob, list.id)).status).toBe(404);
    expect((await read(visitor, list.id)).status).toBe(404);
    expect(code(await patch(bob, { title: 'À moi' }))).toBe('playlist_not_found');
    expect(code(await add(bob, list.id, v[0]!))).toBe('playlist_not_found');
    expect((await add(visitor, list.id, v[0]!)).statusCode).toBe(401);

    // Unlisted: anyone with the link reads it; still only its owner writes it.
    await patch(alice, { visibility: 'unlisted' });
    expect((await read(visitor, list.id)).status).toBe(200);
    expect((await read(bob, list.id)).body.playlist.abilities).toEqual({ edit: false });
    expect((await add(bob, list.id, v[0]!)).statusCode).toBe(403);
    expect((await move(bob, list.id, v[0]!, null)).statusCode).toBe(403);
    expect((await bob.request({ method: 'DELETE', url: `/api/playlists/${list.id}` })).statusCode).toBe(403);
    expect((await visitor.request({ method: 'GET', url: '/api/me/playlists' })).statusCode).toBe(401);

    expect((await alice.request({ method: 'DELETE', url: `/api/playlists/${list.id}` })).statusCode).toBe(
      204,
    );
    expect((await read(alice, list.id)).status).toBe(404);
  });

  it('adds idempotently, keeps the count exact, and removes', async () => {
    const { id } = (await create(alice, { title: 'Ajouts' })).json() as Playlist;
    const [first, again] = await Promise.all([add(alice, id, v[0]!), add(alice, id, v[0]!)]);
    expect(first.json()).toEqual({ playlistId: id, saved: true, itemCount: 1 });
    expect(again.json()).toEqual({ playlistId: id, saved: true, itemCount: 1 });
    await add(alice, id, v[1]!);
    expect(await storedCount(ctx, id)).toBe(2);
    expect(code(await add(alice, id, '00000000-0000-4000-8000-000000000000'))).toBe('video_not_found');
    const removed = await alice.request({ method: 'DELETE', url: `/api/playlists/${id}/items/${v[0]}` });
    expect(removed.json()).toEqual({ playlistId: id, saved: false, itemCount: 1 });
    const twice = await alice.request({ method: 'DELETE', url: `/api/playlists/${id}/items/${v[0]}` });
    expect(twice.json()).toEqual({ playlistId: id, saved: false, itemCount: 1 });
    expect(await order(alice, id)).toEqual([v[1]]);
  });

  it('moves an item by writing its key only, keeping the order', async () => {
    const { id } = (await create(alice, { title: 'Ordre', videoId: v[0] })).json() as Playlist;
    for (const video of v.slice(1)) await add(alice, id, video);
    expect(await order(alice, id)).toEqual(v);

    const moves: [string, string | null, string[]][] = [
      [v[4]!, null, [v[4]!, v[0]!, v[1]!, v[2]!, v[3]!]],
      [v[0]!, v[2]!, [v[4]!, v[1]!, v[2]!, v[0]!, v[3]!]],
      [v[4]!, v[3]!, [v[1]!, v[2]!, v[0]!, v[3]!, v[4]!]],
      [v[2]!, v[1]!, [v[1]!, v[2]!, v[0]!, v[3]!, v[4]!]],
    ];
    for (const [video, after, expected] of moves) {
      const before = new Map((await storedItems(ctx, id)).map((r) => [r.videoId, r.position]));
      expect((await move(alice, id, video, after)).statusCode).toBe(204);
      expect(await order(alice, id)).toEqual(expected);
      const changed = (await storedItems(ctx, id)).filter((r) => before.get(r.videoId) !== r.position);
      // One row written per move (none when the item already sits there).
      expect(changed.map((r) => r.videoId)).toEqual(video === v[2] ? [] : [video]);
    }
    expect(code(await move(alice, id, v[0]!, '00000000-0000-4000-8000-000000000000'))).toBe(
      'playlist_item_not_found',
    );
    expect(code(await move(alice, id, '00000000-0000-4000-8000-000000000000', null))).toBe(
      'playlist_item_not_found',
    );
    expect(code(await move(alice, id, v[0]!, 'x' as never))).toBe('playlist_item_not_found');
  });

  it('re-keys the whole list evenly when a key would grow past its bound', async () => {
    const { id } = (await create(alice, { title: 'Serrée' })).json() as Playlist;
    // Two neighbours so close that the key between them is longer than KEY_REBALANCE_LENGTH.
    await fillList(ctx, id, [v[0]!, v[1]!, v[2]!], ['i', `i${'0'.repeat(70)}1`, 'j']);
    expect((await move(alice, id, v[2]!, v[0]!)).statusCode).toBe(204);
    expect(await order(alice, id)).toEqual([v[0], v[2], v[1]]);
    const keys = (await storedItems(ctx, id)).map((r) => r.position);
    expect(keys.every((k) => k.length <= 4)).toBe(true);
    expect(await storedCount(ctx, id)).toBe(3);
  });

  it('holds 5,000 videos and refuses the next with playlist_full', async () => {
    const { id } = (await create(alice, { title: 'Pleine' })).json() as Playlist;
    const many = await insertVideoRows(ctx, bobId, PLAYLIST_MAX_ITEMS);
    await fillList(ctx, id, many, evenlySpacedKeys(PLAYLIST_MAX_ITEMS));
    // The trigger counted every row the fill inserted.
    expect(await storedCount(ctx, id)).toBe(PLAYLIST_MAX_ITEMS);
    const over = await add(alice, id, v[0]!);
    expect(over.statusCode).toBe(409);
    expect(code(over)).toBe('playlist_full');
    // Already in it: answered as saved, not refused.
    expect((await add(alice, id, many[10]!)).statusCode).toBe(200);
    // A move in a full list still writes one row, and paging walks the order.
    expect((await move(alice, id, many[0]!, many[4999]!)).statusCode).toBe(204);
    const firstPage = await read(alice, id);
    expect(firstPage.body.items[0]!.video.id).toBe(many[1]);
    const next = await alice.request({
      method: 'GET',
      url: `/api/playlists/${id}?cursor=${firstPage.body.nextCursor}`,
    });
    expect(next.json().items[0].video.id).toBe(many[firstPage.body.items.length + 1]);
    expect(code(await alice.request({ method: 'GET', url: `/api/playlists/${id}?cursor=A%00` }))).toMatch(
      /invalid_cursor|invalid_characters/,
    );
  });

  it('counts the 500-list bound under a lock: two tabs at the bound create one list', async () => {
    const member = new TestClient(app, ORIGIN, '10.29.0.9');
    await signUpConfirmed(ctx, member, 'many@playlists.example', 'many_pl');
    const memberId = await userIdOf(member);
    await ctx.db.exec(
      `insert into playlists (owner_id, kind, title, visibility)
         select '${memberId}', 'playlist', 'Liste ' || g, 'private' from generate_series(1, ${PLAYLISTS_PER_MEMBER_MAX - 1}) g`,
    );
    const answers = await Promise.all([0, 1, 2].map((i) => create(member, { title: `Onglet ${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map(code)).toEqual([
      'playlist_limit_reached',
      'playlist_limit_reached',
    ]);
    const stored = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from playlists where owner_id = '${memberId}' and kind = 'playlist'`,
    );
    expect(stored.rows[0]!.n).toBe(PLAYLISTS_PER_MEMBER_MAX);
  });

  it('drops private and removed videos for everyone but their owner', async () => {
    const { id } = (await create(bob, { title: 'Mélange', visibility: 'public' })).json() as Playlist;
    const own = await insertVideo(ctx, bobId, { title: 'Bientôt privée' });
    const other = await insertVideo(ctx, aliceId, { title: "D'Alice" });
    for (const video of [v[0]!, own, other]) await add(bob, id, video);
    await updateVideo(ctx, own, { visibility: 'private' });
    await updateVideo(ctx, other, { removedAt: ctx.clock.now() });

    expect(await order(visitor, id)).toEqual([v[0]]);
    // Each owner still sees their own video; nobody else does.
    expect(await order(alice, id)).toEqual([v[0], other]);
    expect(await order(bob, id)).toEqual([v[0], own]);
    // The count still says what the list holds.
    expect((await read(visitor, id)).body.playlist.itemCount).toBe(3);

    // A deleted video leaves every list (FK), and the count follows.
    expect((await bob.request({ method: 'DELETE', url: `/api/videos/${own}` })).statusCode).toBe(204);
    expect(await order(bob, id)).toEqual([v[0]]);
    expect(await storedCount(ctx, id)).toBe(2);
  });

  it("lists the owner's public playlists on their channel page only", async () => {
    await create(bob, { title: 'Secrète', visibility: 'private' });
    await create(bob, { title: 'Cachée', visibility: 'unlisted' });
    const res = await visitor.request({ method: 'GET', url: `/api/channels/${channelId}/playlists` });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().items as Playlist[]).map((p) => p.title);
    expect(titles).toContain('Mélange');
    expect(titles).not.toContain('Secrète');
    expect(titles).not.toContain('Cachée');
  });
});

describe('watch later', () => {
  it('is one list per profile, first in the member list, idempotent, never shared', async () => {
    const save = (c: TestClient, videoId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      c.request({ method, url: `/api/me/watch-later/items/${videoId}` });
    const [a, b] = await Promise.all([save(alice, v[0]!), save(alice, v[0]!)]);
    expect(a.json()).toMatchObject({ saved: true, itemCount: 1 });
    expect(b.json()).toMatchObject({ saved: true, itemCount: 1 });
    await save(alice, v[1]!);
    // The cards' saved state: only this profile's list, only the asked videos.
    const holding = async (c: TestClient, ids: string[]) =>
      (
        await c.request({ method: 'GET', url: `/api/me/watch-later/holding?videoIds=${ids.join(',')}` })
      ).json().videoIds as string[];
    expect((await holding(alice, [v[0]!, v[1]!, v[2]!])).sort()).toEqual([v[0], v[1]].sort());
    expect(await holding(bob, [v[0]!, v[1]!])).toEqual([]);
    const tooMany = Array.from(
      { length: 61 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(
      code(await alice.request({ method: 'GET', url: `/api/me/watch-later/holding?videoIds=${tooMany}` })),
    ).toBe('validation_failed');

    const mine = await alice.request({ method: 'GET', url: '/api/me/playlists' });
    const first = (mine.json().items as Playlist[])[0]!;
    expect(first).toMatchObject({ kind: 'watch_later', visibility: 'private', itemCount: 2 });
    expect((await read(bob, first.id)).status).toBe(404);
    const rename = await alice.request({
      method: 'PATCH',
      url: `/api/playlists/${first.id}`,
      payload: { visibility: 'public' },
    });
    expect(code(rename)).toBe('watch_later_fixed');

    const dialog = await alice.request({
      method: 'GET',
      url: `/api/me/playlists/containing?videoId=${v[0]}`,
    });
    expect(dialog.json().lists[0]).toMatchObject({ id: first.id, kind: 'watch_later', saved: true });

    // A second profile (Premium) has its own, empty watch later.
    await givePremium(ctx, aliceId);
    const created = await alice.post('/api/me/profiles', { name: 'Léa', avatar: 'fox' });
    expect(created.statusCode).toBe(201);
    const profileId = created.json().id as string;
    expect((await alice.post(`/api/me/profiles/${profileId}/select`)).statusCode).toBe(200);
    const other = await alice.request({ method: 'GET', url: '/api/me/watch-later' });
    expect(other.json().items).toEqual([]);
    expect(other.json().playlist.id).not.toBe(first.id);
    expect((await save(alice, v[2]!)).json()).toMatchObject({ itemCount: 1 });
    expect(await holding(alice, [v[0]!, v[2]!])).toEqual([v[2]]);

    // The export holds both profiles' lists; deletion removes every list of the member.
    const exported = await exportMemberPlaylists(ctx.db.db, aliceId);
    const later = exported.filter((p) => p.kind === 'watch_later');
    expect(later).toHaveLength(2);
    expect(later.map((p) => p.videos.length).sort()).toEqual([1, 2]);
    await removeMemberPlaylists.handle(ctx, { userId: aliceId } as never);
    expect(await exportMemberPlaylists(ctx.db.db, aliceId)).toEqual([]);
  });
});

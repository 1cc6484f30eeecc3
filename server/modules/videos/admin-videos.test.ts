import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { grantConfiguredAdmins } from '../accounts/accounts.public';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { ADMIN_VIDEOS_PAGE_SIZE } from './admin-videos.routes';
import { createChannel, insertVideoRow, userIdOf } from './videos.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;
const ids: Record<string, string> = {};

const row = (ownerId: string, title: string, minutesAgo: number, extra: Record<string, unknown> = {}) => ({
  ownerId,
  title,
  status: 'ready' as const,
  durationS: 90,
  sourceKey: 'videos/none/source-1.mp4',
  sourceFormat: 'mp4',
  sourceBytes: 1000,
  createdAt: new Date(ctx.clock.now().getTime() - minutesAgo * 60_000),
  publishedAt: ctx.clock.now(),
  ...extra,
});
const titles = async (query: string) => {
  const res = await admin.get(`/api/admin/videos${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((v: { title: string }) => v.title);
};

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  admin = new TestClient(app, 'http://localhost:3000', '10.32.0.1');
  const creator = new TestClient(app, 'http://localhost:3000', '10.32.0.2');
  await signUpConfirmed(ctx, admin, 'boss@example.com', 'boss');
  await grantConfiguredAdmins(ctx, ['boss@example.com']);
  await signUpConfirmed(ctx, creator, 'maker@example.com', 'maker');
  const maker = await userIdOf(creator);
  const channelId = await createChannel(creator, 'Cuisine');
  ids.a = await insertVideoRow(ctx, row(maker, 'Tarte 100% pomme', 30, { channelId, viewCount: 5 }));
  ids.b = await insertVideoRow(ctx, row(maker, 'Secret', 20, { visibility: 'private', viewCount: 50 }));
  ids.c = await insertVideoRow(ctx, row(maker, 'Payante', 10, { monetized: true, channelId, viewCount: 7 }));
  ids.d = await insertVideoRow(ctx, row(maker, 'Cassée', 5, { status: 'failed', publishedAt: null }));
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('GET /api/admin/videos', () => {
  it('lists every video, private and failed ones too, with owner, channel, views and whether the admin may open it', async () => {
    const page = (await admin.get('/api/admin/videos')).json();
    expect(page.items.map((v: { title: string }) => v.title)).toEqual([
      'Cassée',
      'Payante',
      'Secret',
      'Tarte 100% pomme',
    ]);
    const tarte = page.items[3];
    expect(tarte).toMatchObject({
      id: ids.a,
      status: 'ready',
      visibility: 'public',
      monetized: false,
      owner: { username: 'maker', email: 'maker@example.com' },
      channel: { name: 'Cuisine' },
      views: 5,
      watchable: true,
    });
    // Admins see and play every video, private ones included (issue 27: the moderation preview).
    expect(page.items[2]).toMatchObject({ visibility: 'private', watchable: true, channel: null });
  });

  it('filters, searches (title, LIKE characters taken literally, owner) and sorts', async () => {
    expect(await titles('?status=failed')).toEqual(['Cassée']);
    expect(await titles('?visibility=private')).toEqual(['Secret']);
    expect(await titles('?monetized=true')).toEqual(['Payante']);
    expect(await titles('?monetized=false&status=ready')).toEqual(['Secret', 'Tarte 100% pomme']);
    expect(await titles('?q=100%25')).toEqual(['Tarte 100% pomme']);
    expect(await titles('?q=%25')).toEqual(['Tarte 100% pomme']);
    expect(await titles('?q=MAKER%40example')).toHaveLength(4);
    expect(await titles('?q=personne')).toEqual([]);
    expect(await titles('?sort=views')).toEqual(['Secret', 'Payante', 'Tarte 100% pomme', 'Cassée']);
    expect(await titles('?sort=oldest')).toEqual(['Tarte 100% pomme', 'Secret', 'Payante', 'Cassée']);
  });

  it.each(['newest', 'oldest', 'views'])('pages through %s without a repeat or a gap', async (sort) => {
    const [owner] = (await admin.get('/api/admin/videos'))
      .json()
      .items.map((v: { owner: { id: string } }) => v.owner.id);
    for (let i = 0; i < ADMIN_VIDEOS_PAGE_SIZE; i++)
      await insertVideoRow(ctx, row(owner, `Lot ${sort} ${i}`, 100 + (i % 3), { viewCount: i % 4 }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await admin.get(
        `/api/admin/videos?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const page: { items: { id: string }[]; nextCursor: string | null } = res.json();
      seen.push(...page.items.map((v) => v.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const total = Number(
      (await ctx.db.query<{ n: number }>('select count(*)::int as n from videos')).rows[0]!.n,
    );
    expect(seen).toHaveLength(total);
  });

  it.each([
    ['a garbage cursor', '?cursor=abc', 'invalid_cursor'],
    ['a cursor with a bad id', '?cursor=3~1_xyz', 'invalid_cursor'],
    ['an unknown sort', '?sort=random', 'validation_failed'],
    ['an unknown status', '?status=deleted', 'validation_failed'],
    ['a bad flag', '?monetized=yes', 'validation_failed'],
    ['a search too long', `?q=${'x'.repeat(101)}`, 'validation_failed'],
    ['a NUL byte', '?q=a%00b', 'invalid_characters'],
  ])('answers 400 for %s', async (_, query, code) => {
    const res = await admin.get(`/api/admin/videos${query}`);
    expect([res.statusCode, res.json().error.code]).toEqual([400, code]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_MAX_MS } from '../../domain/cursor';
import { createChannel, insertVideo } from '../modules/videos/videos.test-helpers';
import type { TestClient } from './http-client';
import { type ActorName, createMatrixEnv, type MatrixEnv } from './permission-matrix';

const ID = '0190a5c4-6f1e-7b2a-9c3d-4e5f6a7b8c9d';

/** Every paged route of the API, with who may read it; the OpenAPI check below keeps it complete. */
const PAGED: { route: string; as: ActorName; url: (channelId: string) => string }[] = [
  { route: 'GET /api/videos', as: 'visitor', url: () => '/api/videos' },
  { route: 'GET /api/channels/{id}/videos', as: 'visitor', url: (c) => `/api/channels/${c}/videos` },
  { route: 'GET /api/me/notifications', as: 'member', url: () => '/api/me/notifications' },
  { route: 'GET /api/me/subscriptions', as: 'member', url: () => '/api/me/subscriptions' },
  { route: 'GET /api/me/subscriptions/feed', as: 'member', url: () => '/api/me/subscriptions/feed' },
  { route: 'GET /api/me/history', as: 'member', url: () => '/api/me/history' },
  { route: 'GET /api/admin/qa-feedback', as: 'admin', url: () => '/api/admin/qa-feedback' },
  { route: 'GET /api/admin/audit', as: 'admin', url: () => '/api/admin/audit' },
  { route: 'GET /api/admin/news', as: 'admin', url: () => '/api/admin/news' },
  { route: 'GET /api/admin/moderation/queue', as: 'admin', url: () => '/api/admin/moderation/queue' },
  { route: 'GET /api/news', as: 'visitor', url: () => '/api/news' },
  { route: 'GET /api/earnings/videos', as: 'member', url: () => '/api/earnings/videos' },
  { route: 'GET /api/earnings/withdrawals', as: 'member', url: () => '/api/earnings/withdrawals' },
  { route: 'GET /api/admin/payouts', as: 'admin', url: () => '/api/admin/payouts' },
  { route: 'GET /api/me/playlists', as: 'member', url: () => '/api/me/playlists' },
  { route: 'GET /api/channels/{id}/playlists', as: 'visitor', url: (c) => `/api/channels/${c}/playlists` },
  // A thread's replies (oldest first) and the creator's held queue page by time like the rest.
  { route: 'GET /api/comments/{id}/replies', as: 'visitor', url: () => `/api/comments/${commentId}/replies` },
  { route: 'GET /api/me/comments/held', as: 'owner', url: () => '/api/me/comments/held' },
];

/**
 * Admin lists ordered by a rank before time (a video's views, unread before read): their cursor is
 * the same codec behind a rank, "<rank>~<ms>_<uuid>" (domain/ranked-cursor.ts), held to the same
 * battery below with a rank in front.
 */
const RANKED: typeof PAGED = [
  { route: 'GET /api/admin/videos', as: 'admin', url: () => '/api/admin/videos' },
  { route: 'GET /api/admin/contact', as: 'admin', url: () => '/api/admin/contact' },
];

/**
 * Paged routes whose position cannot be `<ms>_<uuid>`: the admins' members list sorts by email
 * too, and member ids are Better Auth's, not uuids (docs/decisions/0023). Their cursor is opaque;
 * it must refuse the same malformed input the same way.
 */
let playlistId = '';
let videoId = '';
let commentId = '';
const OWN_CODEC: { route: string; as: ActorName; url: string }[] = [
  { route: 'GET /api/admin/members', as: 'admin', url: '/api/admin/members' },
  // A playlist's items are ordered by a position key, not by time ("k.<key>", issue 29).
  { route: 'GET /api/me/watch-later', as: 'member', url: '/api/me/watch-later' },
  {
    route: 'GET /api/playlists/{id}',
    as: 'owner',
    get url() {
      return `/api/playlists/${playlistId}`;
    },
  },
  // Comments by "top" (the default) page by likes before time: "<likes>_<ms>_<uuid>" (issue 29).
  {
    route: 'GET /api/videos/{id}/comments',
    as: 'visitor',
    get url() {
      return `/api/videos/${videoId}/comments`;
    },
  },
];

/** Cursors no server ever handed out (raw query strings, already URL-encoded where needed). */
const MALFORMED: [string, string][] = [
  ['zeros instead of a uuid', `0_${'0'.repeat(36)}`],
  ['dashes instead of a uuid', `0_${'-'.repeat(36)}`],
  ['a time beyond a Date', `99999999999999999999_${ID}`],
  ['a time past year 9999', `${CURSOR_MAX_MS + 1}_${ID}`],
  ['the largest 15-digit time', `999999999999999_${ID}`],
  ['a negative time', `-1_${ID}`],
  ['garbage', 'abc'],
  ['empty', ''],
  ['a repeated parameter', `1_${ID}&cursor=2_${ID}`],
  ['10 KB', '9'.repeat(10_000)],
  ['a line break', `1_${ID}%0A`],
];

describe('paged routes: one cursor codec', () => {
  let env: MatrixEnv;
  let channelId: string;
  const client = (as: ActorName): TestClient => env.clients[as];

  beforeAll(async () => {
    env = await createMatrixEnv();
    channelId = await createChannel(env.clients.owner);
    playlistId = (await env.clients.owner.post('/api/playlists', { title: 'Pages' })).json().id;
    videoId = await insertVideo(env.ctx, env.userIds.owner);
    commentId = (
      await env.clients.member.post(`/api/videos/${videoId}/comments`, { text: 'Une page.' })
    ).json().id;
  });
  afterAll(async () => {
    await env?.app.close();
    await env?.ctx.close();
  });

  it('lists every route of the OpenAPI document that takes a cursor', () => {
    const doc = env.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const withCursor = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withCursor.sort()).toEqual([...PAGED, ...RANKED, ...OWN_CODEC].map((p) => p.route).sort());
  });

  for (const paged of OWN_CODEC) {
    describe(`${paged.route} (its own cursor)`, () => {
      // Paging through it (every sort, every row once) is in server/modules/members/members.test.ts.
      it('serves the first page', async () => {
        const first = await client(paged.as).get(paged.url);
        expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
        expect(first.json()).toHaveProperty('nextCursor');
      });

      it.each([...MALFORMED, ['a cursor of the shared codec', `${Date.now()}_${ID}`] as [string, string]])(
        'answers 400 invalid_cursor to %s',
        async (_name, cursor) => {
          const res = await client(paged.as).get(`${paged.url}?cursor=${cursor}`);
          expect({ status: res.statusCode, code: res.json().error?.code }, res.body.slice(0, 300)).toEqual({
            status: 400,
            code: 'invalid_cursor',
          });
        },
      );

      it('answers 400 to a NUL byte', async () => {
        const res = await client(paged.as).get(`${paged.url}?cursor=1_${ID}%00`);
        expect(res.statusCode).toBe(400);
      });
    });
  }

  for (const paged of PAGED) {
    describe(paged.route, () => {
      it('serves the first page and a page after a well-formed cursor', async () => {
        for (const query of [
          '',
          `?cursor=${Date.now()}_${ID}`,
          `?cursor=${CURSOR_MAX_MS}_${ID}`,
          `?cursor=0_${ID}`,
        ]) {
          const res = await client(paged.as).get(`${paged.url(channelId)}${query}`);
          expect(res.statusCode, `${query} ${res.body.slice(0, 200)}`).toBe(200);
          expect(res.json()).toHaveProperty('nextCursor');
        }
      });

      it.each(MALFORMED)('answers 400 invalid_cursor to %s', async (_name, cursor) => {
        const res = await client(paged.as).get(`${paged.url(channelId)}?cursor=${cursor}`);
        expect({ status: res.statusCode, code: res.json().error?.code }, res.body.slice(0, 300)).toEqual({
          status: 400,
          code: 'invalid_cursor',
        });
      });

      it('answers 400 to a NUL byte (refused before the cursor is read)', async () => {
        const res = await client(paged.as).get(`${paged.url(channelId)}?cursor=1_${ID}%00`);
        expect(res.statusCode).toBe(400);
      });
    });
  }

  for (const ranked of RANKED) {
    describe(`${ranked.route} (ranked cursor)`, () => {
      it('serves the first page and a page after a well-formed cursor', async () => {
        for (const query of [
          '',
          `?cursor=7~${Date.now()}_${ID}`,
          `?cursor=0~${CURSOR_MAX_MS}_${ID}`,
          `?cursor=1~0_${ID}`,
        ]) {
          const res = await client(ranked.as).get(`${ranked.url(channelId)}${query}`);
          expect(res.statusCode, `${query} ${res.body.slice(0, 200)}`).toBe(200);
          expect(res.json()).toHaveProperty('nextCursor');
        }
      });

      it.each([
        ...MALFORMED.map(([name, cursor]): [string, string] => [`a rank and ${name}`, `1~${cursor}`]),
        ['a plain cursor without a rank', `1_${ID}`],
        ['a negative rank', `-1~1_${ID}`],
        ['a rank beyond 15 digits', `${'9'.repeat(16)}~1_${ID}`],
        ['two ranks', `1~2~1_${ID}`],
      ])('answers 400 invalid_cursor to %s', async (_name, cursor) => {
        const res = await client(ranked.as).get(`${ranked.url(channelId)}?cursor=${cursor}`);
        expect({ status: res.statusCode, code: res.json().error?.code }, res.body.slice(0, 300)).toEqual({
          status: 400,
          code: 'invalid_cursor',
        });
      });
    });
  }
});

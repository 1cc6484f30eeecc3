import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment, CommentPage } from '../../../domain/api/comments';
import { buildApp } from '../../app';
import type { RealtimeEvent } from '../../realtime/hub';
import { videoTopic } from '../../realtime/hub';
import { inMemorySanctions } from '../../standing/in-memory-sanctions.test-helpers';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { COMMENTS_PER_MINUTE } from './commands/post-comment';
import { insertComment } from './comments.test-helpers';

/** The comments API through HTTP: threads, sorts, the creator's powers, policy, limits, realtime. */
let ctx: TestContext;
let app: FastifyInstance;
let creator: TestClient;
let alice: TestClient;
let bob: TestClient;
let creatorId: string;
let aliceId: string;
let bobId: string;
const sanctions = inMemorySanctions();

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null, standing: sanctions.standing });
  await app.ready();
  creator = new TestClient(app, 'http://localhost:3000', '10.29.0.1');
  alice = new TestClient(app, 'http://localhost:3000', '10.29.0.2');
  bob = new TestClient(app, 'http://localhost:3000', '10.29.0.3');
  await signUpConfirmed(ctx, creator, 'creator@comments.example', 'la_creatrice');
  await signUpConfirmed(ctx, alice, 'alice@comments.example', 'alice_c');
  await signUpConfirmed(ctx, bob, 'bob@comments.example', 'bob_c');
  [creatorId, aliceId, bobId] = await Promise.all([userIdOf(creator), userIdOf(alice), userIdOf(bob)]);
});
// The per-member rate limit counts on the database's clock: each test starts with a fresh window.
beforeEach(async () => {
  await ctx.db.query("delete from rate_limit_counters where key like 'comment:%'");
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const post = (client: TestClient, videoId: string, text: string, parentId?: string) =>
  client.post(`/api/videos/${videoId}/comments`, { text, ...(parentId && { parentId }) });
const page = async (client: TestClient | null, videoId: string, query = ''): Promise<CommentPage> => {
  const url = `/api/videos/${videoId}/comments${query}`;
  const res = client
    ? await client.request({ method: 'GET', url })
    : await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const put = (client: TestClient, url: string, payload?: unknown) =>
  client.request({ method: 'PUT', url, ...(payload !== undefined && { payload: payload as object }) });
const code = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;
const ids = (p: { items: { id: string }[] }) => p.items.map((c) => c.id);

describe('threads', () => {
  it('posts, replies one level deep (oldest first, paged), and counts both', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const first = await post(alice, videoId, '  Superbe vidéo, voir 1:23 !  ');
    expect(first.statusCode).toBe(201);
    const comment: Comment = first.json();
    expect(comment).toMatchObject({
      text: 'Superbe vidéo, voir 1:23 !',
      status: 'published',
      parentId: null,
      author: { id: aliceId, username: 'alice_c' },
      byCreator: false,
      abilities: { edit: true, delete: true, pin: false, heart: false, reply: true, report: false },
    });
    const replies: string[] = [];
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1000);
      const reply = await post(i % 2 ? bob : creator, videoId, `Réponse ${i}`, comment.id);
      expect(reply.statusCode).toBe(201);
      replies.push(reply.json().id);
    }
    expect(code(await post(bob, videoId, 'Trop profond', replies[0]))).toBe('comment_reply_depth');
    const listed = await page(null, videoId);
    expect(listed).toMatchObject({ total: 4, policy: 'open', canPost: false, nextCursor: null });
    expect(listed.items[0]).toMatchObject({ id: comment.id, replyCount: 3 });
    const thread = (await app.inject({ method: 'GET', url: `/api/comments/${comment.id}/replies` })).json();
    expect(ids(thread)).toEqual(replies);
    expect(thread.items[0]).toMatchObject({ byCreator: true, replyCount: 0 });
    expect((await page(bob, videoId)).canPost).toBe(true);
  });

  it('pages 45 comments by top and by newest, without repeats, the pinned one first', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const made: { id: string; likes: number; at: number }[] = [];
    for (let i = 0; i < 45; i++) {
      ctx.clock.advance(1000);
      const likes = (i * 7) % 5;
      made.push({
        id: await insertComment(ctx, {
          videoId,
          videoOwnerId: creatorId,
          authorId: aliceId,
          likeCount: likes,
        }),
        likes,
        at: ctx.clock.now().getTime(),
      });
    }
    const pinned = made[10]!.id;
    expect((await put(creator, `/api/comments/${pinned}/pin`)).statusCode).toBe(200);
    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: CommentPage = await page(null, videoId, `?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...ids(p));
        cursor = p.nextCursor;
      } while (cursor);
      return seen;
    };
    const rest = made.filter((c) => c.id !== pinned);
    const byTop = [...rest].sort((a, b) => b.likes - a.likes || b.at - a.at).map((c) => c.id);
    const byNewest = [...rest].reverse().map((c) => c.id);
    expect(await walk('top')).toEqual([pinned, ...byTop]);
    expect(await walk('newest')).toEqual([pinned, ...byNewest]);
    expect((await page(null, videoId, '?sort=newest')).items).toHaveLength(21);
    expect(code(await app.inject({ method: 'GET', url: `/api/videos/${videoId}/comments?cursor=1_2` }))).toBe(
      'invalid_cursor',
    );
  });

  it('pages 25 replies oldest first; held ones only to their author and the creator', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const parentId = await insertComment(ctx, { videoId, videoOwnerId: creatorId, authorId: aliceId });
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      ctx.clock.advance(1000);
      made.push(await insertComment(ctx, { videoId, videoOwnerId: creatorId, authorId: aliceId, parentId }));
    }
    ctx.clock.advance(1000);
    const held = await insertComment(ctx, {
      videoId,
      videoOwnerId: creatorId,
      authorId: bobId,
      parentId,
      status: 'held',
    });
    const url = `/api/comments/${parentId}/replies`;
    const first = (await app.inject({ method: 'GET', url })).json();
    expect(ids(first)).toEqual(made.slice(0, 20));
    const second = (await app.inject({ method: 'GET', url: `${url}?cursor=${first.nextCursor}` })).json();
    expect(second).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(ids(second)).toEqual(made.slice(20));
    const asBob = (await bob.get(`${url}?cursor=${first.nextCursor}`)).json();
    expect(ids(asBob)).toEqual([...made.slice(20), held]);
    expect(ids((await creator.get(`${url}?cursor=${first.nextCursor}`)).json())).toContain(held);
    expect(ids((await alice.get(`${url}?cursor=${first.nextCursor}`)).json())).not.toContain(held);
  });

  it("a notification's link reads one comment with its thread's head, under the same rules as the lists", async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const parentId = await insertComment(ctx, { videoId, videoOwnerId: creatorId, authorId: aliceId });
    const replyId = await insertComment(ctx, { videoId, videoOwnerId: creatorId, authorId: bobId, parentId });
    const heldId = await insertComment(ctx, {
      videoId,
      videoOwnerId: creatorId,
      authorId: bobId,
      parentId,
      status: 'held',
    });
    const read = (client: TestClient | null, id: string) =>
      client ? client.get(`/api/comments/${id}`) : app.inject({ method: 'GET', url: `/api/comments/${id}` });
    const reply = (await read(null, replyId)).json();
    expect(reply.comment).toMatchObject({ id: replyId, parentId, videoId });
    expect(reply.parent).toMatchObject({ id: parentId, parentId: null });
    expect((await read(null, parentId)).json()).toMatchObject({ comment: { id: parentId }, parent: null });
    // Held: its author and the creator only.
    expect((await read(bob, heldId)).statusCode).toBe(200);
    expect((await read(creator, heldId)).statusCode).toBe(200);
    expect(code(await read(alice, heldId))).toBe('comment_not_found');
    // A private video's comments are nobody's but its owner's; a reply under a removed comment goes with it.
    await ctx.db.query(`update videos set visibility = 'private' where id = '${videoId}'`);
    expect(code(await read(alice, replyId))).toBe('comment_not_found');
    await ctx.db.query(`update videos set visibility = 'public' where id = '${videoId}'`);
    await ctx.db.query(`update comments set status = 'removed' where id = '${parentId}'`);
    expect(code(await read(alice, replyId))).toBe('comment_not_found');
  });

  it('only the videos a viewer may see, and visitors may not write', async () => {
    const hidden = await insertVideo(ctx, creatorId, { visibility: 'private' });
    expect(code(await bob.request({ method: 'GET', url: `/api/videos/${hidden}/comments` }))).toBe(
      'video_not_found',
    );
    expect(code(await post(bob, hidden, 'Coucou'))).toBe('video_not_found');
    expect((await post(creator, hidden, 'Note pour moi')).statusCode).toBe(201);
    const visitor = new TestClient(app, 'http://localhost:3000', '10.29.0.9');
    expect(code(await post(visitor, await insertVideo(ctx, creatorId), 'Coucou'))).toBe('unauthenticated');
  });
});

describe("the author's and the creator's powers", () => {
  it('the author edits (marked edited); others cannot edit, delete, pin or heart', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const comment: Comment = (await post(alice, videoId, 'Premier jet')).json();
    const url = `/api/comments/${comment.id}`;
    const edited = await alice.request({ method: 'PATCH', url, payload: { text: 'Corrigé' } });
    expect(edited.json()).toMatchObject({ text: 'Corrigé', editedAt: expect.any(String) });
    expect(code(await bob.request({ method: 'PATCH', url, payload: { text: 'Pirate' } }))).toBe('forbidden');
    expect(code(await creator.request({ method: 'PATCH', url, payload: { text: 'Censuré' } }))).toBe(
      'forbidden',
    );
    expect(code(await bob.request({ method: 'DELETE', url }))).toBe('forbidden');
    expect(code(await put(bob, `${url}/pin`))).toBe('forbidden');
    expect(code(await put(bob, `${url}/heart`))).toBe('forbidden');
    expect(code(await put(alice, `${url}/pin`))).toBe('forbidden');

    const hearted = await put(creator, `${url}/heart`);
    expect(hearted.json()).toMatchObject({ heartedByCreator: true });
    const liked = await put(bob, `${url}/like`);
    expect(liked.json()).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await put(bob, `${url}/like`)).json()).toMatchObject({ likeCount: 1 });
    // The creator deletes any comment on their videos.
    expect((await creator.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await page(null, videoId)).total).toBe(0);
  });

  it('one pinned comment per video, top-level only', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const a: Comment = (await post(alice, videoId, 'A')).json();
    const b: Comment = (await post(bob, videoId, 'B')).json();
    const reply: Comment = (await post(bob, videoId, 'R', a.id)).json();
    expect((await put(creator, `/api/comments/${a.id}/pin`)).json().pinned).toBe(true);
    expect((await put(creator, `/api/comments/${b.id}/pin`)).json().pinned).toBe(true);
    const listed = await page(null, videoId);
    expect(listed.items.filter((c) => c.pinned).map((c) => c.id)).toEqual([b.id]);
    expect(listed.items[0]!.id).toBe(b.id);
    expect(code(await put(creator, `/api/comments/${reply.id}/pin`))).toBe('forbidden');
  });
});

describe('policy, watched words and approval', () => {
  it('closed refuses, held holds until the creator approves, watched words hold', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const settings = `/api/videos/${videoId}/comment-settings`;
    expect(code(await bob.request({ method: 'PATCH', url: settings, payload: { policy: 'closed' } }))).toBe(
      'forbidden',
    );
    expect(
      (await creator.request({ method: 'PATCH', url: settings, payload: { policy: 'closed' } })).json(),
    ).toEqual({
      policy: 'closed',
    });
    expect(code(await post(alice, videoId, 'Fermé ?'))).toBe('comments_closed');
    expect((await page(alice, videoId)).canPost).toBe(false);

    await creator.request({ method: 'PATCH', url: settings, payload: { policy: 'held' } });
    const events: RealtimeEvent[] = [];
    const stop = ctx.realtime.subscribe(videoTopic(videoId), (e) => events.push(e));
    const held: Comment = (await post(alice, videoId, 'En attente')).json();
    expect(held.status).toBe('held');
    expect(ids(await page(alice, videoId))).toEqual([held.id]);
    expect(await page(bob, videoId)).toMatchObject({ items: [], total: 0 });
    const queue = (await creator.get('/api/me/comments/held')).json();
    // (other tests' held comments are in the creator's queue too)
    expect(queue.items.filter((c: Comment) => c.videoId === videoId)).toEqual([
      expect.objectContaining({ id: held.id, video: { id: videoId, title: 'Vidéo de test' } }),
    ]);
    expect((await bob.get('/api/me/comments/held')).json().items).toEqual([]);
    expect(events).toEqual([]);

    expect(code(await alice.post(`/api/comments/${held.id}/approve`))).toBe('forbidden');
    expect((await creator.post(`/api/comments/${held.id}/approve`)).json().status).toBe('published');
    expect(code(await creator.post(`/api/comments/${held.id}/approve`))).toBe('comment_not_held');
    expect(await page(bob, videoId)).toMatchObject({
      items: [expect.objectContaining({ id: held.id })],
      total: 1,
    });
    await until(
      'the approval on the video topic',
      async () => events.length,
      (n) => n > 0,
    );
    expect(events).toEqual([{ type: 'comment.created', videoId, commentId: held.id, parentId: null }]);

    await creator.request({ method: 'PATCH', url: settings, payload: {} });
    expect((await creator.get(settings)).json()).toEqual({ policy: 'held' });
    await creator.request({ method: 'PATCH', url: settings, payload: { policy: 'open' } });
    const words = await put(creator, '/api/me/comments/watched-words', {
      words: [' Spoiler ', 'spoiler', 'fin du film'],
    });
    expect(words.json()).toEqual({ words: ['spoiler', 'fin du film'] });
    expect((await post(bob, videoId, 'Attention SPOILER : il meurt')).json().status).toBe('held');
    expect((await post(bob, videoId, 'Des spoilers partout')).json().status).toBe('published');
    expect((await post(bob, videoId, 'La Fin du film est belle')).json().status).toBe('held');
    expect((await post(creator, videoId, 'Mon propre spoiler')).json().status).toBe('published');
    const removed: Comment = (await post(bob, videoId, 'Bientôt effacé')).json();
    await bob.request({ method: 'DELETE', url: `/api/comments/${removed.id}` });
    await until(
      'the deletion on the video topic',
      async () => events.at(-1)?.type,
      (t) => t === 'comment.removed',
    );
    stop();
    expect(events.map((e) => e.type)).toEqual([
      'comment.created',
      'comment.created',
      'comment.created',
      'comment.created',
      'comment.removed',
    ]);
    expect((await page(null, videoId)).total).toBe(3);
  });
});

describe('limits', () => {
  it('a comment sanction refuses posting with until, reason and decision', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const until = new Date(ctx.clock.now().getTime() + 3_600_000);
    await sanctions.sanction(ctx, bobId, {
      kind: 'feature_limit',
      scope: 'comment',
      until,
      reason: 'harassment',
      decisionId: 'd-comment',
    });
    const refused = await post(bob, videoId, 'Je peux ?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'comment_not_allowed',
      details: { until: until.toISOString(), reason: 'harassment', decisionId: 'd-comment' },
    });
    expect((await page(bob, videoId)).canPost).toBe(false);
    await sanctions.sanction(ctx, bobId);
    expect((await post(bob, videoId, 'Et maintenant ?')).statusCode).toBe(201);
  });

  it(`${COMMENTS_PER_MINUTE} comments a minute per member, then 429`, async () => {
    const videoId = await insertVideo(ctx, creatorId);
    const flooder = new TestClient(app, 'http://localhost:3000', '10.29.0.7');
    await signUpConfirmed(ctx, flooder, 'flood@comments.example', 'flooder');
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++)
      expect((await post(flooder, videoId, `n° ${i}`)).statusCode).toBe(201);
    const res = await post(flooder, videoId, 'un de trop');
    expect(res.statusCode).toBe(429);
    expect(code(res)).toBe('rate_limited');
  });

  it('refuses hostile text: empty, too long', async () => {
    const videoId = await insertVideo(ctx, creatorId);
    expect(code(await post(alice, videoId, '   '))).toBe('comment_text_invalid');
    expect(code(await post(alice, videoId, 'x'.repeat(5001)))).toBe('comment_too_long');
    const html = '<script>alert(1)</script> <b>gras</b>';
    expect((await post(alice, videoId, html)).json().text).toBe(html);
  });
});

describe('notifications', () => {
  const noticesOf = async (userId: string, videoId: string) =>
    (
      await ctx.db.query<{ kind: string; data: { commentId: string } }>(
        "select kind, data from notifications where user_id = $1 and data->>'videoId' = $2 order by created_at, kind",
        [userId, videoId],
      )
    ).rows.map((r) => `${r.kind}:${r.data.commentId}`);

  it('a reply tells the parent author, a mention exactly the named member, a heart the author', async () => {
    const videoId = await insertVideo(ctx, creatorId, { title: 'Le grand film' });
    // Alice also wants these by email; the creator does not.
    const preferences = '/api/me/notification-preferences';
    await alice.request({ method: 'PATCH', url: preferences, payload: { emailComments: true } });
    const thread: Comment = (await post(alice, videoId, 'Mon avis')).json();
    // Bob mentions himself, the creator (twice, in capitals), a name nobody has, and Alice, who the reply tells already.
    const reply: Comment = (
      await post(
        bob,
        videoId,
        '@bob_c @LA_CREATRICE et @la_creatrice, @personne_ici, @alice_c : oui',
        thread.id,
      )
    ).json();
    expect(await noticesOf(aliceId, videoId)).toEqual([`comment_reply:${reply.id}`]);
    expect(await noticesOf(creatorId, videoId)).toEqual([`comment_mention:${reply.id}`]);
    expect(await noticesOf(bobId, videoId)).toEqual([]);
    const mail = await waitForMail(ctx, 'alice@comments.example', /répondu à votre commentaire/);
    expect(mail.subject).toBe('bob_c a répondu à votre commentaire sur « Le grand film » — Kinora');
    // The link opens the watch page on the reply itself.
    expect(mail.text).toContain(`/watch/${videoId}?comment=${reply.id}`);
    // Her own reply to her own comment tells nobody.
    await post(alice, videoId, 'Je me réponds', thread.id);
    expect(await noticesOf(aliceId, videoId)).toEqual([`comment_reply:${reply.id}`]);

    ctx.clock.advance(1000);
    await put(creator, `/api/comments/${thread.id}/heart`);
    await creator.request({ method: 'DELETE', url: `/api/comments/${thread.id}/heart` });
    await put(creator, `/api/comments/${thread.id}/heart`);
    expect(await noticesOf(aliceId, videoId)).toEqual([
      `comment_reply:${reply.id}`,
      `comment_heart:${thread.id}`,
    ]);
  });

  it('a member who cannot see the video is not told of a mention; a held comment tells only once approved', async () => {
    const hidden = await insertVideo(ctx, creatorId, { visibility: 'private' });
    await post(creator, hidden, 'Note privée pour @alice_c');
    expect(await noticesOf(aliceId, hidden)).toEqual([]);

    const videoId = await insertVideo(ctx, creatorId);
    await creator.request({
      method: 'PATCH',
      url: `/api/videos/${videoId}/comment-settings`,
      payload: { policy: 'held' },
    });
    const held: Comment = (await post(bob, videoId, 'Salut @alice_c')).json();
    expect(await noticesOf(aliceId, videoId)).toEqual([]);
    await creator.post(`/api/comments/${held.id}/approve`);
    expect(await noticesOf(aliceId, videoId)).toEqual([`comment_mention:${held.id}`]);
  });
});

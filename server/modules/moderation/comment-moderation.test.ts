import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommentPage } from '../../../domain/api/comments';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';

/**
 * A comment through moderation (issue 29 part 3): reported like a video (members and visitors),
 * queued with its whole text, removed by a decision with a statement of reasons, back on appeal;
 * the comment limit refuses posting; a ban hides all the member's comments and its lift shows them.
 */
let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;
let otherAdmin: TestClient;
let creator: TestClient;
let author: TestClient;
let reader: TestClient;
let authorId: string;
let videoId: string;
let ip = 1;
const DAY = 24 * 60 * 60 * 1000;
const client = () => new TestClient(app, 'http://localhost:3000', `10.47.0.${ip++}`);
const errorOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const comments = async (as: TestClient | null): Promise<CommentPage> => {
  const url = `/api/videos/${videoId}/comments?sort=newest`;
  const res = as ? await as.request({ method: 'GET', url }) : await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const post = async (as: TestClient, text: string) => {
  const res = await as.post(`/api/videos/${videoId}/comments`, { text });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const statement = {
  reason: 'harassment',
  facts: 'The comment insults another viewer by name.',
  explanation: 'Insulting a person is harassment under the rules.',
};
const lookup = async (commentId: string) =>
  (await admin.get(`/api/admin/moderation/lookup?kind=comment&target=${commentId}`)).json().id as string;
/** The decision's link as its email carries it (a banned member appeals through it, signed out). */
async function tokenFromOutbox(decisionId: string): Promise<string> {
  const pattern = new RegExp(`decisions/${decisionId}\\?token=([\\w-]+)`);
  const token = await until(
    `the mail of ${decisionId}`,
    async () => {
      const mails = await listOutbox(join(ctx.config.dataDir, 'mail'), { to: 'cm-author@example.com' });
      return mails.map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
    },
    (found) => found !== undefined,
  );
  return token!;
}

async function overturn(decisionId: string, signedOut = false) {
  const url = signedOut
    ? `/api/moderation/decisions/${decisionId}/appeal?token=${await tokenFromOutbox(decisionId)}`
    : `/api/moderation/decisions/${decisionId}/appeal`;
  expect((await (signedOut ? client() : author).post(url, { message: 'Je conteste.' })).statusCode).toBe(200);
  const appeal = (await otherAdmin.get('/api/admin/moderation/appeals'))
    .json()
    .items.find((a: { decision: { id: string } }) => a.decision.id === decisionId);
  const review = await otherAdmin.post(`/api/admin/moderation/appeals/${appeal.id}/review`, {
    outcome: 'overturned',
    statement: 'Une critique, pas une insulte.',
  });
  expect(review.statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  [admin, otherAdmin, creator, author, reader] = [client(), client(), client(), client(), client()];
  await signUpConfirmed(ctx, admin, 'cm-admin@example.com', 'cmadmin');
  await signUpConfirmed(ctx, otherAdmin, 'cm-admin2@example.com', 'cmadmin2');
  await signUpConfirmed(ctx, creator, 'cm-creator@example.com', 'cmcreator');
  await signUpConfirmed(ctx, author, 'cm-author@example.com', 'cmauthor');
  await signUpConfirmed(ctx, reader, 'cm-reader@example.com', 'cmreader');
  await grantConfiguredAdmins(ctx, ['cm-admin@example.com', 'cm-admin2@example.com']);
  authorId = await userIdOf(author);
  videoId = await insertVideo(ctx, await userIdOf(creator), { title: 'Débat' });
});
beforeEach(async () => {
  await ctx.db.query("delete from rate_limit_counters where key like 'comment:%'");
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('reporting a comment', () => {
  it('anyone reports a shown comment of someone else; not their own, not a held or unknown one', async () => {
    const id = await post(author, 'Un avis tranché sur la vidéo.');
    const byMember = await reader.post('/api/reports', { itemKind: 'comment', itemId: id, reason: 'spam' });
    expect(byMember.statusCode).toBe(201);
    const byVisitor = await client().post('/api/reports', {
      itemKind: 'comment',
      itemId: id,
      reason: 'spam',
      reporter: { name: 'Ana Lima', email: 'ana@example.com', goodFaith: true },
    });
    expect(byVisitor.statusCode).toBe(201);
    const own = await author.post('/api/reports', { itemKind: 'comment', itemId: id, reason: 'spam' });
    expect([own.statusCode, errorOf(own)]).toEqual([403, 'report_own_content']);
    for (const itemId of ['00000000-0000-4000-8000-000000000000', 'garbage']) {
      const res = await reader.post('/api/reports', { itemKind: 'comment', itemId, reason: 'spam' });
      expect(res.statusCode, itemId).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, itemId).toBeLessThan(500);
    }
    // A held comment is not public: it cannot be reported (only its author and the creator see it).
    expect(
      (
        await creator.request({
          method: 'PATCH',
          url: `/api/videos/${videoId}/comment-settings`,
          payload: { policy: 'held' },
        })
      ).statusCode,
    ).toBe(200);
    const held = await post(author, 'En attente.');
    const onHeld = await reader.post('/api/reports', { itemKind: 'comment', itemId: held, reason: 'spam' });
    expect([onHeld.statusCode, errorOf(onHeld)]).toEqual([404, 'comment_not_found']);
    await creator.request({
      method: 'PATCH',
      url: `/api/videos/${videoId}/comment-settings`,
      payload: { policy: 'open' },
    });
    // The member's reports list names the comment by its words.
    const mine = (await reader.get('/api/me/reports')).json();
    expect(mine.items[0]).toMatchObject({ itemKind: 'comment', itemTitle: 'Un avis tranché sur la vidéo.' });
  });
});

describe('deciding on a comment', () => {
  it('removes it for everyone with a statement of reasons, limits commenting, and an appeal brings both back', async () => {
    const id = await post(author, `Tu es ridicule. ${'x'.repeat(200)}`);
    expect(
      (await reader.post('/api/reports', { itemKind: 'comment', itemId: id, reason: 'harassment' }))
        .statusCode,
    ).toBe(201);
    const itemId = await lookup(id);
    const detail = (await admin.get(`/api/admin/moderation/items/${itemId}`)).json();
    expect(detail).toMatchObject({ kind: 'comment', targetId: id, previewPath: `/watch/${videoId}` });
    expect(detail.body).toBe(`Tu es ridicule. ${'x'.repeat(200)}`);
    expect(detail.title).toHaveLength(120);
    const totalBefore = (await comments(null)).total;

    // Only what fits a comment.
    const wrong = await admin.post(`/api/admin/moderation/items/${itemId}/decide`, {
      ...statement,
      sanctions: [{ kind: 'video_removal' }],
    });
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([400, 'sanction_not_applicable']);

    const until = new Date(ctx.clock.now().getTime() + 7 * DAY).toISOString();
    const res = await admin.post(`/api/admin/moderation/items/${itemId}/decide`, {
      ...statement,
      sanctions: [{ kind: 'comment_removal' }, { kind: 'feature_limit', feature: 'comment', until }],
    });
    expect(res.statusCode).toBe(200);
    const decision = res.json();
    expect(decision).toMatchObject({ itemKind: 'comment', targetId: id });
    expect(decision.targetTitle).toMatch(/^Tu es ridicule\./);
    for (const viewer of [null, reader, creator, author]) {
      const page = await comments(viewer);
      expect(page.items.map((c) => c.id)).not.toContain(id);
      expect(page.total).toBe(totalBefore - 1);
    }
    const refused = await author.post(`/api/videos/${videoId}/comments`, { text: 'Encore moi.' });
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, 'comment_not_allowed']);
    expect(refused.json().error.details).toMatchObject({ scope: 'comment', until, decisionId: decision.id });

    await overturn(decision.id);
    const back = await comments(reader);
    expect(back.items.map((c) => c.id)).toContain(id);
    expect(back.total).toBe(totalBefore);
    await post(author, 'Je peux de nouveau commenter.');
  });

  it('a ban hides all the member’s comments and counts, and their playlists; overturned, they are back', async () => {
    const ids = [await post(author, 'Premier.'), await post(author, 'Second.')];
    const created = await author.post('/api/playlists', { title: 'Mes débats', visibility: 'public' });
    expect(created.statusCode).toBe(201);
    const playlistUrl = `/api/playlists/${created.json().id}`;
    expect((await reader.get(playlistUrl)).statusCode).toBe(200);
    const before = await comments(null);
    const res = await admin.post(`/api/admin/moderation/members/${authorId}/decide`, {
      ...statement,
      sanctions: [{ kind: 'ban' }],
    });
    expect(res.statusCode).toBe(200);
    const during = await comments(reader);
    expect(during.items.filter((c) => c.author.id === authorId)).toEqual([]);
    expect(during.total).toBe(before.total - before.items.filter((c) => c.author.id === authorId).length);
    expect((await reader.get(playlistUrl)).statusCode).toBe(404);
    expect((await client().get(playlistUrl)).statusCode).toBe(404);
    // Banned: the member's session answers as signed out; the email's link opens the appeal.
    await overturn(res.json().id, true);
    const after = await comments(reader);
    expect(after.items.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
    expect(after.total).toBe(before.total);
    expect((await reader.get(playlistUrl)).statusCode).toBe(200);
  });
});

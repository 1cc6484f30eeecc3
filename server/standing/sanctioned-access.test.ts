import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Sanction } from '../../domain/standing';
import { buildApp } from '../app';
import { session } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { STRONG_PASSWORD, signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { userIdOf } from '../modules/videos/videos.test-helpers';
import { CLOSE_BARRED } from '../realtime/realtime.routes';
import { TestClient } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';
import { totpFromUri } from '../test/totp';
import { changeStanding } from './access-version';
import { inMemorySanctions } from './in-memory-sanctions.test-helpers';

/**
 * Issue 27: a suspended or banned member cannot sign in (told why and until when, once the password
 * is right), and what they still hold — session cookies, sockets, uploads under way — is refused at
 * once on every node; a feature limit stops an upload at its next chunk. Sanctions come from a test
 * provider standing in for moderation's, changed as a decision does (changeStanding).
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;

const sanctions = inMemorySanctions();
const sanction = (userId: string, ...list: Sanction[]) => sanctions.sanction(ctx, userId, ...list);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  const { standing } = sanctions;
  app = await buildApp(ctx, { webDist: null, standing });
  otherNode = await buildApp(ctx, { webDist: null, standing });
  await Promise.all([app.ready(), otherNode.ready()]);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

let ips = 0;
/** A member signed up and in on `app`; `onOther`: the same browser answered by the other node. */
async function newMember(name: string) {
  const client = new TestClient(app, 'http://localhost:3000', `10.27.0.${++ips}`);
  const email = `${name}@example.com`;
  await signUpConfirmed(ctx, client, email, name.replaceAll('-', '_'));
  const id = await userIdOf(client);
  const onOther = (options: InjectOptions) =>
    otherNode.inject({
      remoteAddress: client.ip,
      ...options,
      headers: {
        ...(options.headers as object),
        origin: 'http://localhost:3000',
        cookie: client.cookieHeader(),
      },
    });
  return { client, email, id, onOther };
}

const signIn = (email: string, password = STRONG_PASSWORD) =>
  new TestClient(app, 'http://localhost:3000', `10.27.1.${++ips}`).post('/api/auth/sign-in/email', {
    email,
    password,
  });
const sessionsOf = async (userId: string) =>
  (await ctx.db.db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;
const inAnHour = () => new Date(ctx.clock.now().getTime() + 3_600_000);
const TUS = { 'tus-resumable': '1.0.0' };

describe('signing in under a sanction', () => {
  it('a suspension refuses the right password with its reason and date, leaves no session, and ends by the clock', async () => {
    const { email, id } = await newMember('suspended-sign-in');
    const until = inAnHour();
    await sanction(id, { kind: 'suspension', scope: 'all', until, reason: 'harassment', decisionId: 'd-1' });
    const sessionsBefore = await sessionsOf(id);

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'account_suspended',
      details: { until: until.toISOString(), reason: 'harassment', decisionId: 'd-1' },
    });
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]/)]),
    );
    expect(await sessionsOf(id)).toBe(sessionsBefore);
    // Without the password, nothing tells the account is sanctioned.
    const wrong = await signIn(email, 'Not-The-Password#1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_email_or_password');
    expect(wrong.json().error.details).toBeUndefined();

    ctx.clock.set(until.getTime() + 1000);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('a ban refuses for good, the two-factor step included', async () => {
    const { client, email, id } = await newMember('banned-sign-in');
    const enable = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    const { totpURI } = enable.json() as { totpURI: string };
    expect(
      (await client.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) })).statusCode,
    ).toBe(200);
    // The password passed before the ban: the second factor must not open a session either.
    const phone = new TestClient(app, 'http://localhost:3000', '10.27.2.1');
    const first = await phone.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(first.json().twoFactorRedirect).toBe(true);
    await sanction(id, { kind: 'ban', scope: 'all', until: null, reason: 'violence', decisionId: 'd-2' });
    const sessionsBefore = await sessionsOf(id);
    const verify = await phone.post('/api/auth/two-factor/verify-totp', {
      code: totpFromUri(totpURI, Date.now() + 30_000),
    });
    expect(verify.statusCode).toBe(403);
    expect(verify.json().error).toMatchObject({
      code: 'account_banned',
      details: { reason: 'violence', decisionId: 'd-2' },
    });
    expect(await sessionsOf(id)).toBe(sessionsBefore);
    const again = await signIn(email);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_banned');
  });
});

describe('what a suspended member still holds', () => {
  const closeCode = (socket: WebSocket) =>
    new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

  it('is refused at once on every node: API calls, heartbeats, uploads, sockets; sign-out and the session stay open', async () => {
    const { client, id, onOther } = await newMember('suspended-cookie');
    const upload = await client.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...TUS, 'upload-length': '1000' },
    });
    expect(upload.statusCode).toBe(201);
    const uploadUrl = new URL(String(upload.headers.location), 'http://localhost:3000').pathname;
    let greeted!: Promise<unknown>;
    const socket = await otherNode.injectWS(
      '/api/realtime',
      { headers: { origin: 'http://localhost:3000', cookie: client.cookieHeader() } },
      { onInit: (ws) => (greeted = new Promise((resolve) => ws.once('message', resolve))) },
    );
    const closed = closeCode(socket);
    expect(JSON.parse(String(await greeted))).toEqual({ type: 'hello', member: true });
    // Both nodes have the member cached before the decision.
    expect((await client.get('/api/me/notifications')).statusCode).toBe(200);
    expect((await onOther({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(200);

    const until = inAnHour();
    await sanction(id, { kind: 'suspension', scope: 'all', until, reason: 'spam', decisionId: 'd-3' });
    expect(await closed).toBe(CLOSE_BARRED);
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/me/notifications' },
      { method: 'PATCH', url: '/api/me/profile', payload: { displayName: 'X' } },
      { method: 'POST', url: `/api/videos/${crypto.randomUUID()}/heartbeat`, payload: {} },
      { method: 'HEAD', url: uploadUrl, headers: TUS },
      {
        method: 'PATCH',
        url: uploadUrl,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: Buffer.alloc(10),
      },
      { method: 'POST', url: '/api/uploads', headers: { ...TUS, 'upload-length': '1000' } },
      { method: 'GET', url: '/api/auth/list-sessions' },
      { method: 'GET', url: '/api/realtime' },
    ];
    for (const send of [(o: InjectOptions) => client.request(o), onOther])
      for (const call of calls) {
        const res = await send(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        if (call.method !== 'HEAD')
          expect(res.json().error).toMatchObject({
            code: 'account_suspended',
            details: { until: until.toISOString(), reason: 'spam', decisionId: 'd-3' },
          });
      }
    // The web app reads why; the member may still sign out.
    const read = await onOther({ method: 'GET', url: '/api/session' });
    expect(read.json()).toEqual({
      user: null,
      refusal: { code: 'account_suspended', until: until.toISOString(), reason: 'spam', decisionId: 'd-3' },
    });
    const oldCookie = client.cookieHeader();
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    // Signed out: the other node forgot the barred session too (the old cookie is nobody's now).
    const after = await otherNode.inject({ url: '/api/me/notifications', headers: { cookie: oldCookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses from the actor the node caches: no session or standing read per request', async () => {
    const { client, id } = await newMember('suspended-cached');
    // Learnt by the cache aging (no announcement, whose delivery over PostgreSQL would race the reads).
    sanctions.setQuietly(id, [{ kind: 'suspension', scope: 'all', until: inAnHour() }]);
    ctx.clock.advance(16_000);
    expect((await client.get('/api/me/notifications')).statusCode).toBe(403);
    // Read once; with the session row gone behind its back the node still answers from its cache
    // (a read per request would find no session and answer 401).
    await ctx.db.db.delete(session).where(eq(session.userId, id));
    for (let i = 0; i < 3; i++) expect((await client.get('/api/me/notifications')).statusCode).toBe(403);
  });

  it('a socket heartbeat from a barred session is refused', async () => {
    const { client, id } = await newMember('suspended-socket');
    const socket = await app.injectWS('/api/realtime', {
      headers: { origin: 'http://localhost:3000', cookie: client.cookieHeader() },
    });
    const answer = new Promise<unknown>((resolve) =>
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'beat-answer') resolve(message);
      }),
    );
    // A sanction this node learns of by re-reading the standing (its cache aged), not by an
    // announcement: the socket is still open, and its beat is refused on its own.
    sanctions.setQuietly(id, [{ kind: 'ban', scope: 'all', until: null }]);
    ctx.clock.advance(16_000);
    const beat = { type: 'beat', ref: 7, videoId: crypto.randomUUID(), positionS: 1, playbackToken: 'x' };
    socket.send(JSON.stringify(beat));
    expect(await answer).toEqual({ type: 'beat-answer', ref: 7, error: 'account_banned', status: 403 });
    socket.terminate();
  });
});

describe('a feature limit on uploads', () => {
  it('stops an upload under way at its next chunk with the date, says so in the session, and ends by the clock', async () => {
    const { client, id, onOther } = await newMember('limited-upload');
    const upload = await client.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...TUS, 'upload-length': '20' },
    });
    const uploadUrl = new URL(String(upload.headers.location), 'http://localhost:3000').pathname;
    const chunk = (
      offset: number,
      send: (o: InjectOptions) => Promise<{ statusCode: number; json(): { error: Record<string, unknown> } }>,
    ) =>
      send({
        method: 'PATCH',
        url: uploadUrl,
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: Buffer.alloc(10, 1),
      });
    expect((await chunk(0, (o) => client.request(o))).statusCode).toBe(204);

    const until = inAnHour();
    await sanction(id, {
      kind: 'feature_limit',
      scope: 'upload',
      until,
      reason: 'intellectual_property',
      decisionId: 'd-4',
    });
    for (const send of [(o: InjectOptions) => client.request(o), onOther]) {
      const refused = await chunk(10, send);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'upload_not_allowed',
        details: { until: until.toISOString(), reason: 'intellectual_property', decisionId: 'd-4' },
      });
    }
    const read = (await onOther({ method: 'GET', url: '/api/session' })).json();
    expect(read.user.id).toBe(id);
    expect(read.sanctions).toEqual([
      {
        kind: 'feature_limit',
        scope: 'upload',
        until: until.toISOString(),
        reason: 'intellectual_property',
        decisionId: 'd-4',
      },
    ]);

    ctx.clock.set(until.getTime() + 1000);
    expect((await chunk(10, onOther)).statusCode).toBe(204);
    expect((await client.get('/api/session')).json().sanctions).toEqual([]);
  });
});

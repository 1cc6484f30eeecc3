import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { user } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { totpFromUri } from '../../test/totp';
import { STRONG_PASSWORD, signUp, signUpConfirmed } from './accounts.test-helpers';
import { ALLOWED_AUTH_ROUTES, createAuth } from './auth';
import { recordSignInFailure } from './sign-in-throttle';

let ctx: TestContext;
let app: FastifyInstance;
let ipCounter = 1;
const newClient = () =>
  new TestClient(app, 'http://localhost:3000', `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });
const sessionUser = async (client: TestClient) => (await client.get('/api/session')).json().user;
const keyOf = (url: string) => url.slice('/api/files/'.length);

let png: Buffer;
const uploadAvatar = (client: TestClient) =>
  client.multipart(
    'POST',
    '/api/me/avatar',
    {},
    { bytes: png, filename: 'me.png', contentType: 'image/png' },
  );

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('Better Auth routes', () => {
  it('answers 404 to every route Better Auth mounts that the app does not use', async () => {
    const routes = Object.values(createAuth(ctx, []).api).flatMap((endpoint) => {
      const { path, options } = endpoint as { path?: string; options: { method: string | string[] } };
      if (!path) return []; // server-only (set-password, …): no HTTP route
      const methods = [options.method].flat().flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]));
      return methods.map((method) => `${method} ${path}`);
    });
    // A route renamed by an upgrade shows up here rather than as a broken page.
    for (const allowed of ALLOWED_AUTH_ROUTES) expect(routes).toContain(allowed);

    const client = newClient();
    await signUpConfirmed(ctx, client, 'routes@example.com', 'routes_user');
    const refused = routes.filter((route) => !(ALLOWED_AUTH_ROUTES as readonly string[]).includes(route));
    expect(refused).toEqual(
      expect.arrayContaining(['POST /update-user', 'POST /change-email', 'POST /delete-user']),
    );
    const probes = [
      ...refused,
      // The same routes in disguise reach the same check.
      'POST /update-user/',
      'POST /sign-in/../update-user',
      'POST /sign-in%2F..%2Fupdate-user',
    ];
    for (const route of probes) {
      const [method, path] = route.split(' ') as [HTTPMethods, string];
      const res = await client.request({
        method,
        url: `/api/auth${path.replace(/:\w+/g, 'x')}`,
        payload: method === 'POST' ? { name: 'Renamed', image: '/api/files/avatars/x.webp' } : undefined,
      });
      expect({ route, status: res.statusCode, code: res.json().error?.code }).toEqual({
        route,
        status: 404,
        code: 'not_found',
      });
    }
    expect(await sessionUser(client)).toMatchObject({ displayName: 'routes_user', avatarUrl: null });
  });
});

describe('profile fields only Kinora writes', () => {
  it('ignores an avatar URL at sign-up and refuses a display name over 60 characters', async () => {
    const withImage = newClient();
    await signUp(withImage, {
      email: 'img@example.com',
      username: 'img_user',
      image: '/api/files/avatars/someone-else.webp',
    });
    const [row] = await ctx.db.db
      .select({ image: user.image })
      .from(user)
      .where(eq(user.email, 'img@example.com'));
    expect(row?.image).toBeNull();

    const long = await signUp(newClient(), {
      email: 'long@example.com',
      username: 'long_name',
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('display_name_too_long');
    const max = await signUp(newClient(), {
      email: 'max@example.com',
      username: 'max_name',
      name: 'x'.repeat(60),
    });
    expect(max.statusCode).toBe(200);
  });

  it("never deletes another member's file through one's own avatar", async () => {
    const ana = newClient();
    await signUpConfirmed(ctx, ana, 'ana.avatar@example.com', 'ana_avatar');
    const anaUrl = (await uploadAvatar(ana)).json().avatarUrl as string;
    const bob = newClient();
    await signUpConfirmed(ctx, bob, 'bob.avatar@example.com', 'bob_avatar');

    const hijack = await bob.post('/api/auth/update-user', { image: anaUrl });
    expect(hijack.statusCode).toBe(404);
    expect((await sessionUser(bob)).avatarUrl).toBeNull();

    // Even a row whose image already names Ana's file (say, written before avatar_key existed)
    // only ever deletes the key the server recorded for Bob.
    const pointAtAna = () =>
      ctx.db.db.update(user).set({ image: anaUrl }).where(eq(user.email, 'bob.avatar@example.com'));
    await pointAtAna();
    expect((await bob.request({ method: 'DELETE', url: '/api/me/avatar' })).statusCode).toBe(204);
    await pointAtAna();
    const bobUrl = (await uploadAvatar(bob)).json().avatarUrl as string;
    expect(await ctx.storage.stat(keyOf(anaUrl))).not.toBeNull();
    expect((await ana.get(anaUrl)).statusCode).toBe(200);

    // Bob's own avatar is still his to replace and remove.
    const replaced = (await uploadAvatar(bob)).json().avatarUrl as string;
    expect(await ctx.storage.stat(keyOf(bobUrl))).toBeNull();
    expect(await ctx.storage.stat(keyOf(replaced))).not.toBeNull();
    expect((await bob.request({ method: 'DELETE', url: '/api/me/avatar' })).statusCode).toBe(204);
    expect(await ctx.storage.stat(keyOf(replaced))).toBeNull();
    expect((await sessionUser(bob)).avatarUrl).toBeNull();
    expect(await ctx.storage.stat(keyOf(anaUrl))).not.toBeNull();
  });
});

describe('sensitive changes sign out the other sessions', () => {
  /** The member signed in on a laptop and a phone. */
  const twoDevices = async (email: string, username: string) => {
    const laptop = newClient();
    await signUpConfirmed(ctx, laptop, email, username);
    const phone = newClient();
    expect((await signIn(phone, email, STRONG_PASSWORD)).statusCode).toBe(200);
    return { laptop, phone };
  };

  it('changing the password, even when the client asks to keep them', async () => {
    const { laptop, phone } = await twoDevices('pw.devices@example.com', 'pw_devices');
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another#Pass77',
      revokeOtherSessions: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect((await sessionUser(laptop)).email).toBe('pw.devices@example.com');
    expect((await laptop.get('/api/auth/list-sessions')).json()).toHaveLength(1);
  });

  it('turning two-factor on (at each step) and off', async () => {
    const email = '2fa.devices@example.com';
    const { laptop, phone } = await twoDevices(email, 'tfa_devices');
    const enable = await laptop.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enable.statusCode).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect((await sessionUser(laptop)).email).toBe(email);

    // Signed in again before enrolment is confirmed: confirming signs it out too.
    expect((await signIn(phone, email, STRONG_PASSWORD)).statusCode).toBe(200);
    const { totpURI } = enable.json() as { totpURI: string };
    expect(
      (await laptop.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) })).statusCode,
    ).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toMatchObject({ email, twoFactorEnabled: true });

    // A two-factor sign-in elsewhere leaves the laptop signed in.
    expect((await signIn(phone, email, STRONG_PASSWORD)).json().twoFactorRedirect).toBe(true);
    expect(
      (await phone.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) })).statusCode,
    ).toBe(200);
    expect((await sessionUser(laptop)).email).toBe(email);

    expect(
      (await laptop.post('/api/auth/two-factor/disable', { password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toMatchObject({ email, twoFactorEnabled: false });
  });
});

describe('sign-in throttling counts failures only', () => {
  it('past 100 failures an hour, refuses the IPs that failed but lets a fresh one sign in', async () => {
    const email = 'popular@example.com';
    await signUpConfirmed(ctx, newClient(), email, 'popular');
    // 90 failures from 18 IPs recorded as the sign-in hook records them (fast); the last 10 over HTTP.
    for (let i = 0; i < 18; i++)
      for (let j = 0; j < 5; j++) await recordSignInFailure(ctx.db.db, email, `192.0.2.${i}`);
    const late = [newClient(), newClient()];
    for (const client of late)
      for (let j = 0; j < 5; j++) expect((await signIn(client, email, 'Wrong-pass#1')).statusCode).toBe(401);

    const refused = await signIn(late[0]!, email, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(
      (await signIn(new TestClient(app, undefined, '192.0.2.7'), email, STRONG_PASSWORD)).statusCode,
    ).toBe(429);

    expect((await signIn(newClient(), email, STRONG_PASSWORD)).statusCode).toBe(200);
    // A fresh IP may try, and joins the refused ones once it fails.
    const newcomer = newClient();
    expect((await signIn(newcomer, email, 'Wrong-pass#2')).statusCode).toBe(401);
    expect((await signIn(newcomer, email, STRONG_PASSWORD)).statusCode).toBe(429);
  });

  it('a successful sign-in does not count, and clears that IP', async () => {
    const email = 'typo@example.com';
    await signUpConfirmed(ctx, newClient(), email, 'typo_user');
    const client = newClient();
    for (let round = 0; round < 2; round++) {
      for (let j = 0; j < 5; j++) expect((await signIn(client, email, 'Wrong-pass#1')).statusCode).toBe(401);
      // Better Auth's per-IP limit (10 a minute) is not what this test is about.
      await ctx.db.db.execute(sql`DELETE FROM auth_rate_limits WHERE key LIKE ${`${client.ip}|%`}`);
      expect((await signIn(client, email, STRONG_PASSWORD)).statusCode).toBe(200);
    }
  });
});

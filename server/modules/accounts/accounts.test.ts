import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { totpFromUri } from '../../test/totp';
import { linkIn, STRONG_PASSWORD, signUp, signUpConfirmed, waitForMail } from './accounts.test-helpers';
import { rolesOf } from './roles.repository';

let ctx: TestContext;
let app: FastifyInstance;
let ipCounter = 1;
/** Each scenario gets its own client IP so the per-IP limits of one do not leak into another. */
const newClient = () =>
  new TestClient(app, 'http://localhost:3000', `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: 'boss@example.com' });
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('sign-up', () => {
  it('creates the account without a session and mails a confirmation link in the member language', async () => {
    const client = newClient();
    const res = await signUp(client, {
      email: 'new@example.com',
      username: 'NewMember',
      name: '',
      locale: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeNull();
    expect(client.hasSession()).toBe(false);
    const mail = await waitForMail(ctx, 'new@example.com', /Confirm your email/);
    expect(mail.html).toContain('verify-email?token=');
    const raw = readFileSync(join(ctx.config.dataDir, 'mail', `${mail.id}.eml`), 'utf8');
    expect(raw).toMatch(/multipart\/alternative/);

    // Following the link confirms the address and signs the member in.
    const follow = await client.get(linkIn(mail));
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/email-confirmed');
    const session = await client.get('/api/session');
    expect(session.json().user).toMatchObject({
      email: 'new@example.com',
      username: 'NewMember',
      displayName: 'NewMember',
      emailVerified: true,
      locale: 'en',
      roles: [],
    });
  });

  it('refuses an address already in use, whatever its case', async () => {
    await signUp(newClient(), { email: 'taken@example.com', username: 'taken1' });
    const res = await signUp(newClient(), { email: 'Taken@Example.com', username: 'taken2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('user_already_exists');
  });

  it('refuses a username already taken, whatever its case', async () => {
    await signUp(newClient(), { email: 'u1@example.com', username: 'SameName' });
    const res = await signUp(newClient(), { email: 'u2@example.com', username: 'samename' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('username_is_already_taken');
  });

  it.each([
    ['short', 'Ab1!', 'password_complexity'],
    ['no uppercase', 'abcdefg1!', 'password_complexity'],
    ['no special', 'Abcdefg12', 'password_complexity'],
    ['common, decorated', 'Password123!', 'weak_password'],
    ['common word', 'Dragon2024!', 'weak_password'],
  ])('refuses a weak password (%s)', async (_label, password, code) => {
    const res = await signUp(newClient(), {
      email: `weak${Math.random()}@example.com`,
      username: `w${Date.now() % 1e6}x`,
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('refuses an invalid email and a malformed username', async () => {
    const bad = await signUp(newClient(), { email: 'not-an-email', username: 'okname' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_email');
    const badName = await signUp(newClient(), { email: 'x1@example.com', username: 'a b' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.code).toBe('username_invalid');
  });

  it('limits sign-ups per IP with HTTP 429', async () => {
    const client = newClient();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await signUp(client, { email: `burst${i}@example.com`, username: `burst${i}` })).statusCode,
      );
    expect(codes).toContain(429);
    const last = await signUp(client, { email: 'burst99@example.com', username: 'burst99' });
    expect(last.json().error.code).toBe('rate_limited');
  });
});

describe('sign-in', () => {
  it('refuses an unconfirmed address, then accepts it once confirmed', async () => {
    const client = newClient();
    await signUp(client, { email: 'later@example.com', username: 'later' });
    const early = await client.post('/api/auth/sign-in/email', {
      email: 'later@example.com',
      password: STRONG_PASSWORD,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('email_not_verified');
    const mail = await waitForMail(ctx, 'later@example.com', /Confirmez/);
    await newClient().get(linkIn(mail));
    const ok = await client.post('/api/auth/sign-in/email', {
      email: 'later@example.com',
      password: STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.get('/api/session')).json().user.email).toBe('later@example.com');
  });

  it('says invalid credentials for a wrong password or an unknown account', async () => {
    const client = newClient();
    await signUpConfirmed(ctx, newClient(), 'wrong@example.com', 'wrongpw');
    const wrong = await client.post('/api/auth/sign-in/email', {
      email: 'wrong@example.com',
      password: 'Nope-nope#1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_email_or_password');
    const unknown = await client.post('/api/auth/sign-in/email', {
      email: 'ghost@example.com',
      password: STRONG_PASSWORD,
    });
    expect(unknown.json().error.code).toBe('invalid_email_or_password');
  });

  it('refuses an IP after 10 wrong passwords for an account, while the owner signs in from elsewhere', async () => {
    await signUpConfirmed(ctx, newClient(), 'target@example.com', 'target');
    await signUpConfirmed(ctx, newClient(), 'bystander@example.com', 'bystander');
    const attacker = newClient();
    const signIn = (client: TestClient, email: string, password: string) =>
      client.post('/api/auth/sign-in/email', { email, password });
    for (let i = 0; i < 10; i++)
      expect((await signIn(attacker, 'target@example.com', 'Wrong-pass#1')).statusCode).toBe(401);
    // Better Auth's own per-IP limit (10 a minute) would refuse the next attempt anyway; lift it so
    // only Kinora's per-account rule is in play.
    await ctx.db.db.execute(sql`DELETE FROM auth_rate_limits WHERE key LIKE ${`${attacker.ip}|%`}`);
    const right = await signIn(attacker, 'target@example.com', STRONG_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('rate_limited');
    // The refusal is for that account only, and other IPs are not locked out of it.
    expect((await signIn(attacker, 'bystander@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(newClient(), 'target@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(newClient(), 'target@example.com', 'Wrong-pass#1')).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown addresses, and only mails the known one', async () => {
    await signUpConfirmed(ctx, newClient(), 'forgot@example.com', 'forgot');
    const known = await newClient().post('/api/auth/request-password-reset', {
      email: 'forgot@example.com',
      redirectTo: '/password-reset',
    });
    const unknown = await newClient().post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/password-reset',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(ctx, 'forgot@example.com', /Réinitialisez/);

    // The link leads to /password-reset with a token, usable once.
    const landing = await newClient().get(linkIn(mail));
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/password-reset');
    const token = target.searchParams.get('token')!;
    const reset = await newClient().post('/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New#Pass9',
    });
    expect(reset.statusCode).toBe(200);
    const again = await newClient().post('/api/auth/reset-password', {
      token,
      newPassword: 'Other-New#Pass9',
    });
    expect(again.statusCode).toBe(400);
    await waitForMail(ctx, 'forgot@example.com', /mot de passe a été modifié/);

    const client = newClient();
    expect(
      (
        await client.post('/api/auth/sign-in/email', {
          email: 'forgot@example.com',
          password: STRONG_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await client.post('/api/auth/sign-in/email', {
          email: 'forgot@example.com',
          password: 'Brand-New#Pass9',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const res = await newClient().post('/api/auth/reset-password', {
      token: 'whatever',
      newPassword: 'weak',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('password_complexity');
  });
});

describe('profile', () => {
  it('changes display name and username, keeps usernames unique, falls back to the username', async () => {
    const client = newClient();
    await signUpConfirmed(ctx, client, 'prof@example.com', 'profile_one');
    await signUpConfirmed(ctx, newClient(), 'prof2@example.com', 'profile_two');
    const patch = (body: unknown) =>
      client.request({ method: 'PATCH', url: '/api/me/profile', payload: body as object });

    const ok = await patch({ displayName: 'Profil Un', username: 'Profile_Uno' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      displayName: 'Profil Un',
      username: 'Profile_Uno',
      email: 'prof@example.com',
    });
    const taken = await patch({ username: 'PROFILE_TWO' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('username_taken');
    const bad = await patch({ username: 'x' });
    expect(bad.statusCode).toBe(400);
    const cleared = await patch({ displayName: '' });
    expect(cleared.json().displayName).toBe('Profile_Uno');
    // Email is read-only here.
    expect((await patch({ email: 'hijack@example.com' })).statusCode).toBe(400);
  });

  it('stores a resized avatar checked by its bytes, and refuses fakes and big files', async () => {
    const client = newClient();
    await signUpConfirmed(ctx, client, 'avatar@example.com', 'avatar_user');
    const upload = (bytes: Buffer, filename: string) => {
      const boundary = '----kinora';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return client.request({
        method: 'POST',
        url: '/api/me/avatar',
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'me.png');
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/files\/avatars\/.+\.webp$/);
    const file = await client.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      width: 256,
      height: 256,
      format: 'webp',
    });

    const fake = await upload(Buffer.from('this is a text file, not an image'), 'fake.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.code).toBe('invalid_image');
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('avatar_too_large');

    // Replacing the avatar removes the previous file.
    const second = await upload(png, 'again.png');
    expect((await client.get(url)).statusCode).toBe(404);
    expect((await client.get(second.json().avatarUrl)).statusCode).toBe(200);
  });

  it('requires a session for profile changes, and refuses cross-site writes', async () => {
    const anonymous = await newClient().request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { displayName: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const client = newClient();
    await signUpConfirmed(ctx, client, 'csrf@example.com', 'csrf_user');
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { displayName: 'pwned' },
      headers: { cookie: client.cookieHeader(), origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_rejected');
    expect((await client.get('/api/session')).json().user.displayName).not.toBe('pwned');
  });
});

describe('password change, sessions and sign-out', () => {
  it('changes the password with the current one, mails a notice, and ends or lists sessions', async () => {
    const laptop = newClient();
    await signUpConfirmed(ctx, laptop, 'multi@example.com', 'multi');
    const phone = newClient();
    await phone.post('/api/auth/sign-in/email', { email: 'multi@example.com', password: STRONG_PASSWORD });
    const list = await laptop.get('/api/auth/list-sessions');
    expect(list.json()).toHaveLength(2);

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'Not-it#123',
      newPassword: 'Another#Pass77',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await phone.get('/api/session')).json().user.email).toBe('multi@example.com');
    const ok = await laptop.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another#Pass77',
    });
    expect(ok.statusCode).toBe(200);
    await waitForMail(ctx, 'multi@example.com', /mot de passe a été modifié/);
    expect((await phone.get('/api/session')).json().user).toBeNull();

    await phone.post('/api/auth/sign-in/email', { email: 'multi@example.com', password: 'Another#Pass77' });
    await laptop.post('/api/auth/revoke-other-sessions', {});
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect((await laptop.get('/api/session')).json().user.email).toBe('multi@example.com');

    const out = await laptop.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await laptop.get('/api/session')).json().user).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  it('enrols TOTP, then asks for a code at sign-in, and accepts a backup code once', async () => {
    const client = newClient();
    await signUpConfirmed(ctx, client, 'totp@example.com', 'totp_user');
    const enable = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Kinora/);
    expect(backupCodes).toHaveLength(10);
    const verify = await client.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) });
    expect(verify.statusCode).toBe(200);
    expect((await client.get('/api/session')).json().user.twoFactorEnabled).toBe(true);

    const other = newClient();
    const first = await other.post('/api/auth/sign-in/email', {
      email: 'totp@example.com',
      password: STRONG_PASSWORD,
    });
    expect(first.json().twoFactorRedirect).toBe(true);
    expect((await other.get('/api/session')).json().user).toBeNull();
    const badCode = await other.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(badCode.statusCode).toBe(401);
    const good = await other.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) });
    expect(good.statusCode).toBe(200);
    expect((await other.get('/api/session')).json().user.email).toBe('totp@example.com');

    const third = newClient();
    await third.post('/api/auth/sign-in/email', { email: 'totp@example.com', password: STRONG_PASSWORD });
    expect(
      (await third.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    const reuse = newClient();
    await reuse.post('/api/auth/sign-in/email', { email: 'totp@example.com', password: STRONG_PASSWORD });
    expect(
      (await reuse.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(401);
  });
});

describe('roles', () => {
  it('makes ADMIN_EMAILS accounts admins and nobody else', async () => {
    const boss = newClient();
    await signUpConfirmed(ctx, boss, 'boss@example.com', 'the_boss');
    const session = (await boss.get('/api/session')).json().user;
    expect(session.roles).toEqual(['admin']);
    expect(session.abilities.admin).toBe(true);
    const member = newClient();
    await signUpConfirmed(ctx, member, 'member@example.com', 'plain_member');
    const memberSession = (await member.get('/api/session')).json().user;
    expect(memberSession.roles).toEqual([]);
    expect(await rolesOf(ctx.db.db, memberSession.id)).toEqual([]);
  });
});

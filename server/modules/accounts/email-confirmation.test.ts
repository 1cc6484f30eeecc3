import { join } from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { linkIn, signUp, waitForMail } from './accounts.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let ipCounter = 1;
const newClient = () => new TestClient(app, 'http://localhost:3000', `10.8.0.${ipCounter++}`);

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

const landing = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(302);
  const url = new URL(res.headers.location as string, 'http://localhost:3000');
  return { path: url.pathname, error: url.searchParams.get('error') };
};

describe('confirmation links land on the page that says what happened (issue 25)', () => {
  it('confirms, signs in and lands on /email-confirmed, whatever callbackURL the link carries', async () => {
    const client = newClient();
    await signUp(client, { email: 'confirm@example.com', username: 'confirmer', callbackURL: '/' });
    const link = linkIn(await waitForMail(ctx, 'confirm@example.com', /Confirmez/));
    expect(link).toContain('callbackURL=%2F');
    expect(landing(await client.get(link))).toEqual({ path: '/email-confirmed', error: null });
    expect((await client.get('/api/session')).json().user.emailVerified).toBe(true);
    // Used again (another browser): the address is confirmed already; no session is opened there.
    const other = newClient();
    expect(landing(await other.get(link))).toEqual({ path: '/email-confirmed', error: null });
    expect((await other.get('/api/session')).json().user).toBeNull();
  });

  it('sends an expired or forged link there with the reason', async () => {
    const expired = await createEmailVerificationToken(
      ctx.config.authSecret,
      'late@example.com',
      undefined,
      -60,
    );
    const client = newClient();
    expect(landing(await client.get(`/api/auth/verify-email?token=${expired}&callbackURL=%2F`))).toEqual({
      path: '/email-confirmed',
      error: 'TOKEN_EXPIRED',
    });
    expect(landing(await client.get('/api/auth/verify-email?token=not-a-token'))).toEqual({
      path: '/email-confirmed',
      error: 'INVALID_TOKEN',
    });
    expect((await client.get('/api/session')).json().user).toBeNull();
  });

  it('mails a new link to an unconfirmed address on request, and answers alike for any other', async () => {
    await signUp(newClient(), { email: 'again@example.com', username: 'again_user' });
    await waitForMail(ctx, 'again@example.com', /Confirmez/);
    const res = await newClient().post('/api/auth/send-verification-email', { email: 'again@example.com' });
    expect(res.statusCode).toBe(200);
    const mailDir = join(ctx.config.dataDir, 'mail');
    await expect
      .poll(async () => (await listOutbox(mailDir, { to: 'again@example.com' })).length, { timeout: 15_000 })
      .toBe(2);
    const unknown = await newClient().post('/api/auth/send-verification-email', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
  });

  it('limits new-link requests per client', async () => {
    const client = newClient();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await client.post('/api/auth/send-verification-email', { email: `x${i}@example.com` })).statusCode,
      );
    expect(codes).toContain(429);
  });
});

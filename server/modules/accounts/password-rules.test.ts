import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { linkIn, STRONG_PASSWORD, signUp, signUpConfirmed, waitForMail } from './accounts.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let ipCounter = 1;
const newClient = () => new TestClient(app, 'http://localhost:3000', `10.9.0.${ipCounter++}`);

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

const reasonsOf = (res: { json(): { error: { code: string; details?: { reasons?: string[] } } } }) => ({
  code: res.json().error.code,
  reasons: res.json().error.details?.reasons,
});

describe('weak passwords carry their reasons as codes', () => {
  it('refuses a password that meets the five criteria but decorates a common one (issue 25: "Paulus#2026")', async () => {
    const res = await signUp(newClient(), {
      email: 'pdurand@example.com',
      username: 'pdurand',
      password: 'Paulus#2026',
    });
    expect(res.statusCode).toBe(400);
    expect(reasonsOf(res)).toEqual({ code: 'weak_password', reasons: ['too_common'] });
  });

  it("refuses a sign-up whose password contains the username, the email's name or the display name", async () => {
    const res = await signUp(newClient(), {
      email: 'zorblat.quix@example.com',
      username: 'Vendrak77',
      name: 'Oskarine Wylde',
      password: 'vendrak77-Quix-Oskarine#',
    });
    expect(res.statusCode).toBe(400);
    expect(reasonsOf(res)).toEqual({
      code: 'weak_password',
      reasons: ['contains_username', 'contains_email', 'contains_name'],
    });
    const ok = await signUp(newClient(), {
      email: 'zorblat.quix@example.com',
      username: 'Vendrak77',
      name: 'Oskarine Wylde',
      password: STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a new password that contains the signed-in member's username", async () => {
    const client = newClient();
    await signUpConfirmed(ctx, client, 'changer@example.com', 'Quorvath');
    const res = await client.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'My-Quorvath#99',
    });
    expect(res.statusCode).toBe(400);
    expect(reasonsOf(res)).toEqual({ code: 'weak_password', reasons: ['contains_username'] });
  });

  it('refuses a reset to a password that contains the email of the account the link was sent to', async () => {
    const client = newClient();
    await signUpConfirmed(ctx, client, 'plimsoth@example.com', 'resetter');
    await newClient().post('/api/auth/request-password-reset', {
      email: 'plimsoth@example.com',
      redirectTo: '/password-reset',
    });
    const mail = await waitForMail(ctx, 'plimsoth@example.com', /Réinitialisez/);
    const landing = await newClient().get(linkIn(mail));
    const token = new URL(landing.headers.location as string, 'http://localhost:3000').searchParams.get(
      'token',
    );
    const res = await newClient().post('/api/auth/reset-password', { token, newPassword: 'Plimsoth#2026x' });
    expect(res.statusCode).toBe(400);
    expect(reasonsOf(res)).toEqual({ code: 'weak_password', reasons: ['contains_email'] });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { billingCustomers, billingSubscriptions, session } from '../db/schema';
import { STRONG_PASSWORD, signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { setAdmin } from '../modules/accounts/commands/admin-roles';
import { userIdOf } from '../modules/videos/videos.test-helpers';
import { TestClient } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';

/**
 * Who a session cookie belongs to is remembered per node (actor-cache.ts): a signed-in request
 * reads no session row, yet every change that ends or alters a session reaches every node at once.
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let n = 0;

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  otherNode = await buildApp(ctx, { webDist: null });
  await Promise.all([app.ready(), otherNode.ready()]);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

/** A confirmed member signed in on `app`; `on(node)` asks /api/session with the same cookie anywhere. */
async function member() {
  n++;
  const client = new TestClient(app, 'http://localhost:3000', `10.9.0.${n}`);
  await signUpConfirmed(ctx, client, `cache${n}@example.com`, `cache_${n}`);
  const userId = await userIdOf(client);
  const on = async (node: FastifyInstance, cookie = client.cookieHeader()) =>
    (await node.inject({ url: '/api/session', headers: { cookie }, remoteAddress: '10.9.1.1' })).json().user
      ?.id ?? null;
  return { client, userId, on };
}

describe('actor cache', () => {
  it('reads no session row once it knows the cookie (a row removed behind its back still signs in)', async () => {
    const m = await member();
    expect(await m.on(app)).toBe(m.userId);
    await ctx.db.db.delete(session).where(eq(session.userId, m.userId));
    expect(await m.on(app)).toBe(m.userId);
    // A node that never saw the cookie reads the table: signed out.
    expect(await m.on(otherNode)).toBeNull();
  });

  it('signs out everywhere at once', async () => {
    const m = await member();
    const cookie = m.client.cookieHeader();
    expect([await m.on(app), await m.on(otherNode)]).toEqual([m.userId, m.userId]);
    expect((await m.client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect([await m.on(app, cookie), await m.on(otherNode, cookie)]).toEqual([null, null]);
  });

  it('ends the other sessions on every node when the password changes', async () => {
    const m = await member();
    const phone = new TestClient(otherNode, 'http://localhost:3000', '10.9.2.1');
    expect((await signIn(phone, `cache${n}@example.com`, STRONG_PASSWORD)).statusCode).toBe(200);
    const phoneCookie = phone.cookieHeader();
    expect([await m.on(app, phoneCookie), await m.on(otherNode, phoneCookie)]).toEqual([m.userId, m.userId]);
    const res = await m.client.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another#Pass77',
    });
    expect(res.statusCode).toBe(200);
    expect([await m.on(app, phoneCookie), await m.on(otherNode, phoneCookie)]).toEqual([null, null]);
    expect(await m.on(otherNode)).toBe(m.userId);
  });

  it('forgets a deleted account on every node at once', async () => {
    const m = await member();
    const cookie = m.client.cookieHeader();
    expect(await m.on(otherNode)).toBe(m.userId);
    const res = await m.client.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect([await m.on(app, cookie), await m.on(otherNode, cookie)]).toEqual([null, null]);
  });

  it('gives and takes admin on every node at once (the CLI command announces it)', async () => {
    const m = await member();
    const admin = async (node: FastifyInstance) =>
      (
        await node.inject({
          url: '/api/session',
          headers: { cookie: m.client.cookieHeader() },
          remoteAddress: '10.9.1.1',
        })
      ).json().user?.abilities?.admin;
    expect([await admin(app), await admin(otherNode)]).toEqual([false, false]);
    await setAdmin(ctx, `cache${n}@example.com`, true);
    expect([await admin(app), await admin(otherNode)]).toEqual([true, true]);
    await setAdmin(ctx, `CACHE${n}@example.com`, false);
    expect([await admin(app), await admin(otherNode)]).toEqual([false, false]);
  });

  it('stops a remembered Premium at the period end on the app clock, with no event', async () => {
    const m = await member();
    const end = new Date(ctx.clock.now().getTime() + 86_400_000);
    await ctx.db.db
      .insert(billingCustomers)
      .values({ userId: m.userId, provider: 'sandbox', customerId: `cus_cache_${m.userId}` });
    await ctx.db.db.insert(billingSubscriptions).values({
      id: `sub_cache_${m.userId}`,
      userId: m.userId,
      plan: 'premium',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: ctx.clock.now(),
      currentPeriodEnd: end,
      firstPaidAt: ctx.clock.now(),
      providerCreatedAt: ctx.clock.now(),
    });
    // Signed in again: the new session's actor is read with the plan, then remembered.
    const fresh = new TestClient(app, 'http://localhost:3000', '10.9.3.1');
    expect((await signIn(fresh, `cache${n}@example.com`, STRONG_PASSWORD)).statusCode).toBe(200);
    // Ads follow the actor's plan: none for Premium.
    const showsAds = async () => (await fresh.get('/api/ads')).json().show as boolean;
    // The session tells the web app which plan the server holds (it drops a cached status that disagrees).
    const sessionPlan = async () => (await fresh.get('/api/session')).json().user.plan as string;
    expect(await showsAds()).toBe(false);
    expect(await showsAds()).toBe(false);
    expect(await sessionPlan()).toBe('premium');
    ctx.clock.set(end.getTime() + 1000);
    expect(await showsAds()).toBe(true);
    expect(await sessionPlan()).toBe('free');
  });
});

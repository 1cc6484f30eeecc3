import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaFeedback } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { setRoleNow, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { userIdOf } from '../videos/videos.test-helpers';
import { QA_FEEDBACK_PAGE_SIZE } from './qa.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let tester: TestClient;
let member: TestClient;
let testerId: string;

const send = (client: TestClient, message: string, pagePath = '/watch/123') =>
  client.post('/api/qa/feedback', { message, pagePath });

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, 'http://localhost:3000', '10.6.0.1');
  tester = new TestClient(t.app, 'http://localhost:3000', '10.6.0.2');
  member = new TestClient(t.app, 'http://localhost:3000', '10.6.0.3');
  await signUpConfirmed(t.ctx, admin, 'qa-admin@example.com', 'qaadmin');
  await signUpConfirmed(t.ctx, tester, 'qa-tester@example.com', 'qatester');
  await signUpConfirmed(t.ctx, member, 'qa-member@example.com', 'qamember');
  await grantConfiguredAdmins(t.ctx, ['qa-admin@example.com']);
  testerId = await userIdOf(tester);
  await setRoleNow(t.ctx, testerId, 'qa');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/qa/feedback', () => {
  it('stores the message of a QA member with the page it came from', async () => {
    const res = await send(tester, '  Le lecteur saute au début après une pause.  ', '/watch/abc?t=12');
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.db.select().from(qaFeedback).where(eq(qaFeedback.id, res.json().id));
    expect(row).toMatchObject({
      userId: testerId,
      message: 'Le lecteur saute au début après une pause.',
      pagePath: '/watch/abc?t=12',
    });
  });

  it('is refused to members without the QA role, to admins without it, and asks visitors to sign in', async () => {
    const before = (await t.ctx.db.db.select().from(qaFeedback)).length;
    expect((await send(member, 'Bonjour')).json().error.code).toBe('forbidden');
    expect((await send(admin, 'Bonjour')).statusCode).toBe(403);
    const visitor = new TestClient(t.app, 'http://localhost:3000', '10.6.0.9');
    expect((await send(visitor, 'Bonjour')).json().error.code).toBe('unauthenticated');
    expect((await t.ctx.db.db.select().from(qaFeedback)).length).toBe(before);
  });

  it('stops as soon as the QA role ends', async () => {
    const other = new TestClient(t.app, 'http://localhost:3000', '10.6.0.4');
    await signUpConfirmed(t.ctx, other, 'qa-ending@example.com', 'qaending');
    const id = await userIdOf(other);
    await setRoleNow(t.ctx, id, 'qa');
    expect((await send(other, 'Encore là')).statusCode).toBe(201);
    await setRoleNow(t.ctx, id, 'qa', false);
    expect((await send(other, 'Plus là')).statusCode).toBe(403);
  });

  it('refuses empty, huge, NUL-bearing messages and paths that are not app paths', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ message: '   ', pagePath: '/' }, 400, 'feedback_required'],
      [{ pagePath: '/' }, 400, 'feedback_required'],
      [{ message: 'x'.repeat(5001), pagePath: '/' }, 400, 'feedback_too_long'],
      [{ message: 'a\u0000b', pagePath: '/' }, 400, 'invalid_characters'],
      [{ message: 'ok', pagePath: 'https://evil.example/' }, 400, 'bad_request'],
      [{ message: 'ok', pagePath: `/${'a'.repeat(600)}` }, 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await tester.post('/api/qa/feedback', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    const huge = await tester.post('/api/qa/feedback', {
      message: 'x'.repeat(2 * 1024 * 1024),
      pagePath: '/',
    });
    expect(huge.statusCode).toBe(413);
  });

  it('limits how fast one address sends', async () => {
    const spammer = new TestClient(t.app, 'http://localhost:3000', '10.6.2.1');
    await signUpConfirmed(t.ctx, spammer, 'qa-spam@example.com', 'qaspam');
    await setRoleNow(t.ctx, await userIdOf(spammer), 'qa');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(spammer, `n°${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/admin/qa-feedback', () => {
  it('lists every message newest first, in pages, with its author', async () => {
    for (let i = 0; i < QA_FEEDBACK_PAGE_SIZE + 5; i++) {
      t.ctx.clock.advance(1000);
      // Past the per-IP limit of 20 a minute (checked below), as if sent over a day.
      tester.ip = `10.6.1.${i}`;
      expect((await send(tester, `Retour n°${i}`)).statusCode).toBe(201);
    }
    const total = (await t.ctx.db.db.select().from(qaFeedback)).length;
    const first = (await admin.get('/api/admin/qa-feedback')).json();
    expect(first.items).toHaveLength(QA_FEEDBACK_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      message: `Retour n°${QA_FEEDBACK_PAGE_SIZE + 4}`,
      pagePath: '/watch/123',
      author: { id: testerId, username: 'qatester', email: 'qa-tester@example.com' },
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const seen = [...first.items];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await admin.get(`/api/admin/qa-feedback?cursor=${cursor}`)).json();
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((f) => f.id)).size).toBe(total);
    const times = seen.map((f) => Date.parse(f.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is for admins only', async () => {
    expect((await tester.get('/api/admin/qa-feedback')).statusCode).toBe(403);
    expect((await member.get('/api/admin/qa-feedback')).statusCode).toBe(403);
  });
});

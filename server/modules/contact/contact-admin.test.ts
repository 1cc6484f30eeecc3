import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_RETENTION_YEARS } from '../../../domain/limits';
import { buildApp } from '../../app';
import { contactMessages, contactReplies } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { grantConfiguredAdmins } from '../accounts/accounts.public';
import { signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { CONTACT_PAGE_SIZE } from './contact-admin.routes';
import { purgeExpiredContactMessages } from './member-data';

const SUPPORT = 'help@kinora.test';
let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;

const minutesAgo = (m: number) => new Date(ctx.clock.now().getTime() - m * 60_000);
async function insertMessage(
  email: string,
  createdAt: Date,
  extra: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await ctx.db.db
    .insert(contactMessages)
    .values({
      firstName: 'Ana',
      lastName: 'Lima',
      email,
      topic: 'support',
      message: 'Bonjour',
      locale: 'en',
      createdAt,
      ...extra,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
const auditRows = (requestId: string) =>
  ctx.db.query<{ action: string; before: unknown; after: unknown }>(
    'select action, before, after from audit_log where request_id = $1',
    [requestId],
  );

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: SUPPORT });
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  admin = new TestClient(app, 'http://localhost:3000', '10.31.0.1');
  await signUpConfirmed(ctx, admin, 'boss@example.com', 'boss');
  await grantConfiguredAdmins(ctx, ['boss@example.com']);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('admin contact inbox', () => {
  it('lists unread messages first, then newest, across keyset pages', async () => {
    const readOld = await insertMessage('a@example.com', minutesAgo(50), { readAt: minutesAgo(40) });
    const unreadOld = await insertMessage('b@example.com', minutesAgo(30));
    const readNew = await insertMessage('c@example.com', minutesAgo(5), { readAt: minutesAgo(4) });
    const unreadNew = await insertMessage('d@example.com', minutesAgo(10));
    const page = (await admin.get('/api/admin/contact')).json();
    expect(page.items.map((m: { id: string }) => m.id)).toEqual([unreadNew, unreadOld, readNew, readOld]);
    expect(page.items.map((m: { state: string }) => m.state)).toEqual(['unread', 'unread', 'read', 'read']);
    expect(page.unread).toBe(2);
    expect(page.nextCursor).toBeNull();
    const unreadOnly = (await admin.get('/api/admin/contact?state=unread')).json();
    expect(unreadOnly.items.map((m: { id: string }) => m.id)).toEqual([unreadNew, unreadOld]);

    // A full page and more: the cursor carries on where the page stopped, nothing twice, nothing lost.
    for (let i = 0; i < CONTACT_PAGE_SIZE; i++)
      await insertMessage(`bulk${i}@example.com`, minutesAgo(100 + i));
    const first = (await admin.get('/api/admin/contact')).json();
    expect(first.items).toHaveLength(CONTACT_PAGE_SIZE);
    const second = (
      await admin.get(`/api/admin/contact?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    const ids = [...first.items, ...second.items].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(CONTACT_PAGE_SIZE + 4);
    expect(second.nextCursor).toBeNull();
    expect(ids.slice(-2)).toEqual([readNew, readOld]);
  });

  it('refuses a garbage cursor with 400 invalid_cursor (a NUL byte: invalid_characters)', async () => {
    const nul = await admin.get('/api/admin/contact?cursor=1~%00');
    expect([nul.statusCode, nul.json().error.code]).toEqual([400, 'invalid_characters']);
    for (const cursor of [
      'x',
      '1~1_nope',
      `${'9'.repeat(16)}~1_00000000-0000-4000-8000-000000000000`,
      '1~1_1_1',
      `1~${'9'.repeat(16)}_00000000-0000-4000-8000-000000000000`,
    ])
      expect(
        (await admin.get(`/api/admin/contact?cursor=${encodeURIComponent(cursor)}`)).json().error.code,
      ).toBe('invalid_cursor');
  });

  it('marks a message read, handled and unread again, each with an audit row', async () => {
    const id = await insertMessage('state@example.com', minutesAgo(1));
    const read = await admin.post(`/api/admin/contact/${id}/state`, { state: 'read' });
    expect(read.json()).toMatchObject({ state: 'read', handledAt: null });
    const readAt = read.json().readAt;
    const handled = await admin.post(`/api/admin/contact/${id}/state`, { state: 'handled' });
    // The first reading's time is kept.
    expect(handled.json()).toMatchObject({ state: 'handled', readAt });
    const [row] = (await auditRows(String(handled.headers['x-request-id']))).rows;
    expect(row).toMatchObject({
      action: 'contact.mark-handled',
      before: { state: 'read' },
      after: { state: 'handled' },
    });
    const unread = await admin.post(`/api/admin/contact/${id}/state`, { state: 'unread' });
    expect(unread.json()).toMatchObject({ state: 'unread', readAt: null, handledAt: null });
  });

  it('mails a reply to the sender in their language, Reply-To support, keeps it and marks the message handled', async () => {
    const id = await insertMessage('asker@example.com', minutesAgo(2), { topic: 'press', locale: 'de' });
    const res = await admin.post(`/api/admin/contact/${id}/reply`, {
      body: 'Hallo,\n<b>danke</b> für die Frage.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'handled', replies: [{ authorEmail: 'boss@example.com' }] });
    const mail = await waitForMail(ctx, 'asker@example.com', /Antwort/);
    expect(mail.subject).toBe('Antwort auf deine Nachricht „Presse“ — Kinora');
    expect(mail.text).toContain('Hallo,\n<b>danke</b> für die Frage.');
    expect(mail.html).toContain('&lt;b&gt;danke&lt;/b&gt;');
    const eml = readFileSync(join(ctx.config.dataDir, 'mail', `${mail.id}.eml`), 'utf8');
    expect(/^Reply-To: (.+)$/im.exec(eml)?.[1]).toBe(SUPPORT);
    const [reply] = await ctx.db.db.select().from(contactReplies).where(eq(contactReplies.messageId, id));
    expect(reply).toMatchObject({
      authorEmail: 'boss@example.com',
      body: 'Hallo,\n<b>danke</b> für die Frage.',
    });
    const [audit] = (await auditRows(String(res.headers['x-request-id']))).rows;
    expect(audit).toMatchObject({ action: 'contact.reply', after: { state: 'handled', bodyLength: 34 } });
  });

  it('purges a replied message with its replies once the privacy policy’s retention has passed', async () => {
    const at = ctx.clock.now();
    at.setUTCFullYear(at.getUTCFullYear() - CONTACT_MESSAGE_RETENTION_YEARS);
    const id = await insertMessage('expired@example.com', new Date(at.getTime() + 60_000));
    await admin.post(`/api/admin/contact/${id}/reply`, { body: 'Réponse' });
    expect(await purgeExpiredContactMessages(ctx)).toBe(0);
    ctx.clock.advance(61_000);
    expect(await purgeExpiredContactMessages(ctx)).toBe(1);
    expect(await ctx.db.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toEqual([]);
  });
});

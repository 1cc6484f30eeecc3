import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { grantConfiguredAdmins } from '../accounts/accounts.public';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { OUTBOX_PAGE_SIZE } from './outbox.routes';

async function adminApp() {
  const ctx = await createTestContext();
  await ctx.queue.work(ctx);
  const app = await buildApp(ctx, { webDist: null });
  await app.ready();
  const admin = new TestClient(app, 'http://localhost:3000', '10.33.0.1');
  return { ctx, app, admin };
}

describe('mail outbox viewer (MAIL=outbox)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let admin: TestClient;
  beforeAll(async () => {
    ({ ctx, app, admin } = await adminApp());
    await signUpConfirmed(ctx, admin, 'boss@example.com', 'boss');
    await grantConfiguredAdmins(ctx, ['boss@example.com']);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('says it is on, lists newest first in pages and shows a message with its headers', async () => {
    expect((await admin.get('/api/admin/outbox/status')).json()).toEqual({ enabled: true });
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 2; i++)
      await ctx.mailer.send({ to: `n${i}@example.com`, subject: `Numéro ${i}`, text: 't', html: '<p>h</p>' });
    await ctx.mailer.send({
      to: 'last@example.com',
      replyTo: 'help@example.com',
      subject: 'Dernier',
      text: 'Bonjour',
      html: '<p onclick="alert(1)">Bonjour</p><script>alert(2)</script>',
    });
    const first = (await admin.get('/api/admin/outbox')).json();
    expect(first.items).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ to: 'last@example.com', subject: 'Dernier' });
    const second = (await admin.get(`/api/admin/outbox?before=${first.nextBefore}`)).json();
    const all = [...first.items, ...second.items].map((m: { id: string }) => m.id);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort().reverse()).toEqual(all);
    expect(second.items.length).toBeGreaterThanOrEqual(3);

    const message = (await admin.get(`/api/admin/outbox/${first.items[0].id}`)).json();
    expect(message.text).toBe('Bonjour');
    // The HTML comes as data; the screen shows it in a sandboxed frame without scripts.
    expect(message.html).toContain('<script>');
    const header = (name: string) =>
      message.headers.find((h: { name: string }) => h.name.toLowerCase() === name)?.value;
    expect(header('reply-to')).toBe('help@example.com');
    expect(header('to')).toBe('last@example.com');
    expect(header('content-type')).toMatch(/multipart\/alternative/);
  });

  it.each([
    '../../config',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2Fetc%2Fpasswd',
    '1000000000000-0000000g',
    `${'1'.repeat(13)}-abcdef01.json`,
    '1000000000000-abcdef01%00',
    'x'.repeat(5000),
  ])('refuses a hostile name (%s) without reading anything', async (name) => {
    const res = await admin.get(`/api/admin/outbox/${name}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('root:');
  });

  it('refuses a hostile page cursor', async () => {
    for (const before of ['..%2F..', '1', `${'9'.repeat(13)}-ffffffff%2F..`])
      expect((await admin.get(`/api/admin/outbox?before=${before}`)).json().error.code).toBe(
        'invalid_cursor',
      );
  });

  it('does not follow a link placed in the folder to a file outside it', async () => {
    const dir = join(ctx.config.dataDir, 'mail');
    const outside = join(ctx.config.dataDir, 'secret');
    await mkdir(outside, { recursive: true });
    await writeFile(join(outside, 'x.json'), JSON.stringify({ id: 'x', to: 'secret', subject: 'secret' }));
    await writeFile(join(outside, 'x.eml'), 'Subject: secret\n\nsecret');
    await symlink(join(outside, 'x.json'), join(dir, '1000000000001-deadbeef.json'));
    await symlink(join(outside, 'x.eml'), join(dir, '1000000000001-deadbeef.eml'));
    const res = await admin.get('/api/admin/outbox/1000000000001-deadbeef');
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'outbox_message_not_found']);
  });

  it('with MAIL=smtp says it is off, and the list and messages answer 404 outbox_disabled', async () => {
    // The same node configured for SMTP (the routes read the transport when they are registered).
    const smtpApp = await buildApp(
      { ...ctx, config: { ...ctx.config, mail: { ...ctx.config.mail, transport: 'smtp' } } },
      { webDist: null },
    );
    await smtpApp.ready();
    try {
      const asAdmin = (url: string) =>
        smtpApp.inject({ method: 'GET', url, headers: { cookie: admin.cookieHeader() } });
      expect((await asAdmin('/api/admin/outbox/status')).json()).toEqual({ enabled: false });
      const list = await asAdmin('/api/admin/outbox');
      expect([list.statusCode, list.json().error.code]).toEqual([404, 'outbox_disabled']);
      const one = await asAdmin('/api/admin/outbox/1000000000000-abcdef01');
      expect([one.statusCode, one.json().error.code]).toEqual([404, 'outbox_disabled']);
    } finally {
      await smtpApp.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, type OutboxEntry } from '../../adapters/mail/outbox-mailer';
import { buildApp } from '../../app';
import { contactMessages } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { linkIn, signUp, waitForMail } from '../accounts/accounts.test-helpers';
import { userIdOf } from '../videos/videos.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let ipCounter = 1;
/** Each scenario writes from its own IP, so the per-IP limit of one does not leak into another. */
const newClient = () => new TestClient(app, 'http://localhost:3000', `10.9.0.${ipCounter++}`);

const SUPPORT = 'help@kinora.test';
const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  jobTitle: 'Journaliste',
  topic: 'press',
  message: 'Bonjour,\nune question <b>importante</b>.',
  consent: true,
  website: '',
  locale: 'fr',
  ...overrides,
});

const rowsFrom = (email: string) =>
  ctx.db.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const outbox = () => listOutbox(join(ctx.config.dataDir, 'mail'));
/** Whether the queue holds mail jobs for `address` (sent or not): "nothing sent" checks the jobs too. */
async function mailJobsFor(address: string): Promise<number> {
  const result = await ctx.db.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = ${address}`,
  );
  const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}
/** The Reply-To of a message in the outbox, from the MIME file as an SMTP server would receive it. */
const replyToOf = (mail: OutboxEntry) =>
  /^Reply-To: (.+)$/im.exec(readFileSync(join(ctx.config.dataDir, 'mail', `${mail.id}.eml`), 'utf8'))?.[1];

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: SUPPORT });
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('POST /api/contact', () => {
  it('stores the message, mails it to support (Reply-To the sender) and acknowledges it in the sender’s language', async () => {
    const res = await newClient().post('/api/contact', valid({ email: 'Writer@Example.com ', locale: 'en' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });

    const [row] = await rowsFrom('Writer@Example.com');
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      jobTitle: 'Journaliste',
      topic: 'press',
      message: 'Bonjour,\nune question <b>importante</b>.',
      userId: null,
      locale: 'en',
    });

    const support = await waitForMail(ctx, SUPPORT, /Formulaire de contact/);
    expect(support.subject).toBe('Formulaire de contact — Presse — Ana Lima');
    // (nodemailer writes the domain in lower case)
    expect(replyToOf(support)?.toLowerCase()).toBe('writer@example.com');
    for (const part of ['Ana', 'Lima', 'Writer@Example.com', 'Journaliste', 'press', 'en'])
      expect(support.text).toContain(part);
    expect(support.text).toContain('Bonjour,\nune question <b>importante</b>.');
    // Typed text is escaped in the HTML part.
    expect(support.html).toContain('une question &lt;b&gt;importante&lt;/b&gt;.');
    expect(support.html).not.toContain('<b>importante');

    const ack = await waitForMail(ctx, 'Writer@Example.com', /received your message/);
    expect(ack.subject).toBe('We received your message — Kinora');
    expect(ack.text).toContain('Our team will reply within 2 working days.');
    expect(ack.text).toContain('“Press”');
    // The acknowledgement repeats nothing typed: it cannot carry a stranger's text to any address.
    expect(ack.text).not.toContain('importante');
    const raw = readFileSync(join(ctx.config.dataDir, 'mail', `${ack.id}.eml`), 'utf8');
    expect(raw).toMatch(/multipart\/alternative/);
  });

  it('acknowledges in French when the form sends no language it knows', async () => {
    const res = await newClient().post('/api/contact', valid({ email: 'nolang@example.com', locale: 'xx' }));
    expect(res.statusCode).toBe(201);
    const ack = await waitForMail(ctx, 'nolang@example.com', /Kinora/);
    expect(ack.subject).toBe('Nous avons bien reçu votre message — Kinora');
    expect(ack.text).toContain('sous 2 jours ouvrés');
    expect((await rowsFrom('nolang@example.com'))[0]?.locale).toBe('fr');
  });

  it('records a signed-in member and answers in their own language', async () => {
    const client = newClient();
    expect(
      (await signUp(client, { email: 'member@example.com', username: 'writer', locale: 'de' })).statusCode,
    ).toBe(200);
    await client.get(linkIn(await waitForMail(ctx, 'member@example.com', /Bestätige/)));
    const memberId = await userIdOf(client);

    const res = await client.post('/api/contact', valid({ email: 'member@example.com', locale: 'en' }));
    expect(res.statusCode).toBe(201);
    const [row] = await rowsFrom('member@example.com');
    expect(row).toMatchObject({ userId: memberId, locale: 'de' });
    const ack = await waitForMail(ctx, 'member@example.com', /Nachricht erhalten/);
    expect(ack.text).toContain('innerhalb von 2 Werktagen');
    await expect
      .poll(async () => (await outbox()).some((m) => m.to === SUPPORT && m.text.includes(memberId)), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('refuses a message without consent, and keeps nothing', async () => {
    const res = await newClient().post(
      '/api/contact',
      valid({ email: 'noconsent@example.com', consent: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('consent_required');
    const { consent: _, ...withoutConsent } = valid({ email: 'noconsent@example.com' });
    const missing = await newClient().post('/api/contact', withoutConsent);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('consent_required');
    expect(await rowsFrom('noconsent@example.com')).toEqual([]);
    expect(await mailJobsFor('noconsent@example.com')).toBe(0);
  });

  it.each([
    ['a bad email', { email: 'not-an-address' }, 'invalid_email'],
    ['no email', { email: undefined }, 'invalid_email'],
    ['no first name', { firstName: undefined }, 'first_name_required'],
    ['a blank first name', { firstName: '   ' }, 'first_name_required'],
    ['no last name', { lastName: '' }, 'last_name_required'],
    ['a name too long', { lastName: 'x'.repeat(101) }, 'last_name_too_long'],
    ['a job title too long', { jobTitle: 'x'.repeat(101) }, 'job_title_too_long'],
    ['an unknown topic', { topic: 'sales' }, 'topic_required'],
    ['no message', { message: ' ' }, 'message_required'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message_too_long'],
  ])('answers 400 for %s', async (_, overrides, code) => {
    const email = `bad-${ipCounter}@example.com`;
    const res = await newClient().post('/api/contact', valid({ email, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(await rowsFrom(email)).toEqual([]);
  });

  it('names the first wrong field, in the order of the form', async () => {
    const res = await newClient().post('/api/contact', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('first_name_required');
    const codes = res.json().error.details.map((d: { message: string }) => d.message);
    expect(codes).toEqual([
      'first_name_required',
      'last_name_required',
      'invalid_email',
      'topic_required',
      'message_required',
      'consent_required',
    ]);
  });

  it.each([
    ['a NUL character', 'hello\u0000world'],
    ['a 100 KB message', 'x'.repeat(100 * 1024)],
  ])('refuses %s and keeps nothing', async (_, message) => {
    const email = `huge-${ipCounter}@example.com`;
    const res = await newClient().post('/api/contact', valid({ email, message }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await rowsFrom(email)).toEqual([]);
    expect(await mailJobsFor(email)).toBe(0);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const res = await newClient().post(
      '/api/contact',
      valid({ email: 'bot@example.com', website: 'https://spam.example' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await rowsFrom('bot@example.com')).toEqual([]);
    expect(await mailJobsFor('bot@example.com')).toBe(0);
    expect((await outbox()).some((m) => m.text.includes('bot@example.com'))).toBe(false);
  });

  it('takes 5 messages per IP and hour, then answers 429 rate_limited (other IPs still write)', async () => {
    const client = newClient();
    for (let i = 1; i <= 5; i++) {
      const res = await client.post('/api/contact', valid({ email: `flood${i}@example.com` }));
      expect(res.statusCode, `message ${i}`).toBe(201);
    }
    const sixth = await client.post('/api/contact', valid({ email: 'flood6@example.com' }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('rate_limited');
    expect(await rowsFrom('flood6@example.com')).toEqual([]);
    expect(await mailJobsFor('flood6@example.com')).toBe(0);
    expect((await newClient().post('/api/contact', valid({ email: 'other@example.com' }))).statusCode).toBe(
      201,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-context';
import { sendMailJob } from '../mail/mail.public';

describe('GET /api/health', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports database, storage, queue and media', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checks.database).toMatchObject({ status: 'ok', kind: t.ctx.db.kind });
    expect(body.checks.storage).toMatchObject({ status: 'ok', kind: 'local' });
    expect(body.checks.queue).toMatchObject({ status: 'ok' });
    expect(['ok', 'unavailable']).toContain(body.checks.media.status);
    expect(body.status).toBe(body.checks.media.status === 'ok' ? 'ok' : 'degraded');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('reports the NOTIFY queue usage (PostgreSQL only) and the jobs waiting', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().figures;
    if (t.ctx.db.kind === 'postgres') {
      expect(before.notificationQueueUsage).toBeGreaterThanOrEqual(0);
      expect(before.notificationQueueUsage).toBeLessThan(1);
    } else expect(before.notificationQueueUsage).toBeNull();
    // Nobody works this context's queue: the jobs wait.
    for (const n of [1, 2, 3])
      await t.ctx.queue.send(sendMailJob, {
        to: `health${n}@example.com`,
        subject: 's',
        text: 't',
        html: 't',
      });
    const after = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().figures;
    expect(after.queuedJobs).toBe(before.queuedJobs + 3);
  });

  it('says which payment provider and mail transport run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().checks.payments).toEqual({
      status: 'ok',
      kind: 'sandbox',
      detail: 'Test mode: no real money, Premium costs nothing',
    });
    expect(res.json().checks.mail).toMatchObject({ status: 'ok', kind: 'outbox' });
    const live = await createTestApp({
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_health',
        STRIPE_WEBHOOK_SECRET: 'whsec_health',
        STRIPE_PREMIUM_PRICE_ID: 'price_premium',
        STRIPE_QA_PRICE_ID: 'price_qa',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    try {
      const body = (await live.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(body.checks.payments).toEqual({ status: 'ok', kind: 'stripe' });
      expect(body.checks.mail).toEqual({ status: 'ok', kind: 'smtp' });
    } finally {
      await live.close();
    }
  });

  it('says media processing is unavailable when ffmpeg is missing, and stays up', async () => {
    const t2 = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    try {
      const res = await t2.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('degraded');
      expect(res.json().checks.media.status).toBe('unavailable');
      expect(res.json().checks.media.detail).toMatch(/unavailable/);
    } finally {
      await t2.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const t3 = await createTestApp();
    await t3.ctx.db.close();
    const res = await t3.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('error');
    expect(res.json().checks.database.status).toBe('error');
    expect(res.json().figures).toEqual({ notificationQueueUsage: null, queuedJobs: null });
    await t3.app.close();
  });
});

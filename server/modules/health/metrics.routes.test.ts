import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '../../metrics/expose';
import { createTestApp } from '../../test/test-context';
import { sendMailJob } from '../mail/mail.public';

const TOKEN = 'test-metrics-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith(`${series} `))
    ?.slice(series.length + 1);

describe('GET /metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('is off (404) without METRICS_TOKEN, whatever the request says', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    } finally {
      await off.close();
    }
  });

  it('answers 401 metrics_token_invalid without the token, with another or a near one', async () => {
    for (const headers of [
      {},
      bearer('wrong-token-0123456789abc'),
      bearer(TOKEN.slice(0, -1)),
      bearer(`${TOKEN}x`),
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN} ${TOKEN}` },
      { authorization: `Bearer ${'a'.repeat(100_000)}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('metrics_token_invalid');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('times requests by method, route template and status class: never the URL asked for', async () => {
    const ids = ['6f0c9a5e-1b2d-4c3e-8f4a-5b6c7d8e9f01', '6f0c9a5e-1b2d-4c3e-8f4a-5b6c7d8e9f02'];
    for (const id of ids) await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/6f0c9a5e' });
    const text = await scrape();
    expect(
      sample(
        text,
        'kinora_http_request_duration_seconds_count{method="GET",route="/api/videos/:id",status_class="4xx"}',
      ),
    ).toBe('2');
    expect(
      sample(
        text,
        'kinora_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe('1');
    expect(
      sample(
        text,
        'kinora_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBe('1');
    for (const asked of [...ids, 'no-such-route']) expect(text).not.toContain(asked);
    expect(text).toContain(
      'kinora_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
    );
  });

  it('counts and times jobs by name, and shows the jobs waiting', async () => {
    const before = Number(sample(await scrape(), 'kinora_jobs_queued'));
    await t.ctx.queue.send(sendMailJob, { to: 'metrics@example.com', subject: 's', text: 't', html: 't' });
    expect(Number(sample(await scrape(), 'kinora_jobs_queued'))).toBe(before + 1);
    await t.ctx.queue.work(t.ctx);
    await expect
      .poll(async () => sample(await scrape(), 'kinora_jobs_total{job="mail.send",outcome="completed"}'), {
        timeout: 20_000,
      })
      .toBe('1');
    const text = await scrape();
    expect(sample(text, 'kinora_job_duration_seconds_count{job="mail.send",outcome="completed"}')).toBe('1');
    expect(sample(text, 'kinora_jobs_total{job="mail.send",outcome="failed"}')).toBeUndefined();
  });

  it('counts open realtime sockets', async () => {
    const socket = await t.app.injectWS('/api/realtime', { headers: { origin: 'http://localhost:3000' } });
    await expect.poll(async () => sample(await scrape(), 'kinora_realtime_connections')).toBe('1');
    socket.terminate();
    await expect.poll(async () => sample(await scrape(), 'kinora_realtime_connections')).toBe('0');
  });

  it('reads the pool and the NOTIFY queue at scrape time on PostgreSQL', async () => {
    const text = await scrape();
    if (t.ctx.db.kind === 'postgres') {
      // The app's pool and pg-boss's own (its queue is started: it holds connections).
      for (const pool of ['app', 'jobs']) {
        expect(Number(sample(text, `kinora_db_pool_connections{pool="${pool}"}`))).toBeGreaterThan(0);
        expect(Number(sample(text, `kinora_db_pool_max_connections{pool="${pool}"}`))).toBeGreaterThan(0);
        expect(sample(text, `kinora_db_pool_waiting_clients{pool="${pool}"}`)).toBe('0');
        expect(
          Number(sample(text, `kinora_db_pool_idle_connections{pool="${pool}"}`)),
        ).toBeGreaterThanOrEqual(0);
      }
      const usage = Number(sample(text, 'kinora_notify_queue_usage'));
      expect(usage).toBeGreaterThanOrEqual(0);
      expect(usage).toBeLessThan(1);
    } else {
      expect(text).not.toContain('kinora_db_pool_connections');
      expect(text).not.toContain('kinora_notify_queue_usage');
    }
  });

  it('still answers when the database is down, its unread figures NaN', async () => {
    const down = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await down.ctx.db.close();
      const res = await down.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE kinora_jobs_queued gauge');
      // NaN: not measured (prom-client writes "Nan", which Prometheus parses as NaN).
      expect(sample(res.body, 'kinora_jobs_queued')).toBe('Nan');
      if (down.ctx.db.kind === 'postgres') expect(sample(res.body, 'kinora_notify_queue_usage')).toBe('Nan');
    } finally {
      await down.app.close();
    }
  });

  it('is served on a port of its own for a worker (METRICS_PORT), under the same rule', async () => {
    const logger = pino({ level: 'silent' });
    const on = await serveMetrics({
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      metrics: t.ctx.metrics,
      logger,
    });
    const off = await serveMetrics({
      port: 0,
      host: '127.0.0.1',
      token: undefined,
      metrics: t.ctx.metrics,
      logger,
    });
    try {
      const url = `http://127.0.0.1:${on.port}`;
      const ok = await fetch(`${url}/metrics`, { headers: bearer(TOKEN) });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('kinora_jobs_total{job="mail.send",outcome="completed"} 1');
      const wrong = await fetch(`${url}/metrics`, { headers: bearer(`${TOKEN}x`) });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('metrics_token_invalid');
      expect((await fetch(`${url}/other`, { headers: bearer(TOKEN) })).status).toBe(404);
      const closed = await fetch(`http://127.0.0.1:${off.port}/metrics`, { headers: bearer(TOKEN) });
      expect(closed.status).toBe(404);
      expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await on.close();
      await off.close();
    }
  });
});

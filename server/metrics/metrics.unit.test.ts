import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { metricsAccess } from './expose';
import { Metrics } from './metrics';

const TOKEN = 'unit-metrics-token-0123456789';

describe('Metrics', () => {
  it('has one registry per instance: figures of one process never show in another', async () => {
    const a = new Metrics();
    const b = new Metrics();
    a.jobRuns.inc({ job: 'mail.send', outcome: 'completed' });
    expect(await a.text()).toContain('kinora_jobs_total{job="mail.send",outcome="completed"} 1');
    expect(await b.text()).not.toContain('job="mail.send"');
  });

  it("names every figure kinora_…, and adds Node's process figures when asked", async () => {
    const plain = await new Metrics().registry.getMetricsAsJSON();
    expect(plain.map((m) => m.name).filter((n) => !n.startsWith('kinora_'))).toEqual([]);
    const full = await new Metrics({ defaultMetrics: true }).text();
    expect(full).toContain('process_cpu_user_seconds_total');
    expect(full).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reads the pool at scrape time, and NaN for what a database that does not answer cannot give', async () => {
    let waiting = 0;
    const down = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connect ECONNREFUSED')),
      poolStats: () => ({ total: 10, idle: 0, waiting, max: 10 }),
      replicaPoolStats: () => ({ total: 3, idle: 1, waiting: 0, max: 10 }),
    } as unknown as DatabaseHandle;
    const metrics = new Metrics({ db: down });
    waiting = 7;
    const text = await metrics.text();
    expect(text).toContain('kinora_db_pool_connections{pool="replica"} 3');
    expect(text).toContain('kinora_db_pool_waiting_clients{pool="app"} 7');
    expect(text).toContain('kinora_db_pool_connections{pool="app"} 10');
    expect(text).toContain('kinora_notify_queue_usage Nan');
    expect(text).toContain('kinora_jobs_queued Nan');
  });

  it("gauges pg-boss's own pool beside the app's, and leaves out a pool that is not open", async () => {
    let jobs: { total: number; idle: number; waiting: number; max: number } | null = null;
    const metrics = new Metrics();
    metrics.watchPool('app', () => ({ total: 4, idle: 3, waiting: 0, max: 10 }));
    metrics.watchPool('jobs', () => jobs);
    expect(await metrics.text()).not.toContain('pool="jobs"');
    jobs = { total: 6, idle: 1, waiting: 2, max: 6 };
    const text = await metrics.text();
    expect(text).toContain('kinora_db_pool_connections{pool="jobs"} 6');
    expect(text).toContain('kinora_db_pool_idle_connections{pool="jobs"} 1');
    expect(text).toContain('kinora_db_pool_waiting_clients{pool="jobs"} 2');
    expect(text).toContain('kinora_db_pool_max_connections{pool="jobs"} 6');
    expect(text).toContain('kinora_db_pool_connections{pool="app"} 4');
  });

  it('does not wait on a database that hangs longer than a second', async () => {
    const hung = { kind: 'postgres', query: () => new Promise(() => {}) } as unknown as DatabaseHandle;
    const started = performance.now();
    expect(await new Metrics({ db: hung }).text()).toContain('kinora_jobs_queued Nan');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('metricsAccess', () => {
  it('is off without a token, whatever the request sends', () => {
    expect(metricsAccess(undefined, `Bearer ${TOKEN}`)).toBe('off');
    expect(metricsAccess(undefined, undefined)).toBe('off');
  });

  it('grants the bearer of the token only', () => {
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe('granted');
    expect(metricsAccess(TOKEN, `bearer ${TOKEN}`)).toBe('granted');
    for (const header of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer  ${TOKEN}`,
      `Bearer ${TOKEN}\u0000`,
      `Bearer ${'x'.repeat(1_000_000)}`,
    ])
      expect(metricsAccess(TOKEN, header)).toBe('refused');
  });
});

describe('metrics settings', () => {
  it('refuses METRICS_PORT without METRICS_TOKEN, and a token a header cannot carry', async () => {
    const { ConfigError, loadConfig } = await import('../config');
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/kinora-metrics-config', AUTH_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig({ ...base, METRICS_PORT: '9400' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN, METRICS_PORT: '9400' }).metrics).toEqual({
      token: TOKEN,
      port: 9400,
    });
    expect(loadConfig(base).metrics).toEqual({ token: undefined, port: undefined });
  });
});

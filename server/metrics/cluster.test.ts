import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { createTestContext, type TestContext } from '../test/test-context';
import { testBackend } from '../test/test-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'cluster-metrics-token-0123456789';
const HEALTH_COUNT =
  'kinora_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
const countOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );

/**
 * The processes an operator runs (PostgreSQL only: API_PROCESSES > 1 and `npm run worker` need it):
 * a scrape of the api port under a supervisor sees every api process; a worker answers on METRICS_PORT.
 */
describe.runIf(testBackend() === 'postgres')('metrics of separate processes', () => {
  let ctx: TestContext;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  });
  afterAll(() => ctx?.close());

  const start = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: ctx.db.connectionString,
        DATA_DIR: ctx.config.dataDir,
        AUTH_SECRET: ctx.config.authSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        GEO_LOOKUP_URLS: 'off',
        HOST: '127.0.0.1',
        METRICS_TOKEN: TOKEN,
        ...env,
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };
  const scrape = async (url: string) => {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const until = async (child: ChildProcess, ready: () => Promise<boolean>) => {
    const deadline = Date.now() + 90_000;
    while (!(await ready().catch(() => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the process did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('sums every api process of an API_PROCESSES supervisor in one scrape of the shared port', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = start('server/main.ts', {
      API_PROCESSES: '2',
      PORT: String(port),
      PUBLIC_URL: url,
      WORKER: 'off',
    });
    // Both api processes are in the sum: each has an app pool of 10 connections at most.
    await until(child, async () => {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      return res.ok && countOf(await res.text(), 'kinora_db_pool_max_connections{pool="app"}') === 20;
    });
    const before = countOf(await scrape(url), HEALTH_COUNT);
    const n = 40;
    // New connections each: the supervisor hands them out in turn, so both processes answer some.
    for (let i = 0; i < n; i++)
      await fetch(`${url}/api/health`, { headers: { connection: 'close' } }).then((r) => r.arrayBuffer());
    // Each process's own registry would see about half of them.
    expect(countOf(await scrape(url), HEALTH_COUNT) - before).toBe(n);
  }, 180_000);

  it('serves a worker on METRICS_PORT, with its job figures', async () => {
    const metricsPort = await freePort();
    const url = `http://127.0.0.1:${metricsPort}`;
    const child = start('server/worker.ts', { METRICS_PORT: String(metricsPort) });
    await until(child, async () => (await fetch(`${url}/metrics`)).status === 401);
    const text = await scrape(url);
    expect(text).toContain('# TYPE kinora_jobs_total counter');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/^kinora_db_pool_connections\{pool="app"\} \d+$/m);
    expect(text).toMatch(/^kinora_db_pool_connections\{pool="jobs"\} \d+$/m);
  }, 180_000);
});

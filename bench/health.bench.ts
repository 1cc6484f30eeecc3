import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { benchConfig } from './bench-config';

/** Requests per second and latency of the health endpoint through app.inject (framework overhead floor). */
export async function run(): Promise<void> {
  const { dataDir, config } = benchConfig('kinora-bench-', { SEED_DEMO: process.env.SEED_DEMO });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();
  const n = 2000;
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await app.inject({ url: '/api/health' });
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(2);
  console.log(
    `health (${ctx.db.kind}): ${n} requests in ${total.toFixed(0)} ms → ${((n / total) * 1000).toFixed(0)} req/s; p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
  );
  console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

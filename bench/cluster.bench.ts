import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterPrerequisites, startTopology } from '../cluster/support/topology';
import { kinoraSite, type RunningNginx, startNginx } from '../server/test/nginx';
import { seed } from './http.bench';
import { cpuMs, fmt, hasWrk, type LoadResult, rotatePaths, wrk } from './http-support';

/**
 * Issue 31: the watch API (`GET /api/videos/:id`, signed out, as `BENCH_ONLY="watch API"` of the http
 * bench) through nginx round-robin over three api nodes, through the same nginx site in front of
 * one of those nodes, then against that node directly: same wrk (-t1 -c50, BENCH_SECONDS, default
 * 10), same paths, side by side.
 *
 * Needs `npm run build` first (the nodes run dist/server/*.js, as the cluster test does), wrk, nginx
 * and TEST_DATABASE_URL (or DATABASE_URL) naming a PostgreSQL server where a throwaway database is
 * made. The topology is the cluster test's own (cluster/support/topology.ts): PgBouncer, s3rver,
 * three api nodes, two workers. On a shared machine run it under the bench lock:
 * `flock /tmp/kinora-bench.lock npm run bench -- cluster`.
 *
 * Every process runs on the same machine, so three nodes share its cores with nginx, PgBouncer,
 * PostgreSQL and wrk: the figures show what the hop and the balancing cost, not what three machines give.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * nginx replaces X-Forwarded-For with the connection's address, so wrk's one address would be one
 * client held to 600 requests a minute. Here nginx passes on the address wrk gives each request, as
 * many browsers would have.
 */
const manyClients = (site: string) => {
  const from = 'proxy_set_header X-Forwarded-For $remote_addr;';
  if (!site.includes(from)) throw new Error(`docs/deploy/nginx.conf no longer contains "${from}"`);
  return site.replaceAll(from, 'proxy_set_header X-Forwarded-For $http_x_forwarded_for;');
};

export async function run(): Promise<void> {
  if (!hasWrk()) throw new Error('wrk is not installed: apt-get install wrk');
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
  const top = await startTopology({ LOG_LEVEL: 'warn' }, { editSite: manyClients });
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-cluster-seed-'));
  let single: RunningNginx | undefined;
  try {
    // The same site in front of node A alone: splits what the hop costs from what spreading costs.
    single = await startNginx(clusterPrerequisites().nginx, (port) =>
      manyClients(kinoraSite({ port, upstream: new URL(top.api[0]!.url!).host, storageDir: dataDir })),
    );
    const seeded = await seed({
      DATA_DIR: dataDir,
      DATABASE_URL: top.directUrl,
      AUTH_SECRET: top.authSecret,
    });
    const lua = rotatePaths(seeded.videoIds.slice(0, 50).map((id) => `/api/videos/${id}`));
    const nodes = top.api.map((n) => n.pid);
    // What the nodes spend unloaded (timers, the rate-limit store's flushes, the hub), which a
    // per-request figure over three nodes carries three times.
    const idleBefore = nodes.map(cpuMs);
    await new Promise((r) => setTimeout(r, 5000));
    const idle = nodes.map((pid, i) => (cpuMs(pid) - idleBefore[i]!) / 5);
    const targets = [
      { name: 'nginx → 3 nodes', url: top.nginx.url, pids: nodes, proxy: top.nginx.pid },
      { name: 'nginx → 1 node', url: single.url, pids: nodes.slice(0, 1), proxy: single.pid },
      { name: 'one node directly', url: top.api[0]!.url!, pids: nodes.slice(0, 1), proxy: null },
    ];
    // BENCH_ROUNDS=3 takes the three in turn that many times and keeps each one's median.
    const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
    const results = new Map<string, Measured[]>();
    for (let round = 0; round < rounds; round++)
      for (const target of targets) {
        // A warm-up fills the caches and the JIT of every node the target reaches.
        if (round === 0) await wrk(target.url, { seconds: 2, lua });
        results.set(target.name, [...(results.get(target.name) ?? []), await measure(target, lua)]);
      }
    printTable(targets.map((t) => ({ name: t.name, ...medianOf(results.get(t.name)!) })));
    console.log(`idle api nodes, ms of CPU per second: ${idle.map((ms) => fmt(ms, 1)).join(', ')}`);
  } finally {
    await single?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await top.stop();
  }
}

interface Measured extends LoadResult {
  /** CPU of the api processes reached (summed), per answered request, ms. */
  nodeCpuMs: number;
  /** nginx's CPU per answered request, ms (NaN without nginx). */
  proxyCpuMs: number;
}

async function measure(target: { url: string; pids: number[]; proxy: number | null }, lua: string) {
  const cpu = () => target.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const before = { nodes: cpu(), proxy: target.proxy ? cpuMs(target.proxy) : 0 };
  const result = await wrk(target.url, { seconds: SECONDS, lua });
  const requests = result.requests || Number.NaN;
  return {
    ...result,
    nodeCpuMs: (cpu() - before.nodes) / requests,
    proxyCpuMs: target.proxy ? (cpuMs(target.proxy) - before.proxy) / requests : Number.NaN,
  };
}

function medianOf(results: Measured[]): Measured {
  const median = (pick: (r: Measured) => number | undefined) =>
    results.map((r) => pick(r) ?? Number.NaN).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
  return {
    rps: median((r) => r.rps),
    p50Ms: median((r) => r.p50Ms),
    p99Ms: median((r) => r.p99Ms),
    non2xx: Math.max(...results.map((r) => r.non2xx)),
    nodeCpuMs: median((r) => r.nodeCpuMs),
    proxyCpuMs: median((r) => r.proxyCpuMs),
  };
}

function printTable(rows: (Measured & { name: string })[]): void {
  const header = ['watch API, signed out', 'req/s', 'p50', 'p99', 'errors', 'node CPU/req', 'nginx CPU/req'];
  const cells = rows.map((r) => [
    r.name,
    fmt(r.rps),
    `${fmt(r.p50Ms ?? Number.NaN, 2)} ms`,
    `${fmt(r.p99Ms, 1)} ms`,
    fmt(r.non2xx),
    `${fmt(r.nodeCpuMs, 3)} ms`,
    Number.isNaN(r.proxyCpuMs) ? '—' : `${fmt(r.proxyCpuMs, 3)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`wrk -t1 -c50 -d${SECONDS}s, all processes on this machine's cores`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
}

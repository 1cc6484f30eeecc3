import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../server/test/free-port';

/**
 * Shared pieces of the HTTP benches: start the real server as a child process (the compiled build
 * when there is one, as `npm start` runs it), and drive it with wrk (autocannon is not installed
 * here; wrk is a Debian package) from its own process so the load generator does not share the
 * server's event loop.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

export interface RunningApp {
  url: string;
  pid: number;
  startMs: number;
  stop(): Promise<void>;
}

/** The server the way an operator starts it: `dist/server/main.js` when built, else TypeScript through tsx. */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const port = await freePort();
  const compiled = join(root, 'dist/server/main.js');
  // BENCH_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a measure's time goes.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args =
    existsSync(compiled) && !process.env.BENCH_FROM_SOURCE
      ? [...extra, compiled]
      : [...extra, '--import', 'tsx', join(root, 'server/main.ts')];
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      // The database is the caller's choice: an inherited DATABASE_URL must not turn a PGlite run into a PostgreSQL one.
      ...withoutDatabaseUrl(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GEO_LOOKUP_URLS: 'off',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      // A production start names its providers (server/config.ts); the benches take no money, send no mail.
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      // BENCH_API_PROCESSES=2: the PostgreSQL runs with that many api processes (API_PROCESSES).
      ...(env.DATABASE_URL && process.env.BENCH_API_PROCESSES
        ? { API_PROCESSES: process.env.BENCH_API_PROCESSES }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - t0 > 120_000) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - t0;
  return {
    url,
    pid: child.pid!,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
      }),
  };
}

/** BENCH_POSTGRES_ONLY=1 (with DATABASE_URL): the benches skip the embedded database's rows. */
export const postgresOnly = () => Boolean(process.env.DATABASE_URL && process.env.BENCH_POSTGRES_ONLY);

/** The environment without DATABASE_URL: a PGlite run must not turn into a PostgreSQL one. */
export function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** A new database (`<prefix>_<pid>_<time>`) on the given server, dropped by `drop()` after the measure. */
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Resident memory of a process, MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export const hasWrk = () => existsSync('/usr/bin/wrk') || existsSync('/usr/local/bin/wrk');

export interface LoadResult {
  rps: number;
  /** The median latency (ms), from wrk's distribution. */
  p50Ms?: number;
  p99Ms: number;
  non2xx: number;
  /** Answers wrk counted over the run. */
  requests?: number;
  /** The server process's CPU time per answered request (ms), when its pid was given: unlike req/s, barely moved by other work on the machine. */
  cpuMsPerRequest?: number;
}

/** User + system CPU time of a process so far, ms (Linux /proc; clock ticks are 10 ms here). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the command's name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * wrk -t1 -c<connections> -d<seconds>s against `url`. `lua` is a wrk script (request/response
 * functions); by default each request gets its own X-Forwarded-For so the per-IP API limit (which
 * the server applies as configured, TRUST_PROXY=true) is not what is measured.
 */
export async function wrk(
  url: string,
  opts: { connections?: number; seconds?: number; lua?: string; pid?: number } = {},
): Promise<LoadResult> {
  if (!hasWrk()) throw new Error('wrk is not installed (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'kinora-wrk-'));
  const script = join(dir, 'script.lua');
  writeFileSync(script, `${opts.lua ?? ROTATE_IP}\n${COUNT_ERRORS}`);
  const cpuBefore = opts.pid ? cpuMs(opts.pid) : 0;
  const { stdout } = await run(
    'wrk',
    ['-t1', `-c${opts.connections ?? 50}`, `-d${opts.seconds ?? 10}s`, '--latency', '-s', script, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // BENCH_WRK_OUTPUT=1 prints wrk's own report (the latency distribution behind a p99).
  if (process.env.BENCH_WRK_OUTPUT) console.log(stdout);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const percentile = (p: number) => {
    const found = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
    return found ? Number(found[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[found[2] as 'us'] : NaN;
  };
  const p99Ms = percentile(99);
  const non2xx = Number(/non2xx=(\d+)/.exec(stdout)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const cpuMsPerRequest = opts.pid && requests > 0 ? (cpuMs(opts.pid) - cpuBefore) / requests : undefined;
  return { rps, p50Ms: percentile(50), p99Ms, non2xx, requests, cpuMsPerRequest };
}

/** A distinct client address per request (X-Forwarded-For, trusted by the bench's server). */
export const ROTATE_IP = `
local n = 0
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  return wrk.format(nil, nil)
end`;

/** Paths taken in turn (each with its own client address), plus fixed headers. */
export function rotatePaths(paths: string[], headers: Record<string, string> = {}): string {
  const list = paths.map((p) => JSON.stringify(p)).join(',');
  const fixed = Object.entries(headers)
    .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
    .join('\n');
  return `
local paths = {${list}}
local n = 0
${fixed}
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  return wrk.format("GET", paths[(n % #paths) + 1])
end`;
}

/** wrk counts answers ≥ 400 in summary.errors.status: printed so a bench of error pages shows. */
const COUNT_ERRORS = `
done = function(summary, latency, requests)
  io.write("non2xx=" .. summary.errors.status .. "\\n")
end`;

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: digits }) : '—';

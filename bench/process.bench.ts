import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { freePort } from '../server/test/free-port';
import { withoutDatabaseUrl } from './http-support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPILED = join(ROOT, 'dist/server/main.js');
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1000);
const IDLE_MS = 10_000;
const PEERTUBE = { startS: 2.4, rssMiB: 231 };
const TARGET = { startPgS: 2, startPgliteS: 5, rssPgMiB: 150 };

/** `BENCH_PROCESS_RUNNER=tsx` measures the development path (TypeScript compiled at start) instead. */
const runner = process.env.BENCH_PROCESS_RUNNER === 'tsx' ? 'tsx' : 'compiled';
const serverArgs = runner === 'tsx' ? ['--import', 'tsx', join(ROOT, 'server/main.ts')] : [COMPILED];

interface Figures {
  label: string;
  startS: number;
  rssMiB: number;
  target: string;
}

/**
 * Process start-up and idle memory of the shipped server, spawned as `npm start` runs it: time from
 * spawn to the first 200 of /api/health, then VmRSS after 10 s idle. On PGlite (fresh data dir, then a
 * restart with BENCH_VIDEOS videos) and, when DATABASE_URL is set, on a PostgreSQL database re-created
 * for the run (its name is DATABASE_URL's, which is dropped: point it at a scratch database).
 */
export async function run(): Promise<void> {
  if (runner === 'compiled' && !existsSync(COMPILED)) {
    console.log('dist/server/main.js missing: building the server');
    execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  }
  console.log(`server: node ${serverArgs.map((a) => a.replace(ROOT, '')).join(' ')}`);
  const rows: Figures[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-bench-process-'));
  try {
    const first = await measure({ DATA_DIR: dataDir });
    rows.push({ label: 'PGlite, first start (migrations)', ...first, target: `≤ ${TARGET.startPgliteS} s` });
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await db.exec(seedSql(VIDEOS));
    await db.close();
    const again = await measure({ DATA_DIR: dataDir });
    rows.push({
      label: `PGlite, restart (${VIDEOS} videos)`,
      ...again,
      target: `≤ ${TARGET.startPgliteS} s`,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'kinora-bench-process-'));
    try {
      await recreateDatabase(databaseUrl);
      const first = await measure({ DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl });
      rows.push({
        label: 'PostgreSQL, first start (migrations)',
        ...first,
        target: `≤ ${TARGET.startPgS} s`,
      });
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(seedSql(VIDEOS));
      await client.end();
      const populated = await measure({ DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl });
      rows.push({
        label: `PostgreSQL, restart (${VIDEOS} videos)`,
        ...populated,
        target: `≤ ${TARGET.startPgS} s, ≤ ${TARGET.rssPgMiB} MiB`,
      });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log('DATABASE_URL unset: PostgreSQL not measured');
  }

  console.log(`\n| ${runner} server | start → healthy | idle RSS (${IDLE_MS / 1000} s) | target |`);
  console.log('|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.startS.toFixed(2)} s | ${r.rssMiB.toFixed(0)} MiB | ${r.target} |`);
  }
  console.log(`| PeerTube 6.3 (issue 10) | ${PEERTUBE.startS} s | ${PEERTUBE.rssMiB} MiB | |`);
}

/** Spawns the server, times it to healthy, waits idle, reads its RSS, stops it. */
async function measure(env: Record<string, string>): Promise<{ startS: number; rssMiB: number }> {
  const port = await freePort();
  const started = performance.now();
  // PGlite unless the run says otherwise: this process's own DATABASE_URL is not passed on.
  const child = spawn(process.execPath, serverArgs, {
    cwd: ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A production start names its providers (server/config.ts); the benches take no money, send no mail.
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      // The geo lookups would reach the Internet; nothing here needs them.
      GEO_LOOKUP_URLS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await waitHealthy(port, exited);
    const startS = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return { startS, rssMiB: rssKiB / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function waitHealthy(port: number, exited: Promise<number | null>): Promise<void> {
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  for (;;) {
    if (dead) throw new Error('the server exited before it was healthy');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Drops and re-creates DATABASE_URL's database from the server's maintenance database. */
async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[\w-]+$/.test(name) || name === 'postgres') throw new Error(`will not drop database "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/** `total` public, ready videos over 100 creators with 10 channels each (as bench/videos.bench.ts). */
function seedSql(total: number): string {
  return `
    insert into users (id, name, email, username)
      select 'bench-' || g, 'Creator ' || g, 'c' || g || '@bench.local', 'creator' || g from generate_series(1, 100) g;
    insert into channels (owner_id, name)
      select 'bench-' || (1 + g % 100), 'Channel ' || g from generate_series(0, 999) g;
    create temporary table bench_channels as
      select id, owner_id, (row_number() over (order by name) - 1) as n from channels;
    insert into videos (owner_id, channel_id, title, visibility, status, duration_s, source_key, source_format,
                        source_bytes, renditions, view_count, published_at, created_at)
      select c.owner_id, c.id, 'Video ' || g, 'public', 'ready', 60 + g % 900,
             'videos/x/source-1.mp4', 'mp4', 1000,
             '[{"width":426,"height":240,"bandwidth":600000}]'::jsonb, g % 5000,
             now() - g * interval '15 minutes', now() - g * interval '15 minutes'
      from generate_series(1, ${total}) g join bench_channels c on c.n = g % 1000;
    drop table bench_channels;
    analyze;
  `;
}

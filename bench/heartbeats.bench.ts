import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { WebSocket } from 'ws';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../domain/consent';
import { closeContext, createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import {
  fmt,
  freshDatabase,
  hasWrk,
  type LoadResult,
  postgresOnly,
  rotatePaths,
  startApp,
  withoutDatabaseUrl,
  wrk,
} from './http-support';

/**
 * Issue 10, item 2: heartbeats of many new viewers while the watch API is read. BENCH_VIEWERS
 * (default 1,000) visitors each open a watch page with their own cookie id and address and fetch
 * the master playlist (which starts their playback); then wrk sends their heartbeats in turn — at
 * full speed, and paced at the target's 2,000/s — while a second wrk reads GET /api/videos/:id.
 * The server trusts X-Forwarded-For (TRUST_PROXY=true), so each viewer's beats come from its own
 * address and the per-IP limits (120 beats a minute) are the server's real ones, not the bench's
 * single loopback address. Then the same beats the way the player sends them when its page's
 * realtime socket is open: one socket per viewer, beats paced at 2,000/s by this process.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000);
/** The issue's target rate (PostgreSQL): beats per second while reads keep ≥ 80 % of their solo rate. */
const TARGET_BEATS = 2000;
/** Paced: each connection waits this long before each beat, so 100 of them send at most ~2,200/s. */
const PACED_CONNECTIONS = 100;
const PACED_DELAY_MS = 45;

interface Row {
  measure: string;
  kinora: string;
  reference: string;
  ratio: string;
}

export interface HeartbeatOptions {
  videoIds: string[];
  seconds: number;
  label: string;
  viewers?: number;
}

/** Rows for the http bench's table (and this bench's own): solo reads, then reads under heartbeats. */
export async function measureHeartbeats(baseUrl: string, opts: HeartbeatOptions): Promise<Row[]> {
  const videoIds = opts.videoIds.slice(0, 50);
  const viewers = await prepareViewers(baseUrl, videoIds, opts.viewers ?? VIEWERS);
  const reads = rotatePaths(videoIds.map((id) => `/api/videos/${id}`));
  await wrk(baseUrl, { seconds: 2, lua: reads });
  const solo = await wrk(baseUrl, { seconds: opts.seconds, lua: reads });

  // What a beat costs next to a read: the same node, beats alone at full speed.
  const fullSpeed = beatsScript(baseUrl, viewers, 0);
  const beatsAlone = await wrk(baseUrl, { seconds: opts.seconds, lua: fullSpeed });
  const rows: Row[] = [
    { measure: `${opts.label}: watch API alone`, kinora: rate(solo), reference: '', ratio: '' },
    { measure: `${opts.label}: heartbeats alone`, kinora: rate(beatsAlone), reference: '', ratio: '' },
  ];
  for (const [mode, lua] of [
    ['full speed', fullSpeed],
    [`paced at ~${fmt(TARGET_BEATS)}/s`, beatsScript(baseUrl, viewers, PACED_DELAY_MS)],
  ] as const) {
    const [beats, during] = await Promise.all([
      wrk(baseUrl, {
        seconds: opts.seconds,
        lua,
        connections: mode === 'full speed' ? 50 : PACED_CONNECTIONS,
      }),
      wrk(baseUrl, { seconds: opts.seconds, lua: reads }),
    ]);
    const target = opts.label.includes('PostgreSQL') ? 0.8 : 0.5;
    rows.push(
      {
        measure: `${opts.label}: heartbeats, ${mode}`,
        kinora: rate(beats),
        reference: `≥ ${fmt(TARGET_BEATS)}/s`,
        ratio: '',
      },
      {
        measure: `${opts.label}: watch API during heartbeats (${mode})`,
        kinora: rate(during),
        reference: `≥ ${target * 100} % of alone`,
        ratio: `${((100 * during.rps) / solo.rps).toFixed(0)} %`,
      },
    );
  }
  // New viewers again: the first ones' watch time crossed the view threshold during the HTTP runs,
  // and a burst of view validations (a transaction each) is not what this measures.
  const fresh = await prepareViewers(baseUrl, videoIds, opts.viewers ?? VIEWERS, 201);
  const sockets = await socketBeats(baseUrl, fresh, TARGET_BEATS, () =>
    wrk(baseUrl, { seconds: opts.seconds, lua: reads }),
  );
  const target = opts.label.includes('PostgreSQL') ? 0.8 : 0.5;
  rows.push(
    {
      measure: `${opts.label}: heartbeats on the sockets, paced at ~${fmt(TARGET_BEATS)}/s`,
      kinora: `${fmt(sockets.done)} beats/s${sockets.errors ? ` (${fmt(sockets.errors)} errors)` : ''}, p99 ${fmt(sockets.p99Ms, 1)} ms`,
      reference: `≥ ${fmt(TARGET_BEATS)}/s`,
      ratio: '',
    },
    {
      measure: `${opts.label}: watch API during socket heartbeats`,
      kinora: rate(sockets.during),
      reference: `≥ ${target * 100} % of alone`,
      ratio: `${((100 * sockets.during.rps) / solo.rps).toFixed(0)} %`,
    },
  );
  return rows;
}

/**
 * Each viewer opens the realtime socket as its watch page does (its cookie, address and origin);
 * then beats go out round-robin at `perSecond` while `alongside` runs. Most beats get no answer
 * (only news is answered), so every 10th is followed by a probe the server answers at once (a
 * malformed message: no database, no work); a socket handles its messages in order, so a probe's
 * answer means the beats before it are done. Reports beats done per second (until the last probe
 * of every socket is answered), errors, and the 99th percentile of the probes' round trips.
 */
export async function socketBeats(
  baseUrl: string,
  viewers: PreparedViewer[],
  perSecond: number,
  alongside: () => Promise<LoadResult>,
): Promise<{ done: number; errors: number; p99Ms: number; during: LoadResult }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;
  const origin = new URL(baseUrl).origin;
  const latencies: number[] = [];
  let errors = 0;
  let outstanding = 0;
  let drained: () => void = () => {};
  const sockets = await Promise.all(
    viewers.map(
      (viewer) =>
        new Promise<{ socket: WebSocket; probes: number[] }>((resolve, reject) => {
          const socket = new WebSocket(url, {
            headers: { cookie: viewer.cookie, 'x-forwarded-for': viewer.ip, origin },
          });
          const probes: number[] = [];
          socket.on('message', (data) => {
            const message = JSON.parse(String(data));
            if (message.type === 'beat-answer' && (message.error || message.retry)) errors++;
            if (message.type !== 'error' || message.code !== 'bad_request') return;
            latencies.push(performance.now() - probes.shift()!);
            if (--outstanding === 0) drained();
          });
          socket.once('open', () => resolve({ socket, probes }));
          socket.once('error', reject);
        }),
    ),
  );
  const probe = (s: (typeof sockets)[number]) => {
    outstanding++;
    s.probes.push(performance.now());
    s.socket.send('{"type":"probe"}');
  };
  const beats = viewers.map((v) => ({ videoId: v.path.split('/')[3]!, ...JSON.parse(v.body) }));
  let sent = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    // Catch up with the schedule when a tick comes late, so the rate is the one asked for.
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; sent < due; sent++) {
      const i = sent % sockets.length;
      sockets[i]!.socket.send(JSON.stringify({ type: 'beat', ref: sent, ...beats[i] }));
      if (sent % 10 === 0) probe(sockets[i]!);
    }
  }, 10);
  const during = await alongside();
  clearInterval(timer);
  const allDone = new Promise<void>((resolve) => {
    drained = resolve;
  });
  for (const s of sockets) probe(s);
  await Promise.race([allDone, new Promise((r) => setTimeout(r, 30_000))]);
  const elapsedS = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  return {
    done: outstanding === 0 ? sent / elapsedS : 0,
    errors,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    during,
  };
}

const rate = (r: LoadResult) =>
  `${fmt(r.rps)} req/s, p99 ${fmt(r.p99Ms, 1)} ms${r.non2xx ? ` (${fmt(r.non2xx)} errors)` : ''}`;

interface PreparedViewer {
  path: string;
  body: string;
  cookie: string;
  ip: string;
}

/** What a visitor's player does before its beats count: the watch page (a grant), then the master. */
export async function prepareViewers(
  baseUrl: string,
  videoIds: string[],
  count: number,
  /** Second byte of the viewers' addresses (10.<network>.x.y): another set of viewers. */
  network = 200,
): Promise<PreparedViewer[]> {
  const viewers: PreparedViewer[] = [];
  let next = 0;
  const one = async (i: number): Promise<PreparedViewer> => {
    const videoId = videoIds[i % videoIds.length]!;
    const ip = `10.${network}.${(i >> 8) & 255}.${i & 255}`;
    const cookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}:functional; kinora_vid=${randomUUID()}`;
    const headers = { cookie, 'x-forwarded-for': ip };
    const page = await fetch(`${baseUrl}/api/videos/${videoId}`, { headers });
    if (!page.ok) throw new Error(`watch page: ${page.status} ${await page.text()}`);
    const { playback } = (await page.json()) as { playback: { masterUrl: string; token: string } | null };
    if (!playback) throw new Error('the seeded video gave no playback');
    const master = await fetch(new URL(playback.masterUrl, baseUrl), { headers });
    if (!master.ok) throw new Error(`master playlist: ${master.status}`);
    await master.arrayBuffer();
    const body = JSON.stringify({ positionS: 12, playing: true, playbackToken: playback.token });
    return { path: `/api/videos/${videoId}/heartbeat`, body, cookie, ip };
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        viewers[i] = await one(i);
      }
    }),
  );
  return viewers;
}

/** wrk script: each request is the next viewer's beat (its cookie, address and body); `delayMs` paces. */
export function beatsScript(baseUrl: string, viewers: PreparedViewer[], delayMs: number): string {
  const q = (s: string) => JSON.stringify(s);
  const list = viewers.map((v) => `{${q(v.path)},${q(v.body)},${q(v.cookie)},${q(v.ip)}}`).join(',\n');
  return `
local viewers = {${list}}
local n = 0
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Origin"] = ${q(new URL(baseUrl).origin)}
request = function()
  n = n + 1
  local v = viewers[(n % #viewers) + 1]
  wrk.headers["Cookie"] = v[3]
  wrk.headers["X-Forwarded-For"] = v[4]
  return wrk.format("POST", v[1], nil, v[2])
end
${delayMs > 0 ? `delay = function() return ${delayMs} end` : ''}`;
}

/** Standalone: a few public videos on PGlite and, with DATABASE_URL, on a fresh PostgreSQL database. */
export async function run(): Promise<void> {
  if (!hasWrk()) throw new Error('wrk is not installed: apt-get install wrk');
  const rows = postgresOnly() ? [] : [...(await measureOn('PGlite', null))];
  if (process.env.DATABASE_URL) rows.push(...(await measureOn('PostgreSQL', process.env.DATABASE_URL)));
  for (const r of rows)
    console.log(`${r.measure.padEnd(62)} ${r.kinora.padEnd(40)} ${r.reference.padEnd(18)} ${r.ratio}`);
}

async function measureOn(label: string, serverUrl: string | null): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-beats-'));
  const db = serverUrl ? await freshDatabase(serverUrl, 'kinora_beats') : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
  try {
    const videoIds = await seed(env);
    const app = await startApp(env);
    try {
      return await measureHeartbeats(app.url, { videoIds, seconds: SECONDS, label });
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

/** 50 public, ready videos of one creator (through the app's migrations). */
export async function seed(env: Record<string, string>): Promise<string[]> {
  // The PGlite run must not inherit the PostgreSQL run's DATABASE_URL (it would seed the wrong database).
  const config = loadConfig({
    PAYMENTS: 'sandbox',
    MAIL: 'outbox',
    ...withoutDatabaseUrl(process.env),
    ...env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  try {
    await ctx.db.exec(`
      insert into users (id, name, email, username, email_verified)
        values ('bench-creator', 'Creator', 'creator@bench.local', 'creator', true);
      insert into channels (owner_id, name) values ('bench-creator', 'Bench');
      insert into videos (owner_id, channel_id, title, visibility, status, duration_s, source_key,
                          source_format, source_bytes, renditions, published_at)
        select 'bench-creator', (select id from channels limit 1), 'Video ' || g, 'public', 'ready', 600,
               'videos/x/source-1.mp4', 'mp4', 1000, '[{"width":426,"height":240,"bandwidth":600000}]'::jsonb,
               now() - g * interval '1 hour'
        from generate_series(1, 50) g;
    `);
    return (await ctx.db.query<{ id: string }>('select id from videos')).rows.map((r) => r.id);
  } finally {
    await closeContext(ctx);
  }
}

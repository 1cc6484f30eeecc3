import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { closeContext, createContext } from '../server/bootstrap';
import { epochS, systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { user, videos } from '../server/db/schema';
import { playbackFor, renditionKey } from '../server/modules/videos/playback';
import { findNginx, kinoraSite, startNginx } from '../server/test/nginx';
import { cpuMs, fmt, hasWrk, type LoadResult, startApp, wrk } from './http-support';

/**
 * Video bytes: byte ranges of one 2 MiB segment served by Kinora itself, by nginx from the same file
 * (the reference: issue 10 asks for at least PeerTube's 3,223 req/s on small ranges), by nginx after
 * Kinora checked the grant for every range (X-Accel-Redirect alone: the example in
 * docs/deploy/nginx.conf before issue 31), and by nginx as the example now does it: Kinora's yes for
 * the grant and rung asked through auth_request and kept 2 seconds, so the ranges do not reach Node.
 * The server runs as operators start it (child process, production, info logs); wrk loads it from
 * its own process. `npm run bench -- media` prints the four; bench/http.bench.ts calls measureMedia
 * on the server it started.
 */

export type MediaMode = 'kinora' | 'nginx' | 'accel' | 'cached-grant';

export interface MediaFigure extends LoadResult {
  mode: MediaMode;
  rangeBytes: number;
}

const PEERTUBE_SMALL_RANGES_RPS = 3223;
const SEGMENT_BYTES = 2 * 1024 * 1024;
const RANGES = [100 * 1024, 1024 * 1024];
const ACCEL_PREFIX = '/_kinora_media/';

const writeSegment = (storageDir: string, key: string) => {
  mkdirSync(dirname(join(storageDir, key)), { recursive: true });
  writeFileSync(join(storageDir, key), randomBytes(SEGMENT_BYTES));
};

const load = (url: string, rangeBytes: number, seconds: number) =>
  wrk(url, { seconds, lua: `wrk.headers["Range"] = "bytes=0-${rangeBytes - 1}"` });

/** Checks the URL answers a range before loading it: a bench of 404s would measure nothing. */
async function probe(url: string): Promise<void> {
  const res = await fetch(url, { headers: { range: 'bytes=0-99' } });
  if (res.status !== 206) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
}

/**
 * The example with its segment location switched off (its path made unreachable): every segment
 * goes to Kinora, which answers with X-Accel-Redirect (the mode before issue 31, for comparison).
 */
function everyRangeAsksKinora(site: string): string {
  const location = 'location ~ "^/api/stream/';
  if (!site.includes(location)) throw new Error('docs/deploy/nginx.conf has no segment location');
  return site.replace(location, 'location ~ "^/switched-off/api/stream/');
}

/** nginx serving DATA_DIR/storage as plain files: the reference. */
const plainNginx = (binary: string, storageDir: string) =>
  startNginx(
    binary,
    (port) =>
      `server { listen 127.0.0.1:${port}; location /media/ { alias ${storageDir}/; sendfile on; tcp_nopush on; } }`,
  );

interface Row {
  measure: string;
  kinora: string;
  reference: string;
  ratio: string;
}

/**
 * For bench/http.bench.ts: the server at `url` (its DATA_DIR is `dataDir`) serves ranges of a
 * segment written for the first seeded video, next to nginx serving the same file.
 */
export async function measureMedia(
  url: string,
  opts: { videoIds: string[]; seconds: number; label: string; dataDir?: string },
): Promise<Row[]> {
  if (!opts.dataDir)
    throw new Error("measureMedia needs the server's dataDir (the segment goes in its storage)");
  const videoId = opts.videoIds[0]!;
  const storageDir = join(opts.dataDir, 'storage');
  const key = renditionKey(videoId, 1, 240, 'seg_0000.ts');
  writeSegment(storageDir, key);
  const watch = await fetch(`${url}/api/videos/${videoId}`);
  const masterUrl = ((await watch.json()) as { playback?: { masterUrl?: string } }).playback?.masterUrl;
  if (!masterUrl) throw new Error(`no playback for video ${videoId} (${watch.status})`);
  const segmentUrl = `${url}${masterUrl.replace('master.m3u8', '240/seg_0000.ts')}`;
  await probe(segmentUrl);
  const nginxBinary = findNginx();
  const nginx = nginxBinary ? await plainNginx(nginxBinary, storageDir) : null;
  const rows: Row[] = [];
  try {
    for (const rangeBytes of RANGES) {
      const name = `${opts.label}: ${fmt(rangeBytes / 1024)} KiB segment ranges`;
      await load(segmentUrl, rangeBytes, 2); // warm-up
      const kinora = await load(segmentUrl, rangeBytes, opts.seconds);
      const ref = nginx ? await load(`${nginx.url}/media/${key}`, rangeBytes, opts.seconds) : null;
      const vsNginx = ref ? `${fmt(kinora.rps / ref.rps, 2)}× nginx` : 'nginx not installed';
      const small = rangeBytes === RANGES[0];
      rows.push({
        measure: `${name} req/s`,
        kinora: fmt(kinora.rps) + (kinora.non2xx ? ` (${fmt(kinora.non2xx)} errors)` : ''),
        reference: [
          small ? `PeerTube ${fmt(PEERTUBE_SMALL_RANGES_RPS)}` : '',
          ref ? `nginx ${fmt(ref.rps)}` : '',
        ]
          .filter(Boolean)
          .join(', '),
        ratio: small ? `${fmt(kinora.rps / PEERTUBE_SMALL_RANGES_RPS, 1)}× PeerTube, ${vsNginx}` : vsNginx,
      });
      rows.push({
        measure: `${name} p99`,
        kinora: `${fmt(kinora.p99Ms, 1)} ms`,
        reference: ref ? `nginx ${fmt(ref.p99Ms, 1)} ms` : '',
        ratio: '',
      });
    }
  } finally {
    await nginx?.stop();
  }
  return rows;
}

/** A fresh DATA_DIR holding one processed video (one 2 MiB segment) and a visitor's grant for it. */
export async function prepareMediaData(
  dataDir: string,
): Promise<{ segmentPath: string; storageKey: string }> {
  const { DATABASE_URL: _own, ...inherited } = process.env;
  const config = loadConfig({
    ...inherited,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    GEO_LOOKUP_URLS: 'off',
    // As startApp's server: production names its providers, and the bench takes no money, sends no mail.
    PAYMENTS: 'sandbox',
    MAIL: 'outbox',
  });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  try {
    const ownerId = 'bench-media';
    await ctx.db.db.insert(user).values({ id: ownerId, name: 'Bench', email: `${ownerId}@bench.local` });
    const [video] = await ctx.db.db
      .insert(videos)
      .values({
        ownerId,
        title: 'Bench segment',
        status: 'ready',
        durationS: 90,
        width: 426,
        height: 240,
        sourceKey: 'videos/none/source-1.mp4',
        sourceFormat: 'mp4',
        sourceBytes: SEGMENT_BYTES,
        renditions: [{ width: 426, height: 240, bandwidth: 600_000 }],
        publishedAt: new Date(),
      })
      .returning();
    const storageKey = renditionKey(video!.id, video!.generation, 240, 'seg_0000.ts');
    writeSegment(join(dataDir, 'storage'), storageKey);
    const playback = playbackFor(
      config.authSecret,
      video!,
      { viewerKey: 'a:bench', maxHeight: 240 },
      epochS(systemClock),
    );
    return { segmentPath: playback!.masterUrl.replace('master.m3u8', '240/seg_0000.ts'), storageKey };
  } finally {
    await closeContext(ctx);
  }
}

/**
 * On one fresh data dir (embedded database): Kinora alone, then nginx alone, Kinora behind nginx
 * asked for every range (X-Accel-Redirect) and nginx after Kinora's kept yes, all three running at
 * once and measured in turn, `rounds` times: on a machine shared with other work, modes measured
 * seconds apart see the same load, and each round gives its own ratio. Needs wrk; the nginx modes
 * are left out without nginx.
 */
export async function measureMediaModes(
  opts: { seconds?: number; ranges?: number[]; modes?: MediaMode[]; rounds?: number } = {},
): Promise<MediaFigure[]> {
  if (!hasWrk()) throw new Error('wrk is not installed (apt-get install wrk)');
  const seconds = opts.seconds ?? 10;
  const nginx = findNginx();
  const modes = (opts.modes ?? ['kinora', 'nginx', 'accel', 'cached-grant']).filter(
    (m) => m === 'kinora' || nginx,
  );
  if (!nginx) console.log('nginx is not installed: the nginx, accel and cached-grant modes are left out');
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-bench-media-'));
  const figures: MediaFigure[] = [];
  const started: { stop(): Promise<void> }[] = [];
  const start = async <T extends { stop(): Promise<void> }>(thing: Promise<T>) => {
    const running = await thing;
    started.push(running);
    return running;
  };
  const appEnv = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }; // the database prepareMediaData filled
  try {
    const { segmentPath, storageKey } = await prepareMediaData(dataDir);
    const storageDir = join(dataDir, 'storage');
    const ranges = opts.ranges ?? RANGES;
    // What a process spends when nobody asks it anything (Kinora's timers and queue), per second:
    // taken out of its share, or a mode that rarely asks Kinora would be charged its idle time.
    const idleMsPerS = new Map<number, number>();
    const measureIdle = async (pid: number) => {
      const before = cpuMs(pid);
      await new Promise((r) => setTimeout(r, 3000));
      idleMsPerS.set(pid, (cpuMs(pid) - before) / 3);
    };
    const measure = async (mode: MediaMode, url: string, pids: number[]) => {
      for (const rangeBytes of ranges) {
        await load(url, rangeBytes, 2); // warm-up
        const before = pids.map(cpuMs);
        const result = await load(url, rangeBytes, seconds);
        const cpu = pids.reduce(
          (sum, pid, i) => sum + Math.max(0, cpuMs(pid) - before[i]! - (idleMsPerS.get(pid) ?? 0) * seconds),
          0,
        );
        figures.push({ mode, rangeBytes, ...result, cpuMsPerRequest: cpu / (result.rps * seconds) });
      }
    };
    if (modes.includes('kinora')) {
      const alone = await startApp(appEnv);
      try {
        await measureIdle(alone.pid);
        await probe(`${alone.url}${segmentPath}`);
        await measure('kinora', `${alone.url}${segmentPath}`, [alone.pid]);
      } finally {
        await alone.stop();
      }
    }
    const proxied = modes.filter((m) => m !== 'kinora');
    if (proxied.length === 0) return figures;
    const app = await start(startApp({ ...appEnv, MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX }));
    await measureIdle(app.pid);
    const site = (port: number) => kinoraSite({ port, upstream: new URL(app.url).host, storageDir });
    const servers = new Map<MediaMode, { url: string; pids: number[] }>();
    for (const mode of proxied) {
      const proxy = await start(
        mode === 'nginx'
          ? plainNginx(nginx!, storageDir)
          : startNginx(nginx!, mode === 'accel' ? (port) => everyRangeAsksKinora(site(port)) : site),
      );
      const url = mode === 'nginx' ? `${proxy.url}/media/${storageKey}` : `${proxy.url}${segmentPath}`;
      await probe(url);
      servers.set(mode, { url, pids: mode === 'nginx' ? [proxy.pid] : [proxy.pid, app.pid] });
    }
    for (let round = 0; round < (opts.rounds ?? 1); round++)
      for (const [mode, { url, pids }] of servers) await measure(mode, url, pids);
  } finally {
    for (const running of started.reverse()) await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const LABEL: Record<MediaMode, string> = {
  kinora: 'Kinora',
  nginx: 'nginx (same file)',
  accel: 'Kinora → nginx (X-Accel-Redirect, every range)',
  'cached-grant': "nginx after Kinora's yes (auth_request, kept 2 s)",
};

/**
 * One line per measure: req/s and p99, the CPU time nginx and Kinora spent per request (µs), and
 * both as a ratio to nginx alone on the same range in the same round (the last one measured before).
 */
export function mediaTable(figures: MediaFigure[]): string {
  const lines = [
    '| range | served by | req/s | p99 | CPU µs/req | × nginx (req/s) | × nginx (CPU) |',
    '|---|---|---|---|---|---|---|',
  ];
  figures.forEach((f, i) => {
    const ref = figures.slice(0, i).findLast((g) => g.mode === 'nginx' && g.rangeBytes === f.rangeBytes);
    const cpuUs = (f.cpuMsPerRequest ?? Number.NaN) * 1000;
    const refCpuUs = (ref?.cpuMsPerRequest ?? Number.NaN) * 1000;
    const ratio = ref && f.mode !== 'nginx' ? `${(f.rps / ref.rps).toFixed(2)}×` : '';
    const cpuRatio = ref && f.mode !== 'nginx' ? `${(refCpuUs / cpuUs).toFixed(2)}×` : '';
    const errors = f.non2xx ? ` (${fmt(f.non2xx)} errors)` : '';
    lines.push(
      `| ${fmt(f.rangeBytes / 1024)} KiB | ${LABEL[f.mode]} | ${fmt(f.rps)}${errors} | ${fmt(f.p99Ms, 1)} ms | ${fmt(cpuUs)} | ${ratio} | ${cpuRatio} |`,
    );
  });
  return lines.join('\n');
}

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const modes = process.env.BENCH_MEDIA_MODES?.split(',') as MediaMode[] | undefined;
  // BENCH_MEDIA_ROUNDS=3: the nginx modes measured in turn three times (a ratio per round).
  const rounds = Number(process.env.BENCH_MEDIA_ROUNDS ?? 1);
  console.log(
    `segment ranges: wrk -t1 -c50 -d${seconds}s (after 2 s of warm-up), one 2 MiB segment, PGlite; ` +
      `nginx modes in turn, ${rounds} round(s); CPU = nginx's worker, plus Kinora's (less its idle use) for the modes that ask it`,
  );
  console.log(mediaTable(await measureMediaModes({ seconds, modes, rounds })));
}

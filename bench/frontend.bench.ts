import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { build } from 'vite';
import { LOCALES } from '../domain/locales';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { user as users, videos } from '../server/db/schema';
import { benchConfig } from './bench-config';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = { home: 'src/routes/home.tsx', watch: 'src/routes/watch.tsx' } as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript a page needs before it shows: the entry, its static imports, the page's chunk and
 * its static imports (Vite's manifest). Lazy chunks (hls.js, other pages, other languages) are not.
 */
export function firstLoadFiles(dist: string, page: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  visit(page);
  return [...files].filter((f) => f.endsWith('.js'));
}

function weigh(dist: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const source = readFileSync(join(dist, file));
    raw += source.length;
    gzip += existsSync(join(dist, `${file}.gz`))
      ? readFileSync(join(dist, `${file}.gz`)).length
      : gzipSync(source).length;
    brotli += existsSync(join(dist, `${file}.br`))
      ? readFileSync(join(dist, `${file}.br`)).length
      : brotliCompressSync(source).length;
  }
  return { raw, gzip, brotli };
}

/** Body bytes as sent (not decoded) for one GET. */
function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Front-end weight (issue 10): first-load JS of home and watch (gzip and brotli), bytes over the
 * wire for their first load with `Accept-Encoding: br, gzip`, and — with Chromium — what a browser
 * really downloads, including the HLS requests of a watch page opened without pressing play.
 * Builds the web app into a temporary folder (BENCH_WEB_DIST=… reuses a build with a manifest).
 */
export async function run(): Promise<void> {
  // Resolved: the server's static files need an absolute folder.
  let dist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : '';
  const built = !dist;
  if (!dist) {
    dist = mkdtempSync(join(tmpdir(), 'kinora-web-'));
    const t0 = performance.now();
    await build({
      configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
      build: { outDir: dist, emptyOutDir: true },
      logLevel: 'warn',
    });
    console.log(`built and precompressed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  console.log('\nfirst-load JS (entry + page chunk + static imports; target ≤ 150 KB gzip)');
  // French is the default: its first-load strings are in the app chunk. A visitor in another
  // language also waits for that language's first-load strings: the heaviest language is shown.
  const [heaviest, extra] = LOCALES.filter((l) => l !== 'fr')
    .map((l) => {
      const files = firstLoadFiles(dist, `../virtual:first-load-strings/${l}`);
      return [l, files, weigh(dist, files).gzip] as const;
    })
    .sort(([, , a], [, , b]) => b - a)[0]!;
  for (const [name, page] of Object.entries(PAGES))
    for (const [label, more] of [
      [name, []],
      [`${name}, ${heaviest}`, extra],
    ] as const) {
      const files = [...new Set([...firstLoadFiles(dist, page), ...more])];
      const w = weigh(dist, files);
      console.log(
        `  ${label.padEnd(9)} ${String(files.length).padStart(3)} files  raw ${kb(w.raw).padStart(9)}  gzip ${kb(w.gzip).padStart(8)}  brotli ${kb(w.brotli).padStart(8)}`,
      );
    }

  const { dataDir, config } = benchConfig('kinora-bench-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const videoId = await insertPlayableVideo(ctx);
    console.log('\nover the wire, Accept-Encoding: br, gzip (shell + first-load JS and CSS)');
    for (const [name, path] of [
      ['home', '/'],
      ['watch', `/watch/${videoId}`],
    ] as const) {
      const shell = await wireBytes(base + path, 'br, gzip');
      const page = name === 'home' ? PAGES.home : PAGES.watch;
      const css = (readFileSync(join(dist, 'index.html'), 'utf8').match(/\/assets\/[^"]+\.css/g) ?? []).map(
        (u) => u.slice(1),
      );
      let assets = 0;
      for (const file of [...firstLoadFiles(dist, page), ...css])
        assets += (await wireBytes(`${base}/${file}`, 'br, gzip')).bytes;
      console.log(
        `  ${path.padEnd(50)} shell ${kb(shell.bytes)} (${shell.encoding}), assets ${kb(assets)}, total ${kb(shell.bytes + assets)}`,
      );
    }
    if (existsSync(CHROMIUM)) {
      await inBrowser(base, videoId);
      await lighthouse(base, videoId);
    } else console.log(`\nChromium not found at ${CHROMIUM}: browser measures skipped`);
  } finally {
    await app.close();
    await closeContext(ctx, services);
    rmSync(dataDir, { recursive: true, force: true });
    if (built) rmSync(dist, { recursive: true, force: true });
  }
}

/** A ready video whose HLS files exist (three 1 MiB segments), so a player that loads them would be seen. */
async function insertPlayableVideo(ctx: Awaited<ReturnType<typeof createContext>>): Promise<string> {
  const [user] = await ctx.db.db
    .insert(users)
    .values({ id: 'bench-frontend', name: 'Bench', email: 'bench@frontend.local', username: 'benchfront' })
    .returning({ id: users.id });
  const [row] = await ctx.db.db
    .insert(videos)
    .values({
      ownerId: user!.id,
      title: 'Vidéo du banc',
      status: 'ready',
      durationS: 12,
      width: 426,
      height: 240,
      sourceKey: 'videos/none/source-1.mp4',
      sourceFormat: 'mp4',
      sourceBytes: 1000,
      renditions: [{ width: 426, height: 240, bandwidth: 600_000 }],
      publishedAt: new Date(),
    })
    .returning({ id: videos.id });
  const id = row!.id;
  const segments = [0, 1, 2].map((i) => `seg_${String(i).padStart(4, '0')}.ts`);
  await ctx.storage.put(
    `videos/${id}/hls/1/240/index.m3u8`,
    Buffer.from(
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n${segments.map((s) => `#EXTINF:4,\n${s}\n`).join('')}#EXT-X-ENDLIST\n`,
    ),
  );
  for (const s of segments)
    await ctx.storage.put(`videos/${id}/hls/1/240/${s}`, Buffer.alloc(1024 * 1024, 0x47));
  return id;
}

async function inBrowser(base: string, videoId: string): Promise<void> {
  const { launchBrowser } = await import('../e2e/support/browser');
  const browser = await launchBrowser();
  try {
    console.log('\nin Chromium, 412×823 (transfer sizes as received; network idle, at most 10 s)');
    for (const [name, path] of [
      ['home', '/'],
      ['watch, no play', `/watch/${videoId}`],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const seen: { url: string; type: string; bytes: Promise<number> }[] = [];
      page.on('requestfinished', (req) =>
        seen.push({
          url: req.url(),
          type: req.resourceType(),
          bytes: req
            .sizes()
            .then((s) => s.responseBodySize)
            .catch(() => 0),
        }),
      );
      await page.goto(base + path, { waitUntil: 'load' });
      // A player that streams on its own never lets the network go idle: 10 s at most.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(1000);
      const sum = async (pick: (r: (typeof seen)[number]) => boolean) =>
        (await Promise.all(seen.filter(pick).map((r) => r.bytes))).reduce((a, b) => a + b, 0);
      const js = seen.filter((r) => r.type === 'script');
      const stream = seen.filter((r) => r.url.includes('/api/stream/'));
      const hlsLib = js.some((r) => /\/assets\/hls-[^/]+\.js$/.test(r.url));
      console.log(
        `  ${name.padEnd(15)} ${seen.length} requests, ${kb(await sum(() => true))} total, JS ${js.length} files ${kb(await sum((r) => r.type === 'script'))}, HLS requests ${stream.length} (${stream.filter((r) => r.url.endsWith('.ts')).length} segments, ${kb(await sum((r) => r.url.includes('/api/stream/')))}), hls.js loaded: ${hlsLib ? 'yes' : 'no'}`,
      );
      if (name === 'watch, no play') {
        // Control: pressing play does fetch the playlist and segments (the count above is not vacuous).
        await page.getByTestId('video-player').evaluate((el: HTMLVideoElement) => {
          el.muted = true;
          void el.play().catch(() => {});
        });
        await page.waitForTimeout(3000);
        const after = seen.filter((r) => r.url.includes('/api/stream/'));
        const hlsAfter = seen.some((r) => /\/assets\/hls-[^/]+\.js$/.test(r.url));
        console.log(
          `  control: play   hls.js loaded: ${hlsAfter ? 'yes' : 'no'}, master playlist fetched: ${after.some((r) => r.url.endsWith('master.m3u8')) ? 'yes' : 'no'}, segment requests: ${after.some((r) => r.url.endsWith('.ts')) ? 'yes' : 'no'} (the bench's segments are not real video: hls.js retries them)`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse performance scores (mobile and desktop) when LIGHTHOUSE_BIN names its CLI (`lighthouse`
 * 13 is not a project dependency: `npm install --prefix /tmp/lh lighthouse@13`).
 */
async function lighthouse(base: string, videoId: string): Promise<void> {
  const bin = process.env.LIGHTHOUSE_BIN;
  if (!bin) {
    console.log('\nLighthouse: set LIGHTHOUSE_BIN=…/node_modules/.bin/lighthouse to measure it');
    return;
  }
  console.log('\nLighthouse performance (simulated throttling)');
  for (const [name, path] of [
    ['home', '/'],
    ['watch', `/watch/${videoId}`],
  ] as const) {
    const scores: string[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      const { stdout } = await promisify(execFile)(
        bin,
        [
          base + path,
          '--only-categories=performance',
          '--output=json',
          '--quiet',
          `--chrome-path=${CHROMIUM}`,
          '--chrome-flags=--headless --no-sandbox --disable-gpu',
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      // BENCH_LIGHTHOUSE_DIR=/tmp/lh-reports keeps each report (which element was the LCP, what shifted).
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}-${preset}.json`), stdout);
      }
      const report = JSON.parse(stdout) as {
        categories: { performance: { score: number } };
        audits: Record<string, { displayValue?: string }>;
      };
      const a = report.audits;
      scores.push(
        `${preset} ${Math.round(report.categories.performance.score * 100)} (FCP ${a['first-contentful-paint']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, CLS ${a['cumulative-layout-shift']?.displayValue})`,
      );
    }
    console.log(`  ${name.padEnd(6)} ${scores.join('  ·  ')}`);
  }
}

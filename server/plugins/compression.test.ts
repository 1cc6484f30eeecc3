import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { insertVideo, startWatching, userIdOf } from '../modules/videos/videos.test-helpers';
import { TestClient } from '../test/http-client';
import { SCRATCH_DIR } from '../test/paths';
import { createTestApp } from '../test/test-context';
import { negotiateEncoding } from './compression';

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot-${i}`))};\n`;
const ASSET = 'assets/index-Ab12Cd34.js';

beforeAll(async () => {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  webDist = mkdtempSync(join(SCRATCH_DIR, 'web-'));
  mkdirSync(join(webDist, 'assets'));
  // Larger than the 1 KB threshold once the page's metadata is in.
  const padding = '<!-- shell -->'.repeat(100);
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><title>Kinora</title></head><body>${padding}</body></html>`,
  );
  writeFileSync(join(webDist, ASSET), script);
  writeFileSync(join(webDist, 'assets/tiny-Zz99.js'), 'export {};\n');
  writeFileSync(
    join(webDist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  await precompress(webDist);
  t = await createTestApp({ webDist });
  await t.ctx.queue.work(t.ctx);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });

describe('negotiating an encoding', () => {
  it('prefers brotli, honours q-values and the wildcard, and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('responses built by the app', () => {
  it('compresses API JSON above 1 KB as the client accepts, and says it varies on it', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect((await get('/api/docs/json', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small responses alone', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the page shell', async () => {
    const plain = await get('/watch/00000000-0000-4000-8000-000000000000');
    const br = await get('/watch/00000000-0000-4000-8000-000000000000', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<title>');
  });
});

describe('built files', () => {
  it('sends the brotli or gzip twin written at build time, cached for a year', async () => {
    const source = readFileSync(join(webDist, ASSET));
    const br = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(readFileSync(join(webDist, `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(source)).toBe(true);

    const gz = await get(`/${ASSET}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(source)).toBe(true);

    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(source)).toBe(true);
  });

  it('serves small files as they are, top-level files for an hour, and no twin or unknown file', async () => {
    const tiny = await get('/assets/tiny-Zz99.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');

    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');

    expect((await get(`/${ASSET}.br`, 'br')).statusCode).toBe(404);
    expect((await get('/assets/missing-0000.js', 'br')).statusCode).toBe(404);
    expect((await get('/assets/../index.html')).statusCode).toBe(404);
  });

  it('keeps the shell and the files out of the per-IP rate limit, and /api in it', async () => {
    const ip = '10.66.0.1';
    for (let i = 0; i < 610; i++) {
      const res = await t.app.inject({ url: i % 2 ? `/${ASSET}` : '/', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const api = await t.app.inject({ url: '/api/nothing-here', remoteAddress: ip });
    expect(api.statusCode).toBe(404);
    expect(api.headers['x-ratelimit-limit']).toBe('600');
    expect(api.json().error.code).toBe('not_found');
  });
});

describe('media', () => {
  it('sends playlists and segment ranges untouched, whatever the client accepts', async () => {
    const owner = new TestClient(t.app, 'http://localhost:3000', '10.66.0.2');
    await signUpConfirmed(t.ctx, owner, 'compress@example.com', 'compress');
    const id = await insertVideo(t.ctx, await userIdOf(owner));
    const token = await startWatching(
      t.ctx,
      { actor: null, anonId: 'compress-visitor', ip: '10.66.0.3' },
      id,
    );
    const base = `/api/stream/${id}/${token}`;

    const master = await get(`${base}/master.m3u8`, 'br, gzip');
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-encoding']).toBeUndefined();

    const part = await get(`${base}/240/seg_0000.ts`, 'br, gzip', { range: 'bytes=0-1535' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe('bytes 0-1535/2048');
    expect(part.rawPayload.equals(Buffer.alloc(1536, 7))).toBe(true);

    const whole = await get(`${base}/240/seg_0000.ts`, 'br, gzip');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(2048);
  });
});

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { epochS } from '../../clock';
import { user } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { playbackFor, renditionKey } from './playback';
import { findVideo } from './videos.repository';
import { insertVideo } from './videos.test-helpers';

/**
 * Kinora serving segment bytes itself (no MEDIA_ACCEL_REDIRECT): the lean media path keeps HTTP's
 * range semantics, the media headers, and none of the page headers; segments are not logged at info.
 */
let ctx: TestContext;
let app: FastifyInstance;
const BIG = randomBytes(3 * 1024 * 1024 + 17); // above the single-read size: streamed in chunks
const SMALL = randomBytes(150_000);

/** A ready video whose 240p rung has seg_0000 (SMALL), seg_0001 (BIG) and seg_0002 (empty). */
async function video() {
  const id = await insertVideo(ctx, 'stream-owner');
  await ctx.storage.put(renditionKey(id, 1, 240, 'seg_0000.ts'), SMALL);
  await ctx.storage.put(renditionKey(id, 1, 240, 'seg_0001.ts'), BIG);
  await ctx.storage.put(renditionKey(id, 1, 240, 'seg_0002.ts'), Buffer.alloc(0));
  const row = (await findVideo(ctx.db.db, id))!;
  const playback = playbackFor(
    ctx.config.authSecret,
    row,
    { viewerKey: 'a:stream-test', maxHeight: 240 },
    epochS(ctx.clock),
  )!;
  return { id, base: `${playback.masterUrl.replace('/master.m3u8', '')}/240` };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.db.insert(user).values({ id: 'stream-owner', name: 'Owner', email: 'owner@stream.example' });
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const get = (url: string, range?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: range ? { range } : {} });

describe('segments served by Kinora', () => {
  it('sends a whole segment with the media headers and none of the page headers', async () => {
    const { base } = await video();
    const res = await get(`${base}/seg_0000.ts`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(SMALL);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp2t',
      'content-length': String(SMALL.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).not.toBeNaN();
    for (const pageHeader of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(res.headers[pageHeader]).toBeUndefined();
    expect(res.headers['x-accel-redirect']).toBeUndefined();
    // The page headers are still on everything else.
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(health.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("names no folder to a proxy's grant check: nginx then hands every segment to Kinora", async () => {
    const { id, base } = await video();
    const token = base.split('/')[4]!;
    const res = await app.inject({ url: `/api/media-access/${id}/${token}/240` });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-kinora-media']).toBeUndefined();
    expect(res.headers['x-kinora-cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('answers ranges with 206 and exactly those bytes, small and large', async () => {
    const { base } = await video();
    const cases: [string, string, Buffer, number, number][] = [
      ['seg_0000.ts', 'bytes=100-1099', SMALL, 100, 1099],
      ['seg_0000.ts', 'bytes=149000-', SMALL, 149_000, SMALL.length - 1],
      ['seg_0000.ts', 'bytes=-10', SMALL, SMALL.length - 10, SMALL.length - 1],
      ['seg_0000.ts', 'bytes=0-999999', SMALL, 0, SMALL.length - 1],
      ['seg_0001.ts', 'bytes=5-2097157', BIG, 5, 2_097_157],
      ['seg_0001.ts', 'bytes=1048576-', BIG, 1_048_576, BIG.length - 1],
    ];
    for (const [file, range, bytes, start, end] of cases) {
      const res = await get(`${base}/${file}`, range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const whole = await get(`${base}/seg_0001.ts`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(BIG)).toBe(true);
  });

  it('refuses ranges it cannot satisfy with 416 and the size', async () => {
    const { base } = await video();
    for (const range of [`bytes=${SMALL.length}-`, 'bytes=500-100', 'bytes=-0']) {
      const res = await get(`${base}/seg_0000.ts`, range);
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${SMALL.length}`);
      expect(res.rawPayload.length).toBe(0);
    }
    const empty = await get(`${base}/seg_0002.ts`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-length']).toBe('0');
    expect((await get(`${base}/seg_0002.ts`, 'bytes=0-')).statusCode).toBe(416);
  });

  it('answers HEAD with the size and no body', async () => {
    const { base } = await video();
    const head = await get(`${base}/seg_0001.ts`, undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(BIG.length));
    expect(head.rawPayload.length).toBe(0);
    const part = await get(`${base}/seg_0001.ts`, 'bytes=0-9', 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
  });

  it('gives 404 not_found for a file that is not there (a valid grant)', async () => {
    const { id, base } = await video();
    await ctx.storage.delete(renditionKey(id, 1, 240, 'seg_0000.ts'));
    const res = await get(`${base}/seg_0000.ts`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`${base}/seg_0099.ts`)).statusCode).toBe(404);
  });
});

describe('request logs', () => {
  it('logs no line per segment at info, but does at debug', async () => {
    const { base } = await video();
    const linesAt = async (level: 'info' | 'debug') => {
      const lines: { msg?: string; req?: { url?: string } }[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      });
      const logger = pino({ level }, sink);
      const node = await buildApp(
        { ...ctx, logger, config: { ...ctx.config, logLevel: level } },
        { webDist: null },
      );
      await node.ready();
      expect((await node.inject({ url: `${base}/seg_0000.ts` })).statusCode).toBe(200);
      expect((await node.inject({ url: '/api/health' })).statusCode).toBe(200);
      await node.close();
      return lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    };
    expect(await linesAt('info')).toEqual(['/api/health']);
    expect(await linesAt('debug')).toEqual([`${base}/seg_0000.ts`, '/api/health']);
  });
});

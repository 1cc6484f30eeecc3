import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { epochS } from '../../clock';
import { user, videos } from '../../db/schema';
import { readAccessVersion } from '../../standing/access-version';
import { findNginx, kinoraSite, type RunningNginx, startNginx } from '../../test/nginx';
import { createTestContext, type TestContext } from '../../test/test-context';
import { endPremium, givePremium } from '../billing/billing.test-helpers';
import { announceAccessChange } from './access-versions';
import { MEDIA_FOLDER_HEADER } from './media-access.routes';
import { playbackFor, renditionKey } from './playback';
import { findVideo } from './videos.repository';
import { insertVideo } from './videos.test-helpers';

/**
 * MEDIA_ACCEL_REDIRECT behind real nginx, configured by the shipped example (docs/deploy/nginx.conf):
 * Kinora checks the grant, nginx sends the bytes — for segments through auth_request and a 2-second
 * cache of Kinora's yes per (video, grant, rung), for the other stored files through X-Accel-Redirect.
 * Under CI=true a missing nginx fails this file.
 */
const nginxBinary = findNginx();
if (!nginxBinary && process.env.CI === 'true')
  throw new Error(
    'CI=true but nginx is not installed: the X-Accel-Redirect test cannot run (.ci/run installs it).',
  );
if (!nginxBinary) console.warn('[stream.accel.test] nginx is not installed: X-Accel-Redirect tests skipped.');

const PREFIX = '/_kinora_media/';
const SEGMENT = randomBytes(300_000);
/** What a 480p segment holds: a grant for 240p must never get these bytes. */
const HD_SEGMENT = randomBytes(50_000);
/** How long nginx keeps Kinora's yes (proxy_cache_valid 204 in docs/deploy/nginx.conf). */
const GRANT_CACHE_MS = 2000;
/**
 * The longest a revoked grant's yes may still serve: nginx stamps a cached answer's validity in
 * whole seconds (a 2 s yes lives 2 to 3 s), plus the polling step and a request on a busy machine.
 * CI saw 3,0xx ms against a bound of 3,000.
 */
const REVOKED_WITHIN_MS = GRANT_CACHE_MS + 1000 + 500;

describe.skipIf(!nginxBinary)(
  `segments served by nginx after Kinora's grant check (X-Accel-Redirect)${nginxBinary ? '' : ' — skipped: nginx is not installed'}`,
  () => {
    let ctx: TestContext;
    let app: FastifyInstance;
    let nginx: RunningNginx;
    /** The URL of every request Kinora received (through nginx or not). */
    const seen: string[] = [];
    const seenSince = (from: number) => seen.slice(from);

    /**
     * A ready video (240p and 480p, a segment in each), and a grant path for it: a visitor's up to
     * 240p, or the given member's relying on their standing (Premium) up to 480p.
     */
    async function video(member?: string) {
      const id = await insertVideo(ctx, 'accel-owner');
      await ctx.storage.put(renditionKey(id, 1, 240, 'seg_0000.ts'), SEGMENT);
      await ctx.storage.put(renditionKey(id, 1, 480, 'seg_0000.ts'), HD_SEGMENT);
      const row = (await findVideo(ctx.db.db, id))!;
      const viewer = member
        ? {
            viewerKey: `u:${member}`,
            maxHeight: 480,
            standingVersion: await readAccessVersion(ctx.db.db, member),
          }
        : { viewerKey: 'a:accel-test', maxHeight: 240 };
      const playback = playbackFor(ctx.config.authSecret, row, viewer, epochS(ctx.clock))!;
      return { id, base: playback.masterUrl.replace('/master.m3u8', ''), token: playback.token };
    }
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${nginx.url}${path}`, { headers });
    /** The path sent as written (fetch would resolve `..` and `%2e%2e` before sending). */
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        const req = request(`${nginx.url}${path}`, { path }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const errorOf = async (res: Response) => {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      return ((await res.json()) as { error: { code: string } }).error.code;
    };
    /** Milliseconds until the segment is refused (polled every 50 ms, for at most 10 s). */
    async function msUntilRefused(path: string): Promise<number> {
      const start = performance.now();
      while (performance.now() - start < 10_000) {
        const res = await get(path, { range: 'bytes=0-99' });
        await res.arrayBuffer();
        if (res.status === 404) return performance.now() - start;
        await new Promise((r) => setTimeout(r, 50));
      }
      return Number.POSITIVE_INFINITY;
    }

    beforeAll(async () => {
      ctx = await createTestContext({ MEDIA_ACCEL_REDIRECT: PREFIX });
      await ctx.db.db.insert(user).values([
        { id: 'accel-owner', name: 'Owner', email: 'owner@accel.example' },
        { id: 'accel-premium', name: 'Premium', email: 'premium@accel.example' },
      ]);
      app = await buildApp(ctx, { webDist: null });
      await app.listen({ port: 0, host: '127.0.0.1' });
      app.server.on('request', (req: { url?: string }) => seen.push(req.url ?? ''));
      const { port } = app.server.address() as { port: number };
      nginx = await startNginx(nginxBinary!, (listen) =>
        kinoraSite({
          port: listen,
          upstream: `127.0.0.1:${port}`,
          storageDir: join(ctx.config.dataDir, 'storage'),
        }),
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await app?.close();
      await ctx?.close();
    });

    it('Kinora itself sends no bytes: an empty answer naming the stored file for the proxy', async () => {
      const { id, base } = await video();
      const res = await app.inject({ url: `${base}/240/seg_0000.ts`, headers: { range: 'bytes=0-99' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-accel-redirect']).toBe(`${PREFIX}videos/${id}/hls/1/240/seg_0000.ts`);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.rawPayload.length).toBe(0);
    });

    it('nginx serves the whole segment after one grant check, with the headers Kinora chose', async () => {
      const { id, base } = await video();
      const from = seen.length;
      const res = await get(`${base}/240/seg_0000.ts`);
      expect(res.status, nginx.errors()).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(SEGMENT);
      expect(res.headers.get('content-type')).toBe('video/mp2t');
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-accel-redirect')).toBeNull();
      expect(res.headers.get(MEDIA_FOLDER_HEADER)).toBeNull();
      // The bytes came from nginx's static module (Kinora sends no ETag), after Kinora's yes.
      expect(res.headers.get('etag')).not.toBeNull();
      expect(seenSince(from)).toEqual([`/api/media-access/${id}/${base.split('/')[4]}/240`]);

      // A variant playlist goes to Kinora, which names the stored file for nginx.
      const playlist = await get(`${base}/240/index.m3u8`);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(await playlist.text()).toContain('seg_0000.ts');
    });

    it("nginx answers a grant's byte ranges itself: 206 with the right bytes, 416 beyond the end", async () => {
      const { base } = await video();
      const from = seen.length;
      const started = performance.now();
      for (let i = 0; i < 20; i++) {
        const part = await get(`${base}/240/seg_0000.ts`, { range: `bytes=${i * 1000}-${i * 1000 + 999}` });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(
          `bytes ${i * 1000}-${i * 1000 + 999}/${SEGMENT.length}`,
        );
        expect(Buffer.from(await part.arrayBuffer())).toEqual(SEGMENT.subarray(i * 1000, i * 1000 + 1000));
      }
      const tail = await get(`${base}/240/seg_0000.ts`, { range: 'bytes=-500' });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(SEGMENT.subarray(SEGMENT.length - 500));
      const beyond = await get(`${base}/240/seg_0000.ts`, { range: `bytes=${SEGMENT.length}-` });
      expect(beyond.status).toBe(416);
      // Kinora was asked once per 2 seconds of this (normally once), never for the bytes.
      const asked = seenSince(from);
      expect(asked.every((url) => url.startsWith('/api/media-access/'))).toBe(true);
      expect(asked.length).toBeGreaterThanOrEqual(1);
      expect(asked.length).toBeLessThanOrEqual(
        1 + Math.floor((performance.now() - started) / GRANT_CACHE_MS),
      );
    });

    it("refuses bad and out-of-grant requests with Kinora's JSON 404, and never sends their bytes", async () => {
      const { base } = await video();
      const other = await video();
      const token = base.split('/')[4]!;
      const forged = base.replace(/\/[^/]+$/, '/AAAA.BBBB');
      const refusals: [string, string][] = [
        [`${forged}/240/seg_0000.ts`, 'playback_expired'],
        // Another video's grant (the signature names its video).
        [`/api/stream/${other.id}/${token}/240/seg_0000.ts`, 'playback_expired'],
        // A rung above the grant, however the path spells it (nginx checks the rung it serves).
        [`${base}/480/seg_0000.ts`, 'quality_not_allowed'],
        [`${base}/0480/seg_0000.ts`, 'quality_not_allowed'],
      ];
      for (const [path, code] of refusals) {
        const res = await get(path, { range: 'bytes=0-99' });
        expect(await errorOf(res), path).toBe(code);
      }
      // Asked twice in a row: a refusal is never kept as a yes, and no bytes ever come.
      for (let i = 0; i < 2; i++) {
        const res = await get(`${base}/480/seg_0000.ts`);
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status).toBe(404);
        expect(body.includes(HD_SEGMENT.subarray(0, 64))).toBe(false);
      }
      // Dot segments and encoded separators, sent as written: nginx checks the rung it would serve.
      for (const path of [
        `${base}/240/../480/seg_0000.ts`,
        `${base}/240/%2e%2e/480/seg_0000.ts`,
        `${base}/240/..%2F480%2Fseg_0000.ts`,
        `${base}/480%2Fseg_0000.ts`,
      ]) {
        const res = await rawGet(path);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.body.includes(HD_SEGMENT.subarray(0, 64))).toBe(false);
      }
    });

    it('a video made private stops its segments once the yes nginx keeps (2 s, counted in whole seconds) ages out', async () => {
      const { id, base } = await video();
      const segment = `${base}/240/seg_0000.ts`;
      expect((await get(segment)).status).toBe(200); // the yes is now kept by nginx
      const [row] = await ctx.db.db
        .update(videos)
        .set({ visibility: 'private', accessVersion: 2 })
        .where(eq(videos.id, id))
        .returning();
      await announceAccessChange(ctx.realtime, id, row!.accessVersion);
      expect(await msUntilRefused(segment)).toBeLessThanOrEqual(REVOKED_WITHIN_MS);
      expect(await errorOf(await get(segment))).toBe('playback_revoked');
    });

    it("Premium ending stops the HD segments of the member's grant within the same window", async () => {
      await givePremium(ctx, 'accel-premium');
      const { base } = await video('accel-premium');
      const segment = `${base}/480/seg_0000.ts`;
      const res = await get(segment);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(HD_SEGMENT);
      await endPremium(ctx, 'accel-premium');
      expect(await msUntilRefused(segment)).toBeLessThanOrEqual(REVOKED_WITHIN_MS);
      expect(await errorOf(await get(segment))).toBe('playback_revoked');
    });

    it("Kinora's grant check: 204 naming the rung's folder, 403 with the refusal's code", async () => {
      const { id, base, token } = await video();
      const check = (path: string) => app.inject({ url: `/api/media-access/${path}` });
      const yes = await check(`${id}/${token}/240`);
      expect(yes.statusCode).toBe(204);
      expect(yes.headers[MEDIA_FOLDER_HEADER]).toBe(`videos/${id}/hls/1/240`);
      expect(yes.headers['x-kinora-cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(yes.rawPayload.length).toBe(0);
      const codeOf = async (path: string) => {
        const res = await check(path);
        expect(res.statusCode).toBe(403);
        expect(res.headers[MEDIA_FOLDER_HEADER]).toBeUndefined();
        return res.json().error.code;
      };
      expect(await codeOf(`${id}/${token}/480`)).toBe('quality_not_allowed');
      expect(await codeOf(`${id}/AAAA.BBBB/240`)).toBe('playback_expired');
      expect(base).toContain(token);
    });

    it('the internal locations cannot be asked for directly, and nothing outside the storage is reachable', async () => {
      const { id, token } = await video();
      const direct = await get(`${PREFIX}videos/${id}/hls/1/240/seg_0000.ts`);
      expect(direct.status).toBe(404);
      expect(Buffer.from(await direct.arrayBuffer()).includes(SEGMENT.subarray(0, 64))).toBe(false);
      // The grant check answers only nginx's own subrequest, even for a valid grant.
      const from = seen.length;
      for (const path of [`/api/media-access/${id}/${token}/240`, '/_kinora_access', '/api/media-access/']) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get(MEDIA_FOLDER_HEADER)).toBeNull();
      }
      expect(seenSince(from)).toEqual([]);
      const secret = Buffer.from(ctx.config.authSecret);
      for (const path of [`${PREFIX}../secret.key`, `${PREFIX}%2e%2e/secret.key`, '/secret.key']) {
        const res = await get(path);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(Buffer.from(await res.arrayBuffer()).includes(secret)).toBe(false);
      }
    });
  },
);

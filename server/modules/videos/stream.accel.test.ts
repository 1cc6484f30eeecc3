import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { epochS } from '../../clock';
import { user, videos } from '../../db/schema';
import { findNginx, kinoraSite, type RunningNginx, startNginx } from '../../test/nginx';
import { createTestContext, type TestContext } from '../../test/test-context';
import { announceAccessChange } from './access-versions';
import { playbackFor, renditionKey } from './playback';
import { findVideo } from './videos.repository';
import { insertVideo } from './videos.test-helpers';

/**
 * MEDIA_ACCEL_REDIRECT behind real nginx, configured by the shipped example (docs/deploy/nginx.conf):
 * Kinora checks the grant, nginx sends the bytes. Under CI=true a missing nginx fails this file.
 */
const nginxBinary = findNginx();
if (!nginxBinary && process.env.CI === 'true')
  throw new Error(
    'CI=true but nginx is not installed: the X-Accel-Redirect test cannot run (.ci/run installs it).',
  );
if (!nginxBinary) console.warn('[stream.accel.test] nginx is not installed: X-Accel-Redirect tests skipped.');

const PREFIX = '/_kinora_media/';
const SEGMENT = randomBytes(300_000);

describe.skipIf(!nginxBinary)(
  `segments served by nginx after Kinora's grant check (X-Accel-Redirect)${nginxBinary ? '' : ' — skipped: nginx is not installed'}`,
  () => {
    let ctx: TestContext;
    let app: FastifyInstance;
    let nginx: RunningNginx;

    /** A ready 240p video with a 300 KB segment, and a visitor's grant path for it. */
    async function video() {
      const id = await insertVideo(ctx, 'accel-owner');
      await ctx.storage.put(renditionKey(id, 1, 240, 'seg_0000.ts'), SEGMENT);
      const row = (await findVideo(ctx.db.db, id))!;
      const playback = playbackFor(
        ctx.config.authSecret,
        row,
        { viewerKey: 'a:accel-test', maxHeight: 240 },
        epochS(ctx.clock),
      )!;
      return { id, base: playback.masterUrl.replace('/master.m3u8', '') };
    }
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${nginx.url}${path}`, { headers });

    beforeAll(async () => {
      ctx = await createTestContext({ MEDIA_ACCEL_REDIRECT: PREFIX });
      await ctx.db.db.insert(user).values({ id: 'accel-owner', name: 'Owner', email: 'owner@accel.example' });
      app = await buildApp(ctx, { webDist: null });
      await app.listen({ port: 0, host: '127.0.0.1' });
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

    it('nginx serves the whole segment, with the headers Kinora chose and no trace of the redirect', async () => {
      const { base } = await video();
      const res = await get(`${base}/240/seg_0000.ts`);
      expect(res.status, nginx.errors()).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(SEGMENT);
      expect(res.headers.get('content-type')).toBe('video/mp2t');
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-accel-redirect')).toBeNull();
      // The bytes came from nginx's static module (Kinora sends no ETag).
      expect(res.headers.get('etag')).not.toBeNull();

      const playlist = await get(`${base}/240/index.m3u8`);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(await playlist.text()).toContain('seg_0000.ts');
    });

    it('nginx answers byte ranges: 206 with the right bytes, 416 beyond the end', async () => {
      const { base } = await video();
      const part = await get(`${base}/240/seg_0000.ts`, { range: 'bytes=1000-1999' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${SEGMENT.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(SEGMENT.subarray(1000, 2000));
      const tail = await get(`${base}/240/seg_0000.ts`, { range: 'bytes=-500' });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(SEGMENT.subarray(SEGMENT.length - 500));
      const beyond = await get(`${base}/240/seg_0000.ts`, { range: `bytes=${SEGMENT.length}-` });
      expect(beyond.status).toBe(416);
    });

    it("refuses bad, out-of-grant and revoked grants with Kinora's JSON 404, before nginx reads anything", async () => {
      const { id, base } = await video();
      const errorOf = async (res: Response) => {
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        return ((await res.json()) as { error: { code: string } }).error.code;
      };
      const forged = base.replace(/\/[^/]+$/, '/AAAA.BBBB');
      expect(await errorOf(await get(`${forged}/240/seg_0000.ts`))).toBe('playback_expired');
      expect(await errorOf(await get(`${base}/480/seg_0000.ts`))).toBe('quality_not_allowed');

      // The video is made private: the grant handed out before stops working at once.
      const [row] = await ctx.db.db
        .update(videos)
        .set({ visibility: 'private', accessVersion: 2 })
        .where(eq(videos.id, id))
        .returning();
      await announceAccessChange(ctx.realtime, id, row!.accessVersion);
      await expect
        .poll(async () => (await get(`${base}/240/seg_0000.ts`)).status, { timeout: 5000 })
        .toBe(404);
      expect(await errorOf(await get(`${base}/240/seg_0000.ts`))).toBe('playback_revoked');
    });

    it('the internal location cannot be asked for directly, and nothing outside the storage is reachable', async () => {
      const { id } = await video();
      const direct = await get(`${PREFIX}videos/${id}/hls/1/240/seg_0000.ts`);
      expect(direct.status).toBe(404);
      expect(Buffer.from(await direct.arrayBuffer()).includes(SEGMENT.subarray(0, 64))).toBe(false);
      const secret = Buffer.from(ctx.config.authSecret);
      for (const path of [`${PREFIX}../secret.key`, `${PREFIX}%2e%2e/secret.key`, '/secret.key']) {
        const res = await get(path);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(Buffer.from(await res.arrayBuffer()).includes(secret)).toBe(false);
      }
    });
  },
);

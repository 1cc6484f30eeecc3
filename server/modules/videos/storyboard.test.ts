import { existsSync, mkdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { epochS } from '../../clock';
import { user } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { announceAccessChange } from './access-versions';
import { queueMissingStoryboards } from './commands/backfill-storyboards';
import { makeStoryboard, storyboardPrefix } from './commands/make-storyboard';
import { processVideo } from './commands/process-video';
import { playbackFor } from './playback';
import { findVideo } from './videos.repository';
import { insertVideo, makeVideo, updateVideo } from './videos.test-helpers';

/**
 * Scrub previews with real ffmpeg on testsrc2 clips (small and at 10 fps, so the 20-minute one is
 * quick): the interval rule, the cues, the grant that serves them, and a video that changes while
 * the job runs.
 */
let ctx: TestContext;
let app: FastifyInstance;
const ownerId = 'storyboard-owner';

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.db.insert(user).values({ id: ownerId, name: 'Owner', email: 'owner@storyboard.example' });
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** A ready video whose source is a real clip of `seconds`, stored where the row says. */
async function clipVideo(seconds: number) {
  const id = await insertVideo(ctx, ownerId, { durationS: seconds, sourceKey: `videos/pending/${seconds}` });
  const sourceKey = `videos/${id}/source-1.mp4`;
  await ctx.storage.putFile(sourceKey, makeVideo({ seconds, width: 320, height: 180, format: 'mp4' }));
  await updateVideo(ctx, id, { sourceKey });
  return id;
}

async function grantBase(id: string) {
  const row = (await findVideo(ctx.db.db, id))!;
  const playback = playbackFor(
    ctx.config.authSecret,
    row,
    { viewerKey: 'a:sb', maxHeight: 240 },
    epochS(ctx.clock),
  )!;
  return { playback, base: playback.masterUrl.replace('/master.m3u8', '') };
}

const cuesOf = (vtt: string) => vtt.trim().split('\n\n').slice(1);

describe('storyboards', () => {
  it('a 61 s clip: a frame every 2 s, 31 cues in one sheet, served under the grant, refused once revoked', async () => {
    const id = await clipVideo(61);
    expect((await grantBase(id)).playback.storyboardUrl).toBeNull();
    expect(await makeStoryboard(ctx, { videoId: id, generation: 1 })).toBe(true);
    const row = (await findVideo(ctx.db.db, id))!;
    expect(row.storyboard).toMatchObject({ generation: 1, intervalS: 2, frames: 31, columns: 10, rows: 4 });
    const { tileWidth: w, tileHeight: h } = row.storyboard!;
    // Done once: a second delivery of the job changes nothing.
    expect(await makeStoryboard(ctx, { videoId: id, generation: 1 })).toBe(false);

    const { playback, base } = await grantBase(id);
    expect(playback.storyboardUrl).toBe(`${base}/storyboard/thumbnails.vtt`);
    const vtt = await app.inject({ url: playback.storyboardUrl! });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    const cues = cuesOf(vtt.body);
    expect(cues).toHaveLength(31);
    expect(cues[0]).toMatch(
      new RegExp(`^00:00:00\\.000 --> 00:00:02\\.000\nsheet_000\\.(jpg|webp)#xywh=0,0,${w},${h}$`),
    );
    expect(cues[30]).toMatch(
      new RegExp(`^00:01:00\\.000 --> 00:01:01\\.000\nsheet_000\\.\\w+#xywh=0,${3 * h},${w},${h}$`),
    );
    const sheetName = /sheet_000\.(jpg|webp)/.exec(cues[0]!)![0];
    const sheet = await app.inject({ url: `${base}/storyboard/${sheetName}` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
    expect(sheet.rawPayload.length).toBe(row.storyboard!.bytes);
    expect(row.storyboard!.bytes / (61 / 3600)).toBeLessThan(1.5 * 1024 * 1024);
    // Only the sheet names the job writes: nothing else of the prefix, no path tricks.
    for (const bad of ['sheet_000.png', 'thumbnails.vtt%00', '..%2Fsource-1.mp4', 'sheet_0.jpg'])
      expect((await app.inject({ url: `${base}/storyboard/${bad}` })).statusCode).toBe(400);
    expect((await app.inject({ url: `${base}/storyboard/sheet_009.jpg` })).statusCode).toBe(404);

    // Made private: the grant handed out before refuses the previews like the segments.
    await updateVideo(ctx, id, { visibility: 'private', accessVersion: 2 });
    await announceAccessChange(ctx.realtime, id, 2);
    await expect.poll(async () => (await app.inject({ url: playback.storyboardUrl! })).statusCode).toBe(404);
    for (const url of [playback.storyboardUrl!, `${base}/storyboard/${sheetName}`, `${base}/chapters.vtt`])
      expect((await app.inject({ url })).json().error.code).toBe('playback_revoked');
  });

  it('a 20-minute clip: a frame every 5 s, 240 cues over 3 sheets', async () => {
    const id = await clipVideo(1200);
    const started = performance.now();
    expect(await makeStoryboard(ctx, { videoId: id, generation: 1 })).toBe(true);
    const row = (await findVideo(ctx.db.db, id))!;
    expect(row.storyboard).toMatchObject({ intervalS: 5, frames: 240, columns: 10, rows: 10 });
    const files: string[] = [];
    for await (const key of ctx.storage.list(storyboardPrefix(id, 1))) files.push(key.split('/').pop()!);
    expect(files.sort()).toEqual([
      ...['000', '001', '002'].map((n) => `sheet_${n}.${row.storyboard!.format}`),
      'thumbnails.vtt',
    ]);
    const { base } = await grantBase(id);
    const cues = cuesOf((await app.inject({ url: `${base}/storyboard/thumbnails.vtt` })).body);
    expect(cues).toHaveLength(240);
    const { tileWidth: w, tileHeight: h } = row.storyboard!;
    expect(cues[1]).toMatch(
      new RegExp(`^00:00:05\\.000 --> 00:00:10\\.000\nsheet_000\\.\\w+#xywh=${w},0,${w},${h}$`),
    );
    expect(cues[239]).toMatch(
      new RegExp(`^00:19:55\\.000 --> 00:20:00\\.000\nsheet_002\\.\\w+#xywh=${9 * w},${3 * h},${w},${h}$`),
    );
    expect(row.storyboard!.bytes).toBeLessThanOrEqual((1.5 * 1024 * 1024) / 3);
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('a video replaced or deleted while the job runs keeps none of its files', async () => {
    const id = await clipVideo(61);
    const putFile = ctx.storage.putFile.bind(ctx.storage);
    // The owner replaces the file as the first sheet is stored: the new generation is the video's now.
    const spy = vi.spyOn(ctx.storage, 'putFile').mockImplementationOnce(async (key, path, opts) => {
      await updateVideo(ctx, id, { generation: 2 });
      return putFile(key, path, opts);
    });
    try {
      expect(await makeStoryboard(ctx, { videoId: id, generation: 1 })).toBe(false);
    } finally {
      spy.mockRestore();
    }
    const left: string[] = [];
    for await (const key of ctx.storage.list(storyboardPrefix(id, 1))) left.push(key);
    expect(left).toEqual([]);
    expect((await findVideo(ctx.db.db, id))!.storyboard).toBeNull();
    // Deleted before the job ran: nothing to do, nothing stored.
    await ctx.db.db.execute(`delete from videos where id = '${id}'`);
    expect(await makeStoryboard(ctx, { videoId: id, generation: 2 })).toBe(false);
  });

  it('processing a new video queues its storyboard once, for its generation, in the commit that makes it play', async () => {
    const id = await clipVideo(61);
    await updateVideo(ctx, id, { status: 'processing', renditions: [], publishedAt: null });
    await processVideo(ctx, { videoId: id, generation: 1 });
    expect((await findVideo(ctx.db.db, id))!.status).toBe('ready');
    const { rows } = await ctx.db.query<{ data: { videoId: string; generation: number } }>(
      "select data from pgboss.job where name = 'videos.make-storyboard' and data->>'videoId' = $1",
      [id],
    );
    expect(rows.map((r) => r.data)).toEqual([{ videoId: id, generation: 1 }]);
    // Its automatic captions likewise, once (docs/decisions/0037).
    const captions = await ctx.db.query<{ data: { videoId: string; generation: number } }>(
      "select data from pgboss.job where name = 'videos.caption' and data->>'videoId' = $1",
      [id],
    );
    expect(captions.rows.map((r) => r.data)).toEqual([{ videoId: id, generation: 1 }]);
  });

  it('storyboards:backfill queues the videos made before storyboards, and not those that have theirs', async () => {
    const id = await clipVideo(61);
    const queuedFor = async () =>
      (
        await ctx.db.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = 'videos.make-storyboard' and data->>'videoId' = $1",
          [id],
        )
      ).rows[0]!.n;
    await queueMissingStoryboards(ctx);
    expect(await queuedFor()).toBe(1);
    await makeStoryboard(ctx, { videoId: id, generation: 1 });
    ctx.clock.advance(1000);
    await queueMissingStoryboards(ctx);
    expect(await queuedFor()).toBe(1);
  });

  it("a run removes the work folders a dead run left over an hour ago, not a live run's", async () => {
    const root = join(ctx.config.dataDir, 'tmp', 'storyboard');
    const [dead, live] = [join(root, 'dead.run'), join(root, 'live.run')];
    for (const dir of [dead, live]) mkdirSync(dir, { recursive: true });
    const twoHoursAgo = (ctx.clock.now().getTime() - 2 * 3600_000) / 1000;
    utimesSync(dead, twoHoursAgo, twoHoursAgo);
    await makeStoryboard(ctx, { videoId: await clipVideo(61), generation: 1 });
    expect([existsSync(dead), existsSync(live)]).toEqual([false, true]);
  });
});

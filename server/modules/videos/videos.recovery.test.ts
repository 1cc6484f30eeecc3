import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startWorker } from '../../bootstrap';
import { videos } from '../../db/schema';
import { eventOccurrences } from '../../test/event-occurrences';
import { TestClient } from '../../test/http-client';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { processVideo } from './commands/process-video';
import { workDirFor } from './commands/processing-lease';
import { recoverProcessingJob } from './jobs/recover-processing.job';
import { findVideo } from './videos.repository';
import {
  createChannel,
  makeVideo,
  pngImage,
  publishUpload,
  tusUpload,
  uploadVideo,
  userIdOf,
  waitForVideo,
} from './videos.test-helpers';

/**
 * Processing that survives crashes, durations measured from the media, reasons as codes, no
 * upscaling — with real ffmpeg. A real worker process killed mid-transcode: videos.worker-crash.test.ts.
 */
const LEASE_S = 3;
let ctx: TestContext;
let app: FastifyInstance;
let owner: TestClient;
let ownerId: string;
let channelId: string;

beforeAll(async () => {
  ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast', PROCESSING_LEASE_S: String(LEASE_S) });
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  owner = new TestClient(app, 'http://localhost:3000', '10.5.0.1');
  await startWorker(ctx);
  await signUpConfirmed(ctx, owner, 'recovery@example.com', 'recovery');
  ownerId = await userIdOf(owner);
  channelId = await createChannel(owner);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** A faststart MP4 whose header says 60 s, cut to its first 40 %: ~24 s of real media. */
function truncatedMp4(): string {
  const dir = join(SCRATCH_DIR, 'media');
  mkdirSync(dir, { recursive: true });
  const cut = join(dir, 'truncated-60s.mp4');
  if (existsSync(cut) && statSync(cut).size > 0) return cut;
  const full = join(dir, 'faststart-60s.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '60'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      '-shortest',
      full,
    ],
  ]);
  const bytes = readFileSync(full);
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.4)));
  return cut;
}

/** A processing row pointing at a stored file, as the publish command leaves it. */
async function storedProcessingVideo(file: string): Promise<string> {
  const [row] = await ctx.db.db
    .insert(videos)
    .values({
      ownerId,
      channelId,
      title: 'Stockée',
      status: 'processing',
      durationS: 60,
      sourceKey: 'videos/pending/source-1.mp4',
      sourceFormat: 'mp4',
      sourceBytes: statSync(file).size,
    })
    .returning({ id: videos.id });
  const id = row!.id;
  const sourceKey = `videos/${id}/source-1.mp4`;
  await ctx.storage.putFile(sourceKey, file);
  await ctx.db.db.update(videos).set({ sourceKey }).where(eq(videos.id, id));
  return id;
}

describe('the duration is measured, not read from the header', () => {
  it('refuses a truncated faststart MP4 whose header claims 60 s', async () => {
    const up = await tusUpload(owner, readFileSync(truncatedMp4()));
    const res = await publishUpload(
      owner,
      { title: 'Coupée', channelId, uploadId: up.id! },
      await pngImage(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'video_too_short', details: { minMinutes: 1 } });
    expect(res.json().error.details.durationS).toBeLessThan(30);
  });

  it('fails the processing of a stored file that is shorter than it claims, with a code', async () => {
    const id = await storedProcessingVideo(truncatedMp4());
    await processVideo(ctx, { videoId: id, generation: 1 });
    const video = await findVideo(ctx.db.db, id);
    expect(video).toMatchObject({ status: 'failed', failureReason: 'video_too_short', publishedAt: null });
  });
});

describe('failure reasons', () => {
  it('are codes the page translates, never server paths', async () => {
    const junk = join(SCRATCH_DIR, 'media', 'junk.mp4');
    writeFileSync(
      junk,
      Buffer.concat([readFileSync(truncatedMp4()).subarray(0, 64), Buffer.alloc(50_000, 1)]),
    );
    const id = await storedProcessingVideo(junk);
    await processVideo(ctx, { videoId: id, generation: 1 });
    const page = (await owner.get(`/api/videos/${id}`)).json();
    expect(page).toMatchObject({ status: 'failed', failureReason: 'processing_failed' });
    const list = (await owner.get('/api/me/videos')).json();
    for (const v of list.items) expect(v.failureReason ?? '').not.toMatch(/[/\\]/);
  });
});

describe('processing survives crashes', () => {
  const transcodeJobs = async (videoId: string) =>
    (
      await ctx.db.query<{ state: string }>(
        `select state from pgboss.job where name = 'videos.transcode' and data->>'videoId' = $1`,
        [videoId],
      )
    ).rows.map((r) => r.state);

  it('queues the job in the same transaction as the row that needs it', async () => {
    const id = await uploadVideo(
      owner,
      channelId,
      makeVideo({ seconds: 62, width: 320, height: 240, format: 'mp4' }),
    );
    expect(await transcodeJobs(id)).toHaveLength(1);
    await waitForVideo(ctx, id, (v) => v.status === 'ready');
    // Its first rendition made a public video watchable: the videos.published moment, once.
    expect(await eventOccurrences(ctx.db, 'videos.published', { videoId: id })).toHaveLength(1);
  });

  it('a run whose worker died is queued again, ends ready, and its temporary folder goes', async () => {
    const id = await storedProcessingVideo(
      makeVideo({ seconds: 62, width: 320, height: 240, format: 'mp4' }),
    );
    // What a worker killed mid-transcode leaves: a lease nobody renews, a half-written folder, and a
    // pg-boss job stuck 'active' (here: gone) that would not be retried for half an hour.
    const deadToken = '00000000-0000-4000-8000-000000000001';
    await ctx.db.db
      .update(videos)
      .set({
        leaseOwner: deadToken,
        leaseUntil: sql`now() - interval '1 second'`,
        processingAttempts: 1,
        progress: 37,
      })
      .where(eq(videos.id, id));
    const orphan = workDirFor(ctx, id, deadToken);
    mkdirSync(join(orphan, '240'), { recursive: true });
    writeFileSync(join(orphan, '240', 'seg_0000.ts'), Buffer.alloc(1000));

    await ctx.queue.send(recoverProcessingJob, {});
    const video = await waitForVideo(ctx, id, (v) => v.status === 'ready');
    expect(video).toMatchObject({ progress: 100, leaseOwner: null, processingAttempts: 0 });
    expect(video.renditions.length).toBeGreaterThan(0);
    await expect.poll(() => existsSync(orphan)).toBe(false);
  });

  it('a video that keeps killing its worker fails after bounded attempts, and the owner can retry', async () => {
    const id = await storedProcessingVideo(
      makeVideo({ seconds: 62, width: 320, height: 240, format: 'mp4' }),
    );
    await ctx.db.db
      .update(videos)
      .set({ leaseOwner: 'dead', leaseUntil: sql`now() - interval '1 second'`, processingAttempts: 3 })
      .where(eq(videos.id, id));
    await ctx.queue.send(recoverProcessingJob, {});
    await expect
      .poll(async () => (await findVideo(ctx.db.db, id))?.failureReason, { timeout: 20_000 })
      .toBe('processing_interrupted');
    const retry = await owner.post(`/api/videos/${id}/retry`);
    expect(retry.statusCode).toBe(202);
    await waitForVideo(ctx, id, (v) => v.status === 'ready');
  });

  it('never upscales: a 320×240 source gets its 240p rendition only', async () => {
    const transcodes240 = async () =>
      Number(
        /^kinora_transcode_duration_seconds_count\{heights="240"\} (\d+)$/m.exec(
          await ctx.metrics.text(),
        )?.[1] ?? 0,
      );
    const before = await transcodes240();
    const id = await uploadVideo(
      owner,
      channelId,
      makeVideo({ seconds: 62, width: 320, height: 240, format: 'mp4' }),
    );
    const video = await waitForVideo(ctx, id, (v) => v.status === 'ready');
    expect(video.renditions).toEqual([expect.objectContaining({ width: 320, height: 240 })]);
    // Its one ffmpeg run is timed under the height it made (server/metrics).
    expect(await transcodes240()).toBe(before + 1);
  });
});

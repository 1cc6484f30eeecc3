import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../bootstrap';
import { user, videos } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { sourceKeyFor } from './commands/create-video';
import { workDirFor, workRoot } from './commands/processing-lease';
import { recoverProcessingJob } from './jobs/recover-processing.job';
import { transcodeVideoJob } from './jobs/transcode-video.job';
import { findVideo } from './videos.repository';
import { makeVideo, waitForVideo } from './videos.test-helpers';

/**
 * A real worker process (`npm run worker`) killed with SIGKILL in the middle of a transcode: the
 * video must still end ready by itself, and the dead run's temporary folder must go. Needs a
 * second process on the same database, so PostgreSQL only (the same recovery is exercised on
 * PGlite in videos.recovery.test.ts).
 */
const LEASE_S = 3;
let ctx: TestContext;
let child: ChildProcess | null = null;

describe.runIf(testBackend() === 'postgres')('a worker killed mid-transcode', () => {
  beforeAll(async () => {
    // This process does not work jobs until the child is dead: the child takes the transcode.
    ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast', PROCESSING_LEASE_S: String(LEASE_S) });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await ctx?.close();
  });

  it('ends ready by itself on another worker, without leftovers', async () => {
    const ownerId = 'crash-owner';
    await ctx.db.db.insert(user).values({ id: ownerId, name: 'Crash', email: 'crash@example.com' });
    const file = makeVideo({ seconds: 90, width: 1280, height: 720, format: 'mp4' });
    const id = crypto.randomUUID();
    await ctx.storage.putFile(sourceKeyFor(id, 1, 'mp4'), file);
    await withTransaction(ctx, async ({ tx, enqueue }) => {
      await tx.insert(videos).values({
        id,
        ownerId,
        title: 'Interrompue',
        status: 'processing',
        durationS: 90,
        sourceKey: sourceKeyFor(id, 1, 'mp4'),
        sourceFormat: 'mp4',
        sourceBytes: 1,
      });
      await enqueue(transcodeVideoJob, { videoId: id, generation: 1 });
    });

    child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: {
        ...process.env,
        DATABASE_URL: ctx.db.connectionString,
        DATA_DIR: ctx.config.dataDir,
        AUTH_SECRET: ctx.config.authSecret,
        PROCESSING_LEASE_S: String(LEASE_S),
        TRANSCODE_PRESET: 'ultrafast',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const running = await waitForVideo(ctx, id, (v) => v.leaseOwner !== null && v.progress > 0, 90_000);
    const workDir = workDirFor(ctx, id, running.leaseOwner!);
    expect(existsSync(workDir)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect((await findVideo(ctx.db.db, id))?.status).toBe('processing');

    // Another worker (this process) starts; the recovery job (scheduled every minute, sent here so
    // the test need not wait for the clock) queues the work again once the lease has run out.
    await startWorker(ctx);
    await expect
      .poll(
        async () => {
          await ctx.queue.send(recoverProcessingJob, {});
          return (await findVideo(ctx.db.db, id))?.status;
        },
        { timeout: 240_000, interval: 2_000 },
      )
      .toBe('ready');
    const video = await findVideo(ctx.db.db, id);
    expect(video!.renditions.map((r) => r.height)).toEqual([240, 360, 480, 720]);
    expect(video).toMatchObject({ progress: 100, leaseOwner: null, processingAttempts: 0 });
    await expect.poll(() => existsSync(workDir), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => (existsSync(workRoot(ctx)) ? readdirSync(workRoot(ctx)) : [])).toEqual([]);
  }, 300_000);
});

import { statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, videos } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { processVideo } from '../videos/commands/process-video';
import { findVideo } from '../videos/videos.repository';
import { makeVideo } from '../videos/videos.test-helpers';
import { listen } from './notifications.test-helpers';

/**
 * The owner hears when their video's processing ends — ready or failed — from the real processing
 * command and real ffmpeg (small files, one rendition, to keep this quick).
 */
let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast' });
  ownerId = (await insertMembers(ctx, 1))[0]!;
});
afterAll(async () => {
  await ctx.close();
});

/** A processing row pointing at a stored file, as the publish command leaves it. */
async function processingVideo(file: string, title: string, attempts = 0): Promise<string> {
  const [row] = await ctx.db.db
    .insert(videos)
    .values({
      ownerId,
      title,
      status: 'processing',
      durationS: 60,
      sourceKey: 'videos/pending/source-1.mp4',
      sourceFormat: 'mp4',
      sourceBytes: statSync(file).size,
      processingAttempts: attempts,
    })
    .returning({ id: videos.id });
  const id = row!.id;
  const sourceKey = `videos/${id}/source-1.mp4`;
  await ctx.storage.putFile(sourceKey, file);
  await ctx.db.db.update(videos).set({ sourceKey }).where(eq(videos.id, id));
  return id;
}

const noticesOf = (videoId: string) =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, ownerId))
    .then((rows) => rows.filter((r) => (r.data as { videoId?: string }).videoId === videoId));

describe("the owner's notices from processing", () => {
  it('says when the video is ready, once, live on their open tabs', async () => {
    const tabs = listen(ctx, ownerId);
    const id = await processingVideo(
      makeVideo({ seconds: 61, width: 320, height: 240, format: 'mp4' }),
      'Prête',
    );
    await processVideo(ctx, { videoId: id, generation: 1 });
    expect((await findVideo(ctx.db.db, id))?.status).toBe('ready');
    // A second delivery of the job finds the work done.
    await processVideo(ctx, { videoId: id, generation: 1 });
    const rows = await noticesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'video_ready',
      data: { videoId: id, videoTitle: 'Prête' },
      dedupKey: `video_ready:${id}:1`,
      readAt: null,
    });
    await expect
      .poll(() => tabs.events.filter((e) => e.type === 'notification'))
      .toEqual([
        {
          type: 'notification',
          notification: expect.objectContaining({ id: rows[0]!.id, kind: 'video_ready', read: false }),
        },
      ]);
    tabs.stop();

    // The owner replaces the file: the next generation's readiness is news again.
    const file = makeVideo({ seconds: 61, width: 320, height: 240, format: 'mp4' });
    const key = `videos/${id}/source-2.mp4`;
    await ctx.storage.putFile(key, file);
    await ctx.db.db
      .update(videos)
      .set({
        status: 'processing',
        pendingSource: {
          key,
          format: 'mp4',
          bytes: statSync(file).size,
          durationS: 61,
          width: 320,
          height: 240,
          generation: 2,
        },
      })
      .where(eq(videos.id, id));
    await processVideo(ctx, { videoId: id, generation: 2 });
    expect(await findVideo(ctx.db.db, id)).toMatchObject({ status: 'ready', generation: 2 });
    expect((await noticesOf(id)).map((r) => r.dedupKey).sort()).toEqual([
      `video_ready:${id}:1`,
      `video_ready:${id}:2`,
    ]);
  });

  it('says when it failed, with the reason code', async () => {
    const id = await processingVideo(
      makeVideo({ seconds: 30, width: 320, height: 240, format: 'mp4' }),
      'Trop courte',
    );
    await processVideo(ctx, { videoId: id, generation: 1 });
    expect(await noticesOf(id)).toEqual([
      expect.objectContaining({
        kind: 'video_failed',
        data: { videoId: id, videoTitle: 'Trop courte', reason: 'video_too_short' },
        dedupKey: `video_failed:${id}:1`,
      }),
    ]);
  });

  it('says when processing gave up after dying too often', async () => {
    const file = makeVideo({ seconds: 61, width: 320, height: 240, format: 'mp4' });
    const id = await processingVideo(file, 'Interrompue', 3);
    await processVideo(ctx, { videoId: id, generation: 1 });
    expect(await findVideo(ctx.db.db, id)).toMatchObject({
      status: 'failed',
      failureReason: 'processing_interrupted',
    });
    expect((await noticesOf(id)).map((r) => r.data)).toEqual([
      { videoId: id, videoTitle: 'Interrompue', reason: 'processing_interrupted' },
    ]);
  });
});

import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage/storage';
import { channels, user, videos } from '../../db/schema';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestContext, type TestContext } from '../../test/test-context';
import { retryProcessing } from './commands/manage-video';
import { hlsPrefix, processVideo } from './commands/process-video';
import { workRoot } from './commands/processing-lease';
import { findVideo } from './videos.repository';
import { makeVideo } from './videos.test-helpers';

/**
 * The ladder with real ffmpeg: the lowest rendition alone (a new video plays early), then the rest
 * from one ffmpeg run. ffmpeg is reached through a wrapper script that logs every run, so the tests
 * count processes rather than trusting the code; a flag file makes it kill the ladder run midway,
 * another makes the ladder run slow enough to be cancelled.
 */
const LEASE_S = 3;
const ownerId = 'ladder-owner';
const owner = { userId: ownerId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] };
let ctx: TestContext;
let dir: string;
let channelId: string;
const log = () => join(dir, 'runs.log');
const flag = (name: 'fail' | 'slow') => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(SCRATCH_DIR, 'ladder-'));
  const wrapper = join(dir, 'ffmpeg');
  // The ladder run is the one with several HLS outputs.
  writeFileSync(
    wrapper,
    `#!/bin/sh
printf 'run %s\\n' "$*" >> '${log()}'
case "$*" in *'-f hls'*'-f hls'*)
  if [ -e '${flag('slow')}' ]; then sleep 20; fi
  if [ -e '${flag('fail')}' ]; then ffmpeg "$@" & pid=$!; sleep 1; kill -9 $pid; wait $pid; exit 1; fi;;
esac
exec ffmpeg "$@"
`,
  );
  chmodSync(wrapper, 0o755);
  ctx = await createTestContext({
    TRANSCODE_PRESET: 'ultrafast',
    FFMPEG_PATH: wrapper,
    PROCESSING_LEASE_S: String(LEASE_S),
  });
  await ctx.db.db.insert(user).values({ id: ownerId, name: 'Ladder', email: 'ladder@example.com' });
  const [channel] = await ctx.db.db
    .insert(channels)
    .values({ ownerId, name: 'Échelle' })
    .returning({ id: channels.id });
  channelId = channel!.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  rmSync(log(), { force: true });
  rmSync(flag('fail'), { force: true });
  rmSync(flag('slow'), { force: true });
});

/** A 720p video stored and waiting for processing, as the publish command leaves it. */
async function storedVideo(): Promise<string> {
  const file = makeVideo({ seconds: 62, width: 1280, height: 720, format: 'mp4' });
  const [row] = await ctx.db.db
    .insert(videos)
    .values({
      ownerId,
      channelId,
      title: 'Échelle',
      status: 'processing',
      durationS: 62,
      sourceKey: 'pending',
      sourceFormat: 'mp4',
      sourceBytes: 1,
    })
    .returning({ id: videos.id });
  const sourceKey = `videos/${row!.id}/source-1.mp4`;
  await ctx.storage.putFile(sourceKey, file);
  await ctx.db.db.update(videos).set({ sourceKey }).where(eq(videos.id, row!.id));
  return row!.id;
}

/** The HLS runs of ffmpeg, each as its number of renditions, with the playlists stored between them. */
const timeline = () =>
  readFileSync(log(), 'utf8')
    .trim()
    .split('\n')
    .filter((line) => line.includes('-f hls') || line.startsWith('stored'))
    .map((line) => (line.startsWith('stored') ? line : `ffmpeg ×${line.split(' -f hls ').length - 1}`));

/** Records in the run log when a playlist is stored (the last file of a rendition). */
const loggingStorage = () =>
  new Proxy(ctx.storage, {
    get(target, prop, receiver) {
      if (prop !== 'putFile') return Reflect.get(target, prop, receiver);
      return async (key: string, path: string) => {
        await target.putFile(key, path);
        if (key.endsWith('index.m3u8')) appendFileSync(log(), `stored ${key.split('/').at(-2)}\n`);
      };
    },
  }) satisfies Storage;

const storedKeys = async (prefix: string) => {
  const keys: string[] = [];
  for await (const key of ctx.storage.list(prefix)) keys.push(key);
  return keys;
};
const workDirsOf = (id: string) =>
  (existsSync(workRoot(ctx)) ? readdirSync(workRoot(ctx)) : []).filter((n) => n.startsWith(id));

describe('the rendition ladder', () => {
  it('makes the lowest rendition alone, then the rest of the ladder in a single ffmpeg run', async () => {
    const id = await storedVideo();
    await processVideo({ ...ctx, storage: loggingStorage() }, { videoId: id, generation: 1 });
    const video = await findVideo(ctx.db.db, id);
    expect(video).toMatchObject({ status: 'ready', progress: 100, leaseOwner: null });
    expect(video!.renditions.map((r) => `${r.width}x${r.height}`)).toEqual([
      '426x240',
      '640x360',
      '854x480',
      '1280x720',
    ]);
    // 240p is stored (the video plays) before the one run that makes 360p, 480p and 720p starts.
    expect(timeline()).toEqual([
      'ffmpeg ×1',
      'stored 240',
      'ffmpeg ×3',
      'stored 360',
      'stored 480',
      'stored 720',
    ]);
    expect(workDirsOf(id)).toEqual([]);

    // Every stored rendition is a playable HLS stream of the whole video at its listed size.
    for (const rendition of video!.renditions) {
      const prefix = `${hlsPrefix(id, 1)}/${rendition.height}`;
      const keys = await storedKeys(prefix);
      expect(keys.filter((k) => /\/seg_\d{4}\.ts$/.test(k)).length).toBeGreaterThanOrEqual(15);
      const probe = JSON.parse(
        execFileSync('ffprobe', [
          ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
          ctx.storage.localPath(`${prefix}/index.m3u8`)!,
        ]).toString(),
      ) as {
        format: { duration: string };
        streams: { codec_name: string; width?: number; height?: number }[];
      };
      expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(probe.streams.find((s) => s.codec_name === 'h264')).toMatchObject({
        width: rendition.width,
        height: rendition.height,
      });
      expect(Number(probe.format.duration)).toBeGreaterThan(61);
    }
  });

  it('a ladder run that dies midway leaves no temporary files, and the owner can retry it', async () => {
    const id = await storedVideo();
    writeFileSync(flag('fail'), '');
    await processVideo({ ...ctx, storage: loggingStorage() }, { videoId: id, generation: 1 });
    expect(timeline()).toEqual(['ffmpeg ×1', 'stored 240', 'ffmpeg ×3']);
    const failed = await findVideo(ctx.db.db, id);
    // Still playable in 240p; nothing of the unfinished renditions is listed or stored.
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'processing_failed', leaseOwner: null });
    expect(failed!.renditions.map((r) => r.height)).toEqual([240]);
    expect(failed!.publishedAt).not.toBeNull();
    expect((await storedKeys(hlsPrefix(id, 1))).every((k) => k.includes('/240/'))).toBe(true);
    expect(workDirsOf(id)).toEqual([]);

    rmSync(flag('fail'));
    await retryProcessing(ctx, owner, id);
    await processVideo(ctx, { videoId: id, generation: 1 });
    const retried = await findVideo(ctx.db.db, id);
    expect(retried).toMatchObject({ status: 'ready', progress: 100 });
    expect(retried!.renditions.map((r) => r.height)).toEqual([240, 360, 480, 720]);
  });

  it('a video deleted during the ladder run stops it and leaves no files', async () => {
    const id = await storedVideo();
    writeFileSync(flag('slow'), '');
    const started = Date.now();
    const run = processVideo(ctx, { videoId: id, generation: 1 });
    await expect.poll(() => existsSync(log()) && timeline().length === 2, { timeout: 30_000 }).toBe(true);
    await ctx.db.db.delete(videos).where(eq(videos.id, id));
    await run;
    // Stopped at the next lease renewal (a third of the lease), not after the 20 s the run would take.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await storedKeys(hlsPrefix(id, 1))).toEqual([]);
    expect(workDirsOf(id)).toEqual([]);
  });
});

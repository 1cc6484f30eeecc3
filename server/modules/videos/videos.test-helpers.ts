import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { epochS } from '../../clock';
import { videos } from '../../db/schema';
import type { TestClient } from '../../test/http-client';
import { SCRATCH_DIR } from '../../test/paths';
import type { TestContext } from '../../test/test-context';
import { recordHeartbeat, startPlayback } from './commands/engagement';
import { playbackFor } from './playback';
import { verifyPlayback } from './playback-token';
import { findVideo } from './videos.repository';
import { type Viewer, viewerKeyOf } from './viewer';

const MEDIA_DIR = join(SCRATCH_DIR, 'media');

/**
 * A real video made by ffmpeg (test pattern + tone), cached between runs by its parameters.
 * Low frame rate keeps encoding quick; the pixels and duration are what the tests look at.
 */
export function makeVideo(opts: {
  seconds: number;
  width: number;
  height: number;
  format: 'mp4' | 'webm' | 'avi' | 'mov';
}): string {
  mkdirSync(MEDIA_DIR, { recursive: true });
  const path = join(MEDIA_DIR, `${opts.seconds}s-${opts.width}x${opts.height}.${opts.format}`);
  if (existsSync(path) && statSync(path).size > 0) return path;
  const codec =
    opts.format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k', '-c:a', 'libvorbis']
      : opts.format === 'avi'
        ? ['-c:v', 'mpeg4', '-q:v', '10', '-c:a', 'mp3']
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${opts.width}x${opts.height}:rate=10`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=22050',
    '-t',
    String(opts.seconds),
    ...codec,
    '-shortest',
    path,
  ]);
  return path;
}

export async function pngImage(width = 320, height = 180): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** Sends a file through the tus protocol in chunks, as tus-js-client does. Returns the upload id. */
export async function tusUpload(
  client: TestClient,
  bytes: Buffer,
  opts: { chunk?: number; stopAfter?: number } = {},
) {
  const created = await client.request({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  if (created.statusCode !== 201) return { status: created.statusCode, body: created.body, id: null };
  const id = String(created.headers.location).split('/').pop()!;
  const chunk = opts.chunk ?? 8 * 1024 * 1024;
  let offset = 0;
  while (offset < Math.min(bytes.length, opts.stopAfter ?? Number.POSITIVE_INFINITY)) {
    const body = bytes.subarray(offset, offset + chunk);
    const res = await client.request({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: body,
    });
    if (res.statusCode !== 204) return { status: res.statusCode, body: res.body, id };
    offset = Number(res.headers['upload-offset']);
  }
  return { status: 204, body: '', id };
}

export async function createChannel(client: TestClient, name = 'Ma chaîne') {
  const res = await client.post('/api/channels', { name, description: 'Des vidéos', topics: ['technology'] });
  if (res.statusCode !== 201) throw new Error(`channel: ${res.body}`);
  return res.json().id as string;
}

export async function publishUpload(
  client: TestClient,
  fields: Record<string, string>,
  thumbnail: Buffer | null,
) {
  return client.multipart(
    'POST',
    '/api/videos',
    fields,
    thumbnail
      ? { bytes: thumbnail, filename: 'thumb.png', field: 'thumbnail', contentType: 'image/png' }
      : undefined,
  );
}

/** Uploads a file and publishes it; returns the new video id. */
export async function uploadVideo(
  client: TestClient,
  channelId: string,
  path: string,
  extra: Record<string, string> = {},
) {
  const up = await tusUpload(client, readFileSync(path));
  if (up.status !== 204) throw new Error(`upload: ${up.status} ${up.body}`);
  const res = await publishUpload(
    client,
    { title: 'Essai', channelId, uploadId: up.id!, ...extra },
    await pngImage(),
  );
  if (res.statusCode !== 201) throw new Error(`publish: ${res.body}`);
  return res.json().id as string;
}

export async function waitForVideo(
  ctx: TestContext,
  id: string,
  done: (v: NonNullable<Awaited<ReturnType<typeof findVideo>>>) => boolean,
  timeoutMs = 240_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const video = await findVideo(ctx.db.db, id);
    if (video && done(video)) return video;
    if (video?.status === 'failed') throw new Error(`processing failed: ${video.failureReason}`);
    if (Date.now() > deadline) throw new Error(`video ${id} not done: ${video?.status} ${video?.progress}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A video row straight in the database, nothing in storage; its id. */
export async function insertVideoRow(ctx: TestContext, values: typeof videos.$inferInsert): Promise<string> {
  const [row] = await ctx.db.db.insert(videos).values(values).returning({ id: videos.id });
  return row!.id;
}

/** Changes a video row behind the commands' back (a test's "meanwhile…"). */
export async function updateVideo(
  ctx: TestContext,
  id: string,
  values: Partial<typeof videos.$inferInsert>,
): Promise<void> {
  await ctx.db.db.update(videos).set(values).where(eq(videos.id, id));
}

/** A processed video row without running ffmpeg (permission and view tests), with one stored 240p segment. */
export async function insertVideo(
  ctx: TestContext,
  ownerId: string,
  overrides: Partial<typeof videos.$inferInsert> = {},
): Promise<string> {
  const id = await insertVideoRow(ctx, {
    ownerId,
    title: 'Vidéo de test',
    status: 'ready',
    durationS: 120,
    width: 854,
    height: 480,
    sourceKey: 'videos/none/source-1.mp4',
    sourceFormat: 'mp4',
    sourceBytes: 1000,
    renditions: [
      { width: 426, height: 240, bandwidth: 600_000 },
      { width: 854, height: 480, bandwidth: 2_000_000 },
    ],
    publishedAt: ctx.clock.now(),
    ...overrides,
  });
  await ctx.storage.put(
    `videos/${id}/hls/1/240/index.m3u8`,
    Buffer.from('#EXTM3U\n#EXTINF:4,\nseg_0000.ts\n'),
  );
  await ctx.storage.put(`videos/${id}/hls/1/240/seg_0000.ts`, Buffer.alloc(2048, 7));
  return id;
}

export async function userIdOf(client: TestClient): Promise<string> {
  return (await client.get('/api/session')).json().user.id;
}

/**
 * What a player does before its heartbeats count: gets a playback grant (as GET /api/videos/:id
 * does) and fetches the master playlist (which starts the playback). Returns the grant's token.
 */
export async function startWatching(ctx: TestContext, viewer: Viewer, videoId: string): Promise<string> {
  const video = await findVideo(ctx.db.db, videoId);
  if (!video) throw new Error('no such video');
  const playback = playbackFor(
    ctx.config.authSecret,
    video,
    { viewerKey: viewerKeyOf(viewer), maxHeight: 480 },
    epochS(ctx.clock),
  );
  const grant = playback && verifyPlayback(ctx.config.authSecret, videoId, playback.token, epochS(ctx.clock));
  if (!grant) throw new Error('no playback');
  await startPlayback(ctx, grant);
  return playback.token;
}

/** A heartbeat sent at `when`: the test clock is moved there first. */
export function heartbeatAt(ctx: TestContext, when: Date, ...args: Tail<Parameters<typeof recordHeartbeat>>) {
  ctx.clock.set(when);
  return recordHeartbeat(ctx, ...args);
}
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/** Many published, public video rows at once (a full playlist's worth), without files. */
export async function insertVideoRows(ctx: TestContext, ownerId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  // In batches: one statement may bind at most 65,535 parameters.
  for (let start = 0; start < count; start += 500) {
    const rows = await ctx.db.db
      .insert(videos)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          ownerId,
          title: `Vidéo ${start + i}`,
          status: 'ready' as const,
          durationS: 60,
          sourceKey: 'videos/none/source-1.mp4',
          sourceFormat: 'mp4',
          sourceBytes: 1000,
          publishedAt: ctx.clock.now(),
        })),
      )
      .returning({ id: videos.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { videoTopic } from '../../realtime/hub';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { VIDEO_CHANGED_TOPIC } from './video-cache';
import {
  createChannel,
  makeVideo,
  pngImage,
  publishUpload,
  tusUpload,
  uploadVideo,
  waitForVideo,
} from './videos.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let owner: TestClient;
let channelId: string;

const storedKeys = async (prefix: string) => {
  const keys: string[] = [];
  for await (const key of ctx.storage.list(prefix)) keys.push(key);
  return keys;
};
const pendingUploads = async () =>
  (await readdir(join(ctx.config.dataDir, 'uploads')).catch(() => [])).filter((f) => !f.startsWith('.'));

beforeAll(async () => {
  ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast' });
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  owner = new TestClient(app, 'http://localhost:3000', '10.1.0.1');
  await signUpConfirmed(ctx, owner, 'creator@example.com', 'creator');
  channelId = await createChannel(owner);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('upload and processing with real ffmpeg', () => {
  let videoId: string;

  it('turns a 90 s 720p MP4 into 240p–720p HLS renditions, a poster, and keeps the original', async () => {
    // The owner's open tab follows processing over the realtime socket.
    const events: { type: string; status?: string; progress?: number; playable?: boolean }[] = [];
    const socket = await app.injectWS('/api/realtime', {
      headers: { cookie: owner.cookieHeader(), origin: 'http://localhost:3000' },
    });
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    videoId = await uploadVideo(
      owner,
      channelId,
      makeVideo({ seconds: 90, width: 1280, height: 720, format: 'mp4' }),
    );
    // Pages opened on its link before it played learn that it now does.
    const available: unknown[] = [];
    const unfollow = ctx.realtime.subscribe(videoTopic(videoId), (event) => available.push(event));
    const video = await waitForVideo(ctx, videoId, (v) => v.status === 'ready');
    await expect.poll(() => events.some((e) => e.status === 'ready' && e.progress === 100)).toBe(true);
    expect(
      events.filter((e) => e.type === 'video.updated' && e.status === 'processing').length,
    ).toBeGreaterThan(2);
    // The owner's page turns into the player with the first rendition, long before 'ready'.
    const firstPlayable = events.findIndex((e) => e.playable === true);
    expect(events[firstPlayable]).toMatchObject({ status: 'processing' });
    expect(firstPlayable).toBeLessThan(events.findIndex((e) => e.status === 'ready'));
    await expect.poll(() => available).toEqual([{ type: 'video.available', videoId }]);
    unfollow();
    socket.terminate();
    expect(video.renditions.map((r) => r.height)).toEqual([240, 360, 480, 720]);
    expect(video.renditions.map((r) => r.width)).toEqual([426, 640, 854, 1280]);
    expect(video.durationS).toBeGreaterThan(89);
    expect(video.posterUrl).toMatch(/^\/api\/files\/posters\//);
    expect(video.publishedAt).not.toBeNull();
    expect(await ctx.storage.stat(video.sourceKey)).not.toBeNull();
    expect(await pendingUploads()).toEqual([]);
  });

  it('gives the owner every quality and visitors standard quality only, through signed URLs', async () => {
    const mine = (await owner.get(`/api/videos/${videoId}`)).json();
    expect(mine.playback.qualities).toEqual([720, 480, 360, 240]);
    const master = await owner.get(mine.playback.masterUrl);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('720/index.m3u8');

    const visitor = new TestClient(app, 'http://localhost:3000', '10.1.0.9');
    const theirs = (await visitor.get(`/api/videos/${videoId}`)).json();
    expect(theirs.access).toBe('watch');
    expect(theirs.playback.qualities).toEqual([480, 360, 240]);
    const visitorMaster = await visitor.get(theirs.playback.masterUrl);
    expect(visitorMaster.body).toContain('480/index.m3u8');
    expect(visitorMaster.body).not.toContain('720/index.m3u8');
    // Guessing the premium rendition with the visitor's grant does not work.
    const base = theirs.playback.masterUrl.replace('/master.m3u8', '');
    expect((await visitor.get(`${base}/720/index.m3u8`)).statusCode).toBe(404);
    expect((await visitor.get(`${base}/480/index.m3u8`)).statusCode).toBe(200);
    // A tampered token is refused.
    expect(
      (await visitor.get(`${base.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))}/240/index.m3u8`))
        .statusCode,
    ).toBe(404);
  });

  it('serves segments with byte ranges (206) and rejects impossible ranges (416)', async () => {
    const { playback } = (await owner.get(`/api/videos/${videoId}`)).json();
    const base = playback.masterUrl.replace('/master.m3u8', '');
    const playlist = (await owner.get(`${base}/240/index.m3u8`)).body;
    const segment = playlist.split('\n').find((l: string) => l.endsWith('.ts'))!;
    const whole = await owner.get(`${base}/240/${segment}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await owner.request({
      method: 'GET',
      url: `${base}/240/${segment}`,
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 1100));
    const bad = await owner.request({
      method: 'GET',
      url: `${base}/240/${segment}`,
      headers: { range: 'bytes=999999999-' },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('replaces the video file: reprocessed, and the old files removed once the new ones are ready', async () => {
    const before = await waitForVideo(ctx, videoId, (v) => v.status === 'ready');
    // Api nodes cache a ready video's row: they must hear of the swap, or hand out the old generation.
    const changes: unknown[] = [];
    const stopListening = ctx.realtime.subscribe(VIDEO_CHANGED_TOPIC, (event) => {
      if (event.videoId === videoId) changes.push(event);
    });
    const up = await tusUpload(
      owner,
      readFileSync(makeVideo({ seconds: 62, width: 640, height: 360, format: 'mov' })),
    );
    const res = await owner.post(`/api/videos/${videoId}/source`, { uploadId: up.id });
    expect(res.statusCode).toBe(202);
    const after = await waitForVideo(ctx, videoId, (v) => v.status === 'ready' && v.generation === 2);
    // A 360p source: no upscaled 480p.
    expect(after.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect(after.sourceFormat).toBe('mov');
    // The old files go right after the swap is committed.
    await expect.poll(() => storedKeys(`videos/${videoId}/hls/1`), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => ctx.storage.stat(before.sourceKey), { timeout: 10_000 }).toBeNull();
    expect((await storedKeys(`videos/${videoId}/hls/2`)).length).toBeGreaterThan(6);
    // Once when the new file was accepted, once when its renditions replaced the old ones.
    await expect.poll(() => changes.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    stopListening();
  });

  it('deleting the video removes every file of it', async () => {
    const video = await waitForVideo(ctx, videoId, (v) => v.status === 'ready');
    expect((await owner.request({ method: 'DELETE', url: `/api/videos/${videoId}` })).statusCode).toBe(204);
    // Removed by the job queued with the deletion.
    await expect.poll(() => storedKeys(`videos/${videoId}`), { timeout: 15_000 }).toEqual([]);
    await expect
      .poll(() => ctx.storage.stat(video.thumbnailUrl!.replace('/api/files/', '')), { timeout: 15_000 })
      .toBeNull();
    expect(await ctx.storage.stat(video.posterUrl!.replace('/api/files/', ''))).toBeNull();
    expect((await owner.get(`/api/videos/${videoId}`)).statusCode).toBe(404);
  });

  it('accepts WebM and AVI', async () => {
    for (const format of ['webm', 'avi'] as const) {
      const id = await uploadVideo(
        owner,
        channelId,
        makeVideo({ seconds: 61, width: 320, height: 240, format }),
      );
      const video = await waitForVideo(ctx, id, (v) => v.status === 'ready');
      expect(video.sourceFormat).toBe(format);
      // 320×240: its own 240p only, never upscaled.
      expect(video.renditions).toHaveLength(1);
    }
  });
});

describe('refused uploads keep nothing', () => {
  const publish = async (bytes: Buffer) => {
    const up = await tusUpload(owner, bytes);
    expect(up.status).toBe(204);
    return publishUpload(owner, { title: 'Refusée', channelId, uploadId: up.id! }, await pngImage());
  };

  it('refuses a 30 s video, naming the minimum in minutes', async () => {
    const res = await publish(
      readFileSync(makeVideo({ seconds: 30, width: 320, height: 240, format: 'mp4' })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'video_too_short', details: { minMinutes: 1 } });
    expect(await pendingUploads()).toEqual([]);
  });

  it('refuses a text file renamed .mp4', async () => {
    const res = await publish(Buffer.from('this is not a video, whatever its name says\n'.repeat(100)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_video_type');
    expect(await pendingUploads()).toEqual([]);
  });

  it('refuses a file of 101 MB before receiving it', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(101 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(await pendingUploads()).toEqual([]);
  });

  it('refuses a 101 MB stream sent with a deferred length', async () => {
    const big = Buffer.alloc(101 * 1024 * 1024, 1);
    const created = await owner.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' },
    });
    if (created.statusCode === 201) {
      const id = String(created.headers.location).split('/').pop();
      const res = await owner.request({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: big,
      });
      expect(res.statusCode).toBe(413);
    } else expect(created.statusCode).toBeGreaterThanOrEqual(400);
    await owner.request({
      method: 'DELETE',
      url: `/api/uploads/${String(created.headers.location).split('/').pop()}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
  });

  it('requires title, video and thumbnail, each with its code', async () => {
    const up = await tusUpload(
      owner,
      readFileSync(makeVideo({ seconds: 61, width: 320, height: 240, format: 'mp4' })),
    );
    const noTitle = await publishUpload(owner, { title: ' ', channelId, uploadId: up.id! }, await pngImage());
    expect(noTitle.json().error.code).toBe('title_required');
    const noVideo = await publishUpload(owner, { title: 'T', channelId }, await pngImage());
    expect(noVideo.json().error.code).toBe('video_required');
    const noThumb = await publishUpload(owner, { title: 'T', channelId, uploadId: up.id! }, null);
    expect(noThumb.json().error.code).toBe('thumbnail_required');
    const badThumb = await owner.multipart(
      'POST',
      '/api/videos',
      { title: 'T', channelId, uploadId: up.id! },
      {
        bytes: Buffer.from('not an image'),
        filename: 'x.png',
        field: 'thumbnail',
      },
    );
    expect(badThumb.json().error.code).toBe('invalid_image');
    // A form mistake does not cost the upload: the same file publishes once the form is right.
    const fixed = await publishUpload(owner, { title: 'T', channelId, uploadId: up.id! }, await pngImage());
    expect(fixed.statusCode).toBe(201);
  });

  it('resumes an interrupted upload from where it stopped', async () => {
    const bytes = readFileSync(makeVideo({ seconds: 61, width: 320, height: 240, format: 'mp4' }));
    const half = await tusUpload(owner, bytes, { chunk: 64 * 1024, stopAfter: 64 * 1024 });
    const head = await owner.request({
      method: 'HEAD',
      url: `/api/uploads/${half.id}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(Number(head.headers['upload-offset'])).toBe(64 * 1024);
    const rest = await owner.request({
      method: 'PATCH',
      url: `/api/uploads/${half.id}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(64 * 1024),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes.subarray(64 * 1024),
    });
    expect(rest.statusCode).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(bytes.length);
    // Someone else cannot see, continue or use it.
    const other = new TestClient(app, 'http://localhost:3000', '10.1.0.7');
    await signUpConfirmed(ctx, other, 'intruder@example.com', 'intruder');
    const theirs = await other.request({
      method: 'HEAD',
      url: `/api/uploads/${half.id}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(theirs.statusCode).toBe(404);
    const otherChannel = await createChannel(other, 'Autre');
    const steal = await publishUpload(
      other,
      { title: 'Volée', channelId: otherChannel, uploadId: half.id! },
      await pngImage(),
    );
    expect(steal.json().error.code).toBe('upload_not_found');
    await owner.request({
      method: 'DELETE',
      url: `/api/uploads/${half.id}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
  });
});

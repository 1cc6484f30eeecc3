import { readFileSync } from 'node:fs';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { pngImage } from '../../server/modules/videos/videos.test-helpers';

/**
 * Uploads a clip through tus and publishes it, as the upload page does; waits until it is
 * published with its whole ladder. Returns the video id.
 */
export async function publishVideo(
  serverUrl: string,
  request: APIRequestContext,
  video: { channelId: string; title: string; clip: string; monetized?: boolean },
): Promise<string> {
  const bytes = readFileSync(video.clip);
  const headers = { origin: serverUrl, 'tus-resumable': '1.0.0' };
  const created = await request.post(`${serverUrl}/api/uploads`, {
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const uploadId = String(created.headers().location).split('/').pop()!;
  const patched = await request.patch(`${serverUrl}/api/uploads/${uploadId}`, {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  const res = await request.post(`${serverUrl}/api/videos`, {
    headers: { origin: serverUrl },
    multipart: {
      title: video.title,
      channelId: video.channelId,
      uploadId,
      visibility: 'public',
      monetized: String(Boolean(video.monetized)),
      description: '',
      thumbnail: { name: 't.png', mimeType: 'image/png', buffer: await pngImage() },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  // Ready, not just published: a video plays (and is published) once its lowest rendition is out,
  // and a busy machine may still be making the rest of the ladder when a journey looks for HD.
  await expect
    .poll(
      async () => {
        const body = await (await request.get(`${serverUrl}/api/videos/${id}`)).json();
        return body.publishedAt ? body.status : 'unpublished';
      },
      { timeout: 180_000 },
    )
    .toBe('ready');
  return id;
}

import { readFileSync } from 'node:fs';
import { pngImage } from '../../server/modules/videos/videos.test-helpers';
import type { Browser } from './client';

/** A channel of the signed-in member, created through `via`. */
export async function createChannel(browser: Browser, via: string, name: string): Promise<string> {
  const res = await browser.post(via, '/api/channels', {
    name,
    description: 'Des vidéos',
    topics: ['technology'],
  });
  if (res.status !== 201) throw new Error(`channel: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Uploads a clip with tus in one request and publishes it, all through one node (`via`), as the
 * upload page does. Returns the video id; processing then runs on a worker.
 */
export async function publishVideo(
  browser: Browser,
  via: string,
  video: { channelId: string; title: string; clip: string },
): Promise<string> {
  const bytes = readFileSync(video.clip);
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await browser.fetch(via, '/api/uploads', {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
  const uploadId = String(created.headers.get('location')).split('/').pop()!;
  const patched = await browser.fetch(via, `/api/uploads/${uploadId}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (patched.status !== 204) throw new Error(`upload chunk: ${patched.status} ${await patched.text()}`);
  const form = new FormData();
  form.set('title', video.title);
  form.set('channelId', video.channelId);
  form.set('uploadId', uploadId);
  form.set('visibility', 'public');
  form.set('monetized', 'false');
  form.set('description', '');
  form.set('thumbnail', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 't.png');
  const res = await browser.fetch(via, '/api/videos', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

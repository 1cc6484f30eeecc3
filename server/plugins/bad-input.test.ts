import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../domain/limits';
import { STRONG_PASSWORD, signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import {
  createChannel,
  insertVideo,
  pngImage,
  publishUpload,
  userIdOf,
} from '../modules/videos/videos.test-helpers';
import { TestClient } from '../test/http-client';
import { createTestApp } from '../test/test-context';

let t: Awaited<ReturnType<typeof createTestApp>>;
let member: TestClient;
let channelId: string;
let videoId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  member = new TestClient(t.app, 'http://localhost:3000', '10.9.0.1');
  await signUpConfirmed(t.ctx, member, 'bad-input@example.com', 'bad_input');
  channelId = await createChannel(member, 'Chaîne intacte');
  videoId = await insertVideo(t.ctx, await userIdOf(member), { channelId, title: 'Titre intact' });
});
afterAll(() => t.close());

const codeOf = (res: { body: string }) => JSON.parse(res.body).error?.code;
const NUL = 'a\u0000b';

describe('NUL characters', () => {
  it('are refused with 400 invalid_characters on every text input, and change nothing', async () => {
    const visitor = new TestClient(t.app, 'http://localhost:3000', '10.9.0.2');
    const attempts = [
      member.request({ method: 'PATCH', url: '/api/me/profile', payload: { displayName: NUL } }),
      member.post('/api/channels', { name: NUL, description: '', topics: [] }),
      member.request({ method: 'PATCH', url: `/api/channels/${channelId}`, payload: { name: NUL } }),
      publishUpload(member, { title: NUL, channelId, uploadId: 'a'.repeat(32) }, await pngImage()),
      member.request({ method: 'PATCH', url: `/api/videos/${videoId}`, payload: { title: NUL } }),
      member.post('/api/auth/update-user', { name: NUL }),
      visitor.post('/api/auth/sign-in/email', { email: `x${NUL}@example.com`, password: STRONG_PASSWORD }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('invalid_characters');
    }
    const me = (await member.get('/api/session')).json().user;
    expect(me.displayName).toBe('bad_input');
    const channels = (await member.get('/api/me/channels')).json().items;
    expect(channels.map((c: { name: string }) => c.name)).toEqual(['Chaîne intacte']);
    expect((await member.get(`/api/videos/${videoId}`)).json().title).toBe('Titre intact');
  });

  it('are found in object keys, arrays, query strings and multipart field names', async () => {
    const attempts = [
      member.request({ method: 'PATCH', url: '/api/me/profile', payload: { [NUL]: 'x' } }),
      member.post('/api/channels', { name: 'Ok', topics: [NUL] }),
      member.get('/api/videos?cursor=%00'),
      publishUpload(member, { [NUL]: 'x', title: 'Ok', channelId }, await pngImage()),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('invalid_characters');
    }
  });

  it('are found at the bottom of a deeply nested body without overflowing the stack', async () => {
    const depth = 100_000;
    const res = await member.request({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('invalid_characters');
  });
});

const boundary = 'XKinoraX';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const filePartHead = (field = 'file') =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${boundary}--\r\n`);

describe('multipart bodies', () => {
  it('refuse a text field longer than 64 KiB with 413 payload_too_large', async () => {
    const res = await publishUpload(
      member,
      { title: 'Ok', description: 'd'.repeat(1024 * 1024), channelId, uploadId: 'a'.repeat(32) },
      await pngImage(),
    );
    expect(res.statusCode).toBe(413);
    expect(codeOf(res)).toBe('payload_too_large');
  });

  it('answer 400 invalid_multipart when malformed, on the avatar and the publish form', async () => {
    const fieldPart = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc`;
    const bodies: { payload: string; contentType?: string }[] = [
      // The form never ends.
      { payload: `${filePartHead().toString()}abc` },
      { payload: fieldPart },
      // A part header that never finishes.
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nGarbage`,
      },
      // No boundary in the content type, or another one than the body's.
      { payload: `${fieldPart}\r\n--${boundary}--\r\n`, contentType: 'multipart/form-data' },
      { payload: `${fieldPart}\r\n--${boundary}--\r\n`, contentType: 'multipart/form-data; boundary=Other' },
    ];
    for (const url of ['/api/me/avatar', '/api/videos']) {
      for (const { payload, contentType } of bodies) {
        const headers = contentType ? { 'content-type': contentType } : multipartHeaders;
        const res = await member.request({ method: 'POST', url, payload, headers });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(codeOf(res), `${url} ${payload}`).toBe('invalid_multipart');
      }
    }
  });

  it('refuse a second file with 413 payload_too_large', async () => {
    const png = await pngImage();
    const payload = Buffer.concat([
      filePartHead('thumbnail'),
      png,
      Buffer.from('\r\n'),
      filePartHead('other'),
      png,
      closing,
    ]);
    const res = await member.request({
      method: 'POST',
      url: '/api/videos',
      payload,
      headers: multipartHeaders,
    });
    expect(res.statusCode).toBe(413);
    expect(codeOf(res)).toBe('payload_too_large');
  });
});

describe('oversize images', () => {
  const routes = [
    { url: '/api/me/avatar', field: 'file', limit: LIMITS.avatarBytes, code: 'avatar_too_large' },
    {
      url: `/api/channels/:channel/image`,
      field: 'file',
      limit: LIMITS.channelImageBytes,
      code: 'image_too_large',
    },
    {
      url: '/api/videos/:video/thumbnail',
      field: 'file',
      limit: LIMITS.thumbnailBytes,
      code: 'image_too_large',
    },
    { url: '/api/videos', field: 'thumbnail', limit: LIMITS.thumbnailBytes, code: 'image_too_large' },
  ];
  const urlOf = (url: string) => url.replace(':channel', channelId).replace(':video', videoId);

  it('answer 413 with the route code, the avatar limit winning over the global 5 MB', async () => {
    const png = await pngImage();
    for (const route of routes) {
      const bytes = Buffer.concat([png, Buffer.alloc(route.limit + 1 - png.length)]);
      const payload = Buffer.concat([filePartHead(route.field), bytes, closing]);
      const res = await member.request({
        method: 'POST',
        url: urlOf(route.url),
        payload,
        headers: multipartHeaders,
      });
      expect(res.statusCode, route.url).toBe(413);
      expect(codeOf(res), route.url).toBe(route.code);
    }
  });

  it('answer 413, not a cut image for the decoder, when the limit falls on a network chunk', async () => {
    const png = await pngImage();
    for (const route of routes) {
      // The first chunk ends exactly at the limit; the rest comes a moment later, as over a network.
      const first = Buffer.concat([filePartHead(route.field), png, Buffer.alloc(route.limit - png.length)]);
      const rest = Buffer.concat([Buffer.alloc(64 * 1024), closing]);
      const payload = Readable.from(
        (async function* () {
          yield first;
          await sleep(50);
          yield rest;
        })(),
      );
      const res = await member.request({
        method: 'POST',
        url: urlOf(route.url),
        payload,
        headers: multipartHeaders,
      });
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(413);
      expect(codeOf(res), route.url).toBe(route.code);
    }
    expect((await member.get('/api/session')).json().user.avatarUrl).toBeNull();
  });
});

describe('the auth bridge', () => {
  it('answers a megabyte-long reset link with 404, not a 500 (openapi fuzz)', async () => {
    const res = await member.get(`/api/auth/reset-password/${'x'.repeat(2 * 1024 * 1024)}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    expect(codeOf(res)).toBe('not_found');
  });
});

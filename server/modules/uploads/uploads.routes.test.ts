import { readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../domain/limits';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestApp, createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, pngImage, publishUpload, tusUpload, userIdOf } from '../videos/videos.test-helpers';
import { takeUpload } from './uploads';

const TUS = { 'tus-resumable': '1.0.0' };
const MB = 1024 * 1024;
const createUpload = (client: TestClient, length: number) =>
  client.request({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, 'upload-length': String(length) },
  });
const idOf = (res: { headers: Record<string, unknown> }) => String(res.headers.location).split('/').pop()!;

describe('uploads without ffmpeg', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    await t.ctx.queue.work(t.ctx);
    member = new TestClient(t.app, 'http://localhost:3000', '10.3.0.1');
    await signUpConfirmed(t.ctx, member, 'nomedia@example.com', 'nomedia');
  });
  afterAll(() => t.close());

  it('refuses uploads with a clear code, before any byte is sent', async () => {
    const res = await member.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body).error.code).toBe('media_unavailable');
    const channelId = await createChannel(member);
    const publish = await publishUpload(
      member,
      { title: 'x', channelId, uploadId: 'a'.repeat(32) },
      await pngImage(),
    );
    expect(publish.statusCode).toBe(503);
    expect(publish.json().error.code).toBe('media_unavailable');
  });

  it('needs a session, and a same-site page for writes', async () => {
    const visitor = new TestClient(t.app, 'http://localhost:3000', '10.3.0.2');
    const res = await visitor.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(res.statusCode).toBe(401);
    const crossSite = new TestClient(t.app, 'https://evil.example', '10.3.0.3');
    const forged = await crossSite.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', cookie: member.cookieHeader() },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('tus answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.queue.work(t.ctx);
    member = new TestClient(t.app, 'http://localhost:3000', '10.3.1.1');
    await signUpConfirmed(t.ctx, member, 'tus-errors@example.com', 'tus_errors');
  });
  afterAll(() => t.close());

  it("come in Kinora's JSON error format with a stable code and the request id", async () => {
    const tooLarge = await createUpload(member, LIMITS.videoBytes + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/^application\/json/);
    expect(tooLarge.json()).toEqual({
      error: {
        code: 'video_too_large',
        message: expect.any(String),
        requestId: tooLarge.headers['x-request-id'],
      },
    });

    const created = await createUpload(member, 10);
    const patch = (offset: number, payload: Buffer) =>
      member.request({
        method: 'PATCH',
        url: `/api/uploads/${idOf(created)}`,
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload,
      });
    const cases = [
      { res: await patch(0, Buffer.alloc(11)), status: 413, code: 'video_too_large' },
      { res: await patch(5, Buffer.alloc(1)), status: 409, code: 'upload_offset_conflict' },
      {
        res: await member.request({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...TUS, 'upload-length': 'x' },
        }),
        status: 400,
        code: 'bad_request',
      },
      {
        res: await member.request({
          method: 'POST',
          url: '/api/uploads',
          headers: { 'upload-length': '10' },
        }),
        status: 412,
        code: 'bad_request',
      },
    ];
    for (const { res, status, code } of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error, res.body).toMatchObject({ code, requestId: res.headers['x-request-id'] });
    }
    await member.request({ method: 'DELETE', url: `/api/uploads/${idOf(created)}`, headers: TUS });
  });
  it('answer a full disk with storage_full (507), and the upload resumes once there is room', async () => {
    const created = await createUpload(member, 8);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    const { path: file } = await t.ctx.uploads.bytes.localCopy(id, 8);
    const patch = (offset: number, payload: Buffer) =>
      member.request({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload,
      });
    // /dev/full answers every write with ENOSPC: the kernel's own "no space left on device".
    renameSync(file, `${file}.kept`);
    symlinkSync('/dev/full', file);
    const full = await patch(0, Buffer.from('abcd'));
    expect(full.statusCode, full.body).toBe(507);
    expect(full.json().error).toMatchObject({
      code: 'storage_full',
      requestId: full.headers['x-request-id'],
    });
    // Room again: the client asks where the upload stands and continues.
    rmSync(file);
    renameSync(`${file}.kept`, file);
    const head = await member.request({ method: 'HEAD', url: `/api/uploads/${id}`, headers: TUS });
    expect(head.headers['upload-offset']).toBe('0');
    expect((await patch(0, Buffer.from('abcdefgh'))).statusCode).toBe(204);
    expect(readFileSync(file, 'utf8')).toBe('abcdefgh');
    await member.request({ method: 'DELETE', url: `/api/uploads/${id}`, headers: TUS });
  });
});

describe('pending uploads per member', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.queue.work(t.ctx);
    member = new TestClient(t.app, 'http://localhost:3000', '10.3.2.1');
    other = new TestClient(t.app, 'http://localhost:3000', '10.3.2.2');
    await signUpConfirmed(t.ctx, member, 'pending@example.com', 'pending');
    await signUpConfirmed(t.ctx, other, 'pending-other@example.com', 'pending_other');
  });
  afterAll(() => t.close());

  const del = (client: TestClient, id: string) =>
    client.request({ method: 'DELETE', url: `/api/uploads/${id}`, headers: TUS });

  it(`are at most ${LIMITS.pendingUploads}, even when asked for all at once`, async () => {
    const attempts = await Promise.all(Array.from({ length: 10 }, () => createUpload(member, 30 * MB)));
    const accepted = attempts.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(LIMITS.pendingUploads);
    for (const refused of attempts.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: 'too_many_pending_uploads',
        requestId: expect.any(String),
      });
    }
    // Another member is not held back.
    const theirs = await createUpload(other, 30 * MB);
    expect(theirs.statusCode).toBe(201);
    await del(other, idOf(theirs));
    for (const res of accepted) await del(member, idOf(res));
  });

  it('free their slot when cancelled, published or expired', async () => {
    const ids = [];
    for (let i = 0; i < LIMITS.pendingUploads; i++) ids.push(idOf(await createUpload(member, 10 * MB)));
    expect((await createUpload(member, 10 * MB)).statusCode).toBe(429);

    // Cancelled (tus DELETE).
    expect((await del(member, ids.pop()!)).statusCode).toBe(204);
    const done = await tusUpload(member, Buffer.alloc(1000, 7));
    expect(done.status).toBe(204);
    expect((await createUpload(member, 10 * MB)).statusCode).toBe(429);

    // Taken by a command (publish, replace), which discards it.
    const actor = {
      userId: await userIdOf(member),
      email: '',
      sessionId: '',
      roles: [],
      plan: 'free' as const,
      sanctions: [],
    };
    await (await takeUpload(t.ctx.uploads, actor, done.id!)).discard();
    const next = await createUpload(member, 10 * MB);
    expect(next.statusCode).toBe(201);

    // Past the 24 h expiry, before the hourly clean-up removed it.
    await t.ctx.db.query(
      `update pending_uploads set created_at = now() - interval '25 hours' where id = $1`,
      [idOf(next)],
    );
    const after = await createUpload(member, 10 * MB);
    expect(after.statusCode).toBe(201);
    for (const id of [...ids, idOf(next), idOf(after)]) await del(member, id);
  });
});

describe('slow clients', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let member: TestClient;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({ HTTP_IDLE_TIMEOUT_S: '1' });
    await ctx.queue.work(ctx);
    app = await buildApp(ctx, { webDist: null });
    // A handler that works quietly after the body, as publishing does while copying a source to S3.
    app.post('/api/test/quiet', async () => {
      await sleep(2500);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    member = new TestClient(app, 'http://localhost:3000', '10.3.3.1');
    await signUpConfirmed(ctx, member, 'slow@example.com', 'slow_client');
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  /** Sends the head and the first bytes of a body, then nothing; resolves with the ms until the server hangs up. */
  const stall = (head: string, firstBytes: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head);
        socket.write(firstBytes, () => {
          const started = Date.now();
          socket.on('close', () => resolve(Date.now() - started));
        });
      });
      socket.on('error', () => {});
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept the stalled connection open'));
      }, 10_000);
    });
  const headOf = (method: string, url: string, headers: Record<string, string>) =>
    `${method} ${url} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\norigin: http://localhost:3000\r\ncookie: ${member.cookieHeader()}\r\n${Object.entries(
      headers,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`;

  it('are cut off after the idle timeout mid-body', async () => {
    const ms = await stall(
      headOf('POST', '/api/channels', { 'content-type': 'application/json', 'content-length': '100' }),
      Buffer.from('{"name":'),
    );
    expect(ms).toBeGreaterThan(800);
    expect(ms).toBeLessThan(4000);
  });

  it('are not cut while the handler works quietly after the whole body came', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/test/quiet`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
  });

  it('lose nothing of a stalled tus chunk: the upload resumes from what arrived', async () => {
    const created = await createUpload(member, 1000);
    const id = idOf(created);
    const ms = await stall(
      headOf('PATCH', `/api/uploads/${id}`, {
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': '1000',
      }),
      Buffer.alloc(100, 1),
    );
    expect(ms).toBeLessThan(4000);
    let offset = -1;
    for (let i = 0; i < 40 && offset !== 100; i++, await sleep(100)) {
      const head = await member.request({ method: 'HEAD', url: `/api/uploads/${id}`, headers: TUS });
      offset = Number(head.headers['upload-offset']);
    }
    expect(offset).toBe(100);
    const rest = await member.request({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: { ...TUS, 'upload-offset': '100', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(900, 2),
    });
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe('1000');
  });
});

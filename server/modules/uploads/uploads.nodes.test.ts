import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../domain/limits';
import { systemClock } from '../../clock';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { insertMember, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, makeVideo, pngImage, publishUpload, userIdOf } from '../videos/videos.test-helpers';
import { expireUploadsJob } from './expire-uploads.job';
import { recordPendingUpload } from './pending-uploads.repository';
import { UPLOAD_EXPIRY_MS } from './upload-store';
import { takeUpload } from './uploads';
import { arrangeUpload, secondNode, startS3Server } from './uploads.test-helpers';

const TUS = { 'tus-resumable': '1.0.0' };
const MB = 1024 * 1024;
const idOf = (res: { headers: Record<string, unknown> }) => String(res.headers.location).split('/').pop()!;
const create = (client: TestClient, length: number) =>
  client.request({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, 'upload-length': String(length) },
  });
const patch = (client: TestClient, id: string, offset: number, payload: Buffer) =>
  client.request({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload,
  });
const head = (client: TestClient, id: string) =>
  client.request({ method: 'HEAD', url: `/api/uploads/${id}`, headers: TUS });

/**
 * Two api nodes ("A" and "B") on one database and one bucket, each with its own DATA_DIR and upload
 * service, as behind a load balancer without stickiness (issue 31): any request may land on either.
 */
describe('uploads across two api nodes (S3 on s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof secondNode>>;
  let onA: TestClient;
  let onB: TestClient;
  let portA: number;
  const actor = async () => ({
    userId: await userIdOf(onA),
    email: '',
    sessionId: '',
    roles: [],
    plan: 'free' as const,
    sanctions: [],
  });

  beforeAll(async () => {
    s3 = await startS3Server();
    // Only a release request frees a stalled chunk here: the idle timeout is longer than tus's lock wait.
    a = await createTestApp({ env: { ...s3.env, HTTP_IDLE_TIMEOUT_S: '120' } });
    await a.ctx.queue.work(a.ctx);
    b = await secondNode(a.ctx);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    portA = (a.app.server.address() as AddressInfo).port;
    onA = new TestClient(a.app, 'http://localhost:3000', '10.31.0.1');
    await signUpConfirmed(a.ctx, onA, 'nodes@example.com', 'nodes');
    onB = onA.on(b.app);
  });
  const lockedOnA = async (id: string) =>
    (await a.ctx.db.query('select 1 from upload_locks where upload_id = $1', [id])).rows.length === 1;
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('complete an upload whose chunks alternate between the nodes, and publish it on either', async () => {
    const bytes = readFileSync(makeVideo({ seconds: 61, width: 160, height: 90, format: 'mp4' }));
    const created = await create(onA, bytes.length);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    const chunk = Math.ceil(bytes.length / 5);
    for (let offset = 0, i = 0; offset < bytes.length; i++) {
      const res = await patch(i % 2 ? onB : onA, id, offset, bytes.subarray(offset, offset + chunk));
      expect(res.statusCode, res.body).toBe(204);
      offset = Number(res.headers['upload-offset']);
    }
    // Nothing of it on either node's disk: the bytes are in the bucket.
    expect(await a.ctx.storage.stat(`uploads/${id}/info.json`)).not.toBeNull();
    const channelId = await createChannel(onB);
    const published = await publishUpload(
      onB,
      { title: 'Deux nœuds', channelId, uploadId: id },
      await pngImage(),
    );
    expect(published.statusCode, published.body).toBe(201);
    const [video] = (
      await a.ctx.db.query<{ source_key: string }>('select source_key from videos where id = $1', [
        published.json().id,
      ])
    ).rows;
    const stored = Buffer.concat(await (await a.ctx.storage.get(video!.source_key)).toArray());
    expect(stored.equals(bytes)).toBe(true);
    // Taken: gone from the bucket, from the quota and from B's temporary copy.
    expect([...(await listKeys(a.ctx.storage, `uploads/${id}`))]).toEqual([]);
    expect(await pendingIds(a.ctx)).not.toContain(id);
  });

  it('resume on B an upload whose chunk was cut off on A: HEAD on B gives what A received', async () => {
    const id = idOf(await create(onA, 1000));
    const socket = await stalledPatch(portA, onA, id, 1000, Buffer.alloc(300, 1));
    await until(() => lockedOnA(id), true);
    await sleep(300); // A reads what came
    socket.destroy(); // then the connection drops mid-chunk
    const offset = await until(async () => Number((await head(onB, id)).headers['upload-offset']), 300);
    expect(offset).toBe(300);
    const rest = await patch(onB, id, 300, Buffer.alloc(700, 2));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe('1000');
    const taken = await takeUpload(b.ctx.uploads, await actor(), id);
    expect(readFileSync(taken.path)).toEqual(Buffer.concat([Buffer.alloc(300, 1), Buffer.alloc(700, 2)]));
    await taken.discard();
  });

  it('release a chunk stalled on A when the client asks B (tus asks the lock holder to let go)', async () => {
    const id = idOf(await create(onA, 1000));
    const socket = await stalledPatch(portA, onA, id, 1000, Buffer.alloc(100, 3));
    try {
      // A holds the upload's lock while its chunk waits for bytes that never come.
      await until(() => lockedOnA(id), true);
      const started = performance.now();
      const answer = await head(onB, id);
      // Without the request reaching A, B would wait for tus's 30 s lock timeout and fail.
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['upload-offset']).toBe('100');
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      socket.destroy();
    }
    expect((await patch(onB, id, 100, Buffer.alloc(900, 4))).statusCode).toBe(204);
    await onB.request({ method: 'DELETE', url: `/api/uploads/${id}`, headers: TUS });
  });

  it(`hold the quota when creations race over both nodes: exactly ${LIMITS.pendingUploads} of 4 pass`, async () => {
    for (let round = 0; round < 3; round++) {
      const attempts = await Promise.all([onA, onB, onA, onB].map((client) => create(client, 30 * MB)));
      const passed = attempts.filter((r) => r.statusCode === 201);
      expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429]);
      for (const res of passed)
        await onA.request({ method: 'DELETE', url: `/api/uploads/${idOf(res)}`, headers: TUS });
    }
  });

  it("hold the quota when the check itself races on both nodes' connections", async () => {
    // The same race without HTTP in front: the four checks meet in the database at once.
    for (let round = 0; round < 5; round++) {
      const owner = await insertMember(a.ctx, `racing-${round}`);
      // The wall clock, as uploads.ts dates these rows (tus's own time base).
      const now = systemClock.now();
      const since = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
      const passed = await Promise.all(
        [a.ctx, b.ctx, a.ctx, b.ctx].map((node, i) =>
          recordPendingUpload(
            node.db.db,
            {
              id: `${round}${i}`.padEnd(32, 'f'),
              ownerId: owner,
              declaredBytes: 30 * MB,
              createdAt: now,
            },
            since,
          ),
        ),
      );
      expect(passed.filter(Boolean)).toHaveLength(LIMITS.pendingUploads);
    }
  });

  it('expire from any worker: rows, objects and chunks past 24 h are removed', async () => {
    const owner = await insertMember(a.ctx, 'expiring-on-s3');
    const stale = 'd'.repeat(32);
    const fresh = 'e'.repeat(32);
    await arrangeUpload(a.ctx, b.ctx.uploads.bytes, {
      id: stale,
      ownerId: owner,
      ageMs: UPLOAD_EXPIRY_MS + 60_000,
    });
    await arrangeUpload(a.ctx, b.ctx.uploads.bytes, { id: fresh, ownerId: owner, ageMs: 60_000 });
    expect((await listKeys(a.ctx.storage, `uploads/${stale}`)).length).toBe(2); // info and one chunk
    const { uploads: _, ...worker } = a.ctx;
    await expireUploadsJob.handle(worker, {});
    expect(await listKeys(a.ctx.storage, `uploads/${stale}`)).toEqual([]);
    expect((await listKeys(a.ctx.storage, `uploads/${fresh}`)).length).toBe(2);
    const pending = await pendingIds(a.ctx);
    expect([pending.includes(stale), pending.includes(fresh)]).toEqual([false, true]);
  });
});

async function listKeys(storage: { list(prefix: string): AsyncIterable<string> }, prefix: string) {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

async function pendingIds(ctx: { db: { query<T>(text: string): Promise<{ rows: T[] }> } }) {
  return (await ctx.db.query<{ id: string }>('select id from pending_uploads')).rows.map((r) => r.id);
}

/** Polls `read` until it gives `expected` (10 s at most); returns the last value. */
async function until<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && value !== expected; i++, await sleep(100)) value = await read();
  return value;
}

/** A PATCH of `length` bytes on a real socket that sends `first` and then nothing. */
function stalledPatch(port: number, client: TestClient, id: string, length: number, first: Buffer) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = [
        `PATCH /api/uploads/${id} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        'origin: http://localhost:3000',
        `cookie: ${client.cookieHeader()}`,
        'tus-resumable: 1.0.0',
        'upload-offset: 0',
        'content-type: application/offset+octet-stream',
        `content-length: ${length}`,
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(first, () => resolve(socket));
    });
    socket.on('error', reject);
  });
}

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { insertVideo, updateVideo, userIdOf } from '../modules/videos/videos.test-helpers';
import { WROTE_COOKIE } from '../plugins/read-replica';
import { TestClient } from '../test/http-client';
import { findPostgresBin, type StreamingReplica, startStreamingReplica } from '../test/streaming-replica';
import { createTestContext, type TestContext } from '../test/test-context';
import { createTestDatabase, testBackend } from '../test/test-database';
import { until } from '../test/until';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/**
 * DATABASE_READ_URL against a real streaming replica (docs/decisions/0039-scale-out.md, "Read
 * replicas"): replay is paused on the replica, rows change on the primary, and what each read path
 * shows tells which server answered it. PostgreSQL only; under CI the PostgreSQL binaries must be there.
 */
describe.runIf(testBackend() === 'postgres')('reads from a streaming replica', () => {
  let cluster: StreamingReplica;
  let replica: pg.Client;
  let ctx: TestContext;
  let app: FastifyInstance;
  let alice: TestClient;
  let visitor: TestClient;
  let aliceId: string;

  /** Until this handle's replica has replayed everything the primary committed so far. */
  const replicaCaughtUp = (db: DatabaseHandle) => {
    const now = Date.now();
    return until(
      'the replica to catch up',
      async () => db.read(now),
      (read) => read !== db.db,
      { timeoutMs: 15_000, intervalMs: 50 },
    );
  };
  const pauseReplay = async () => {
    await replica.query('select pg_wal_replay_pause()');
    await until(
      'replay paused',
      async () => (await replica.query('select pg_get_wal_replay_pause_state() as s')).rows[0].s,
      (state) => state === 'paused',
    );
  };
  const resumeReplay = () => replica.query('select pg_wal_replay_resume()');

  beforeAll(async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('initdb, pg_ctl and pg_basebackup not found (set PG_BIN)');
    cluster = await startStreamingReplica(bin);
    replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    const db = await openDatabase({
      kind: 'postgres',
      connectionString: cluster.primaryUrl,
      read: { connectionString: cluster.replicaUrl, maxLagMs: 30_000, probeMs: 50 },
      maxConnections: 5,
    });
    await migrateDatabase(db);
    ctx = await createTestContext({ DATABASE_READ_MAX_LAG_S: '30' }, { db });
    await ctx.queue.work(ctx);
    app = await buildApp(ctx, { webDist: null });
    await app.ready();
    alice = new TestClient(app, 'http://localhost:3000', '10.41.0.1');
    visitor = new TestClient(app, 'http://localhost:3000', '10.41.0.2');
    await signUpConfirmed(ctx, alice, 'alice@replica.example', 'alice_replica');
    aliceId = await userIdOf(alice);
  }, 90_000);
  // A failed test must not leave the next one a paused replica.
  afterEach(() => resumeReplay().catch(() => {}));
  afterAll(async () => {
    await replica?.end().catch(() => {});
    await app?.close();
    await ctx?.close();
    await cluster?.stop();
  });

  it('serves home, feeds, search and the watch page from the replica, a member their own writes from the primary', async () => {
    const seen = await insertVideo(ctx, aliceId, { title: 'Quokka sunrise' });
    await replicaCaughtUp(ctx.db);
    await pauseReplay();
    // Meanwhile on the primary, announced to nobody: only the replica's lag hides them.
    const fresh = await insertVideo(ctx, aliceId, { title: 'Wombat twilight' });
    await updateVideo(ctx, seen, { title: 'Quokka noon' });

    const home = (await visitor.get('/api/home')).json();
    expect(home.latest.items.map((v: { title: string }) => v.title)).toEqual(['Quokka sunrise']);
    const feed = (await visitor.get('/api/videos')).json();
    expect(feed.items.map((v: { id: string }) => v.id)).toEqual([seen]);
    expect((await visitor.get('/api/search?q=wombat')).json().videos).toEqual([]);
    expect(
      (await visitor.get('/api/search?q=quokka')).json().videos.map((v: { title: string }) => v.title),
    ).toEqual(['Quokka sunrise']);
    expect((await visitor.get('/api/search/suggest?q=womb')).json().suggestions).toEqual([]);
    const watched = await visitor.get(`/api/videos/${seen}`);
    expect(watched.json().title).toBe('Quokka sunrise');

    // Alice likes it: her answer marks her browser, and her next reads see her like.
    const liked = await alice.request({ method: 'PUT', url: `/api/videos/${seen}/like` });
    expect(liked.json()).toEqual({ liked: true, likeCount: 1 });
    expect(String(liked.headers['set-cookie'])).toContain(`${WROTE_COOKIE}=`);
    const hers = (await alice.get(`/api/videos/${seen}`)).json();
    expect([hers.title, hers.likeCount, hers.likedByMe]).toEqual(['Quokka noon', 1, true]);
    expect((await alice.get('/api/search/suggest?q=womb')).json().suggestions).toEqual(['Wombat twilight']);
    // The visitor's read, past the watch page's cache, still comes from the paused replica.
    ctx.clock.advance(6_000);
    const theirs = (await visitor.get(`/api/videos/${seen}`)).json();
    expect([theirs.title, theirs.likeCount]).toEqual(['Quokka sunrise', 0]);

    // Access is decided on the primary: made private, the video is gone at once though the replica
    // still has it public, and the home page rebuilt after the change is read on the primary.
    const hidden = await alice.request({
      method: 'PATCH',
      url: `/api/videos/${seen}`,
      payload: { visibility: 'private' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await visitor.get(`/api/videos/${seen}`)).statusCode).toBe(404);
    const after = (await visitor.get('/api/home')).json();
    expect(after.latest.items.map((v: { id: string }) => v.id)).toEqual([fresh]);

    await resumeReplay();
    await replicaCaughtUp(ctx.db);
    ctx.clock.advance(31_000);
    expect(
      (await visitor.get('/api/search?q=wombat')).json().videos.map((v: { id: string }) => v.id),
    ).toEqual([fresh]);
  }, 60_000);

  it('reads the primary once the replica is further behind than the lag allowed', async () => {
    const strict = await openDatabase({
      kind: 'postgres',
      connectionString: cluster.primaryUrl,
      read: { connectionString: cluster.replicaUrl, maxLagMs: 1_000, probeMs: 50 },
      maxConnections: 2,
    });
    try {
      await replicaCaughtUp(strict);
      await pauseReplay();
      await strict.query('create table lag_probe (n int)');
      await until(
        'the replica to count as behind',
        async () => strict.read(),
        (read) => read === strict.db,
        {
          timeoutMs: 5_000,
          intervalMs: 50,
        },
      );
      await resumeReplay();
      await replicaCaughtUp(strict);
    } finally {
      await strict.close();
    }
  }, 30_000);

  // Last: the replica does not come back.
  it('reads the primary from the first probe a stopped replica does not answer', async () => {
    await replicaCaughtUp(ctx.db);
    replica.on('error', () => {});
    await cluster.stopReplica();
    await until(
      'the replica to be left',
      async () => ctx.db.read(),
      (read) => read === ctx.db.db,
      {
        timeoutMs: 3_000,
        intervalMs: 20,
      },
    );
    ctx.clock.advance(60_000);
    const home = await visitor.get('/api/home');
    expect(home.statusCode).toBe(200);
    expect(home.json().latest.items.map((v: { title: string }) => v.title)).toEqual(['Wombat twilight']);
  }, 20_000);

  it('reads the primary without DATABASE_READ_URL', async () => {
    const plain = await createTestDatabase();
    try {
      expect(plain.replicated).toBe(false);
      expect(plain.read(Date.now())).toBe(plain.db);
    } finally {
      await plain.close();
    }
  });
});

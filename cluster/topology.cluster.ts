import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../domain/api/sandbox';
import { signStripePayload } from '../server/adapters/payments/sandbox/sandbox-events';
import type { AppContext } from '../server/context';
import { openDatabase } from '../server/db/client';
import { ALL_JOBS } from '../server/jobs/all-jobs';
import { JobQueue } from '../server/jobs/queue';
import { recoverProcessingJob } from '../server/modules/videos/jobs/recover-processing.job';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { until } from '../server/test/until';
import { Browser, CLUSTER_PASSWORD, confirmedMember, signedInUser } from './support/client';
import { createChannel, publishVideo } from './support/publish';
import { startTopology, type Topology } from './support/topology';

/**
 * Issue 31, part 1: Kinora as an operator runs it on several machines — three api nodes started
 * separately from the built bundle behind nginx (round-robin, no stickiness), two workers, one
 * PostgreSQL database, one S3 bucket — driven over HTTP and WebSocket like browsers. Requests that
 * must land on a given node address it directly (its port); the rest go through nginx.
 * One topology for the file: the tests run in order and build on each other.
 */
describe('three api nodes and two workers behind nginx', () => {
  let top: Topology;
  let A: string;
  let B: string;
  let C: string;
  const creator = () => browsers.creator!;
  const browsers: Record<string, Browser> = {};
  let channelId: string;
  let videoId: string;
  const clip = makeVideo({ seconds: 61, width: 1280, height: 720, format: 'mp4' });

  beforeAll(async () => {
    top = await startTopology({ PROCESSING_LEASE_S: '3' });
    [A, B, C] = top.api.map((n) => n.url!) as [string, string, string];
    // Distinct client addresses (X-Forwarded-For, trusted as behind nginx): no shared sign-up budget.
    browsers.creator = new Browser(top.nginx.url, '10.1.0.1');
    browsers.viewer = new Browser(top.nginx.url, '10.1.0.2');
    browsers.premium = new Browser(top.nginx.url, '10.1.0.3');
    await Promise.all([
      confirmedMember(creator(), top.dataDirs(), { email: 'creator@example.org', username: 'creator' }, A, B),
      confirmedMember(
        browsers.viewer,
        top.dataDirs(),
        { email: 'viewer@example.org', username: 'viewer' },
        B,
        C,
      ),
      confirmedMember(
        browsers.premium,
        top.dataDirs(),
        { email: 'premium@example.org', username: 'premium' },
        C,
        A,
      ),
    ]);
    channelId = await createChannel(creator(), C, 'Chaîne du cluster');
  });

  afterAll(async () => {
    await top?.stop();
  });

  const showLogs = () =>
    onTestFailed(() => {
      console.error(top.logs());
    });
  const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => {
    const text = await res.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
  };
  const videoStatus = async (id: string) =>
    (await top.db.query('select status, visibility from videos where id = $1', [id])).rows[0] as
      | { status: string; visibility: string }
      | undefined;

  it("publishes through A; the worker's events reach the owner's sockets on A, B and C within 1 s of each other", async () => {
    showLogs();
    const sockets = await Promise.all([A, B, C].map((node) => creator().socket(node)));
    videoId = await publishVideo(creator(), A, { channelId, title: 'Mire du cluster', clip });
    await until(
      'the video ready',
      () => videoStatus(videoId),
      (v) => v?.status === 'ready',
      {
        timeoutMs: 150_000,
        intervalMs: 250,
      },
    );
    const spread = async (what: string, match: (m: Record<string, unknown>) => boolean) => {
      const arrivals = await Promise.all(sockets.map((s) => s.next(match, 10_000)));
      const times = arrivals.map((a) => a.at);
      return { what, spreadMs: Math.max(...times) - Math.min(...times) };
    };
    const ready = await spread(
      'video ready',
      (m) => m.type === 'video.updated' && m.videoId === videoId && m.status === 'ready',
    );
    const notice = await spread('notification', (m) => m.type === 'notification');
    console.info(`[cluster] worker events across nodes: ${JSON.stringify([ready, notice])}`);
    expect(ready.spreadMs).toBeLessThan(1000);
    expect(notice.spreadMs).toBeLessThan(1000);
    for (const s of sockets) s.close();
  });

  /** A playback grant for `browser` through `via`, its master fetched there (the playback starts). */
  const startPlayback = async (browser: Browser, via: string) => {
    const detail = await json<{ playback: { masterUrl: string; token: string; qualities: number[] } | null }>(
      await browser.get(via, `/api/videos/${videoId}`),
    );
    if (!detail.playback) throw new Error(`no playback: ${JSON.stringify(detail)}`);
    const master = await browser.get(via, detail.playback.masterUrl);
    expect(master.status).toBe(200);
    const base = detail.playback.masterUrl.replace(/master\.m3u8$/, '');
    const variants = (await master.text()).split('\n').filter((l) => l.endsWith('.m3u8'));
    return { ...detail.playback, base, variants };
  };
  /** The first segment of a variant playlist, fetched through `via`: its status and size. */
  const firstSegment = async (browser: Browser, via: string, base: string, variant: string) => {
    const playlist = await browser.get(via, `${base}${variant}`);
    if (playlist.status !== 200) return { status: playlist.status, bytes: 0 };
    const dir = variant.slice(0, variant.lastIndexOf('/') + 1);
    const segment = (await playlist.text()).split('\n').find((l) => l.endsWith('.ts'))!;
    const res = await browser.get(via, `${base}${dir}${segment}`);
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  };

  it('watches through B: segments come from S3 through any node; beats spread over A, B and C validate exactly one view', async () => {
    showLogs();
    const viewer = browsers.viewer!;
    const playback = await startPlayback(viewer, B);
    for (const node of [A, B, C]) {
      const segment = await firstSegment(viewer, node, playback.base, playback.variants[0]!);
      expect(segment.status).toBe(200);
      expect(segment.bytes).toBeGreaterThan(1000);
    }
    const started = Date.now();
    const answers: { node: string; afterMs: number; validated: boolean }[] = [];
    // A beat every 2 s (the player sends one every 10 s; the credit per beat is capped at 15 s) on
    // the next node each time, for 40 s: the view is reached once, at 30 s of real time.
    for (let i = 0; Date.now() - started < 40_000; i++) {
      const node = [A, B, C][i % 3]!;
      const res = await viewer.post(node, `/api/videos/${videoId}/heartbeat`, {
        positionS: (Date.now() - started) / 1000,
        playing: true,
        playbackToken: playback.token,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const body = await json<{ validated: boolean }>(res);
      answers.push({ node, afterMs: Date.now() - started, validated: body.validated });
      await new Promise((r) => setTimeout(r, 2000));
    }
    const validated = answers.filter((a) => a.validated);
    expect(validated).toHaveLength(1);
    expect(validated[0]!.afterMs).toBeGreaterThanOrEqual(30_000);
    expect(new Set(answers.map((a) => a.node)).size).toBe(3);
    const { rows } = await top.db.query('select count(*)::int as n from video_views where video_id = $1', [
      videoId,
    ]);
    expect(rows[0].n).toBe(1);
    const counter = await json<{ viewCount: number }>(
      await viewer.get(top.nginx.url, `/api/videos/${videoId}`),
    );
    expect(counter.viewCount).toBe(1);
  });

  /** Polls until `refused` holds on every node; returns how long it took (ms). */
  const refusedEverywhere = async (nodes: string[], fetchOne: (node: string) => Promise<number>) => {
    const start = Date.now();
    await until(
      'the refusal on every node',
      () => Promise.all(nodes.map(fetchOne)),
      (statuses) => statuses.every((s) => s !== 200),
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    return Date.now() - start;
  };

  it('Premium ending through C stops the HD segments on A and B within seconds; making the video private stops every segment', async () => {
    showLogs();
    const premium = browsers.premium!;
    const checkout = await json<{ url: string }>(await premium.post(top.nginx.url, '/api/billing/checkout'));
    const token = checkout.url.split('/').pop()!;
    const paid = await premium.post(top.nginx.url, `/api/sandbox/checkout/${token}/pay`, {
      cardNumber: SANDBOX_TEST_CARDS.success,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    // The sandbox's events reach the webhook handler through the workers' jobs.
    await until(
      'Premium',
      async () => json<{ plan: string }>(await premium.get(top.nginx.url, '/api/billing/subscription')),
      (s) => s.plan === 'premium',
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    const hd = await startPlayback(premium, A);
    expect(hd.qualities).toContain(720);
    const hdVariant = hd.variants.find((v) => v.startsWith('720'))!;
    expect(hdVariant).toBeDefined();
    const free = await startPlayback(browsers.viewer!, B);
    expect(free.qualities).not.toContain(720);
    for (const node of [A, B]) {
      expect((await firstSegment(premium, node, hd.base, hdVariant)).status).toBe(200);
      expect((await firstSegment(browsers.viewer!, node, free.base, free.variants[0]!)).status).toBe(200);
    }

    const refund = await premium.post(C, '/api/billing/refund', { plan: 'premium' });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const hdStopMs = await refusedEverywhere(
      [A, B],
      async (node) => (await firstSegment(premium, node, hd.base, hdVariant)).status,
    );

    const hidden = await creator().patch(C, `/api/videos/${videoId}`, { visibility: 'private' });
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    const privateStopMs = await refusedEverywhere(
      [A, B],
      async (node) => (await firstSegment(browsers.viewer!, node, free.base, free.variants[0]!)).status,
    );
    console.info(
      `[cluster] segments stopped on A and B: Premium end ${hdStopMs} ms, private ${privateStopMs} ms`,
    );
    // A node that missed the news would serve them until its access-version cache expires (15 s).
    expect(hdStopMs).toBeLessThan(5000);
    expect(privateStopMs).toBeLessThan(5000);
    const back = await creator().patch(C, `/api/videos/${videoId}`, { visibility: 'public' });
    expect(back.status).toBe(200);
  });

  it('a session opened on A works on B and C, and signing out on B ends it on A and C', async () => {
    showLogs();
    const roamer = new Browser(top.nginx.url, '10.2.0.1');
    const signIn = await roamer.post(A, '/api/auth/sign-in/email', {
      email: 'viewer@example.org',
      password: CLUSTER_PASSWORD,
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const id = await signedInUser(roamer, A);
    expect(id).not.toBeNull();
    expect(await signedInUser(roamer, B)).toBe(id);
    expect(await signedInUser(roamer, C)).toBe(id);
    const cookie = roamer.cookieHeader();
    expect((await roamer.post(B, '/api/auth/sign-out')).status).toBe(200);
    // The old cookie, replayed on the other nodes (which knew the session a moment ago).
    const replay = new Browser(top.nginx.url, '10.2.0.1');
    for (const node of [A, C]) {
      const res = await fetch(`${node}/api/session`, { headers: { cookie, origin: top.nginx.url } });
      expect(((await res.json()) as { user: unknown }).user).toBeNull();
    }
    expect(await signedInUser(replay, C)).toBeNull();
  });

  it('sign-in throttling holds across nodes: 12 wrong passwords spread over A, B and C are limited like 12 on one', async () => {
    showLogs();
    const guesser = new Browser(top.nginx.url, '10.3.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await guesser.post([A, B, C][i % 3]!, '/api/auth/sign-in/email', {
        email: 'viewer@example.org',
        password: `wrong-${i}`,
      });
      statuses.push(res.status);
    }
    // Better Auth's rule: 10 a minute per address. Counted per node, each would have seen 4.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  /** `count` requests from one address, `perSecond` at most, on A, B, C in turn: how many were refused 429. */
  const spread = async (
    count: number,
    perSecond: number,
    send: (node: string, i: number) => Promise<Response>,
  ) => {
    const started = Date.now();
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / perSecond));
        const res = await send([A, B, C][i % 3]!, i);
        await res.arrayBuffer();
        statuses.push(res.status);
      }),
    );
    return {
      refused: statuses.filter((s) => s === 429).length,
      others: statuses.filter((s) => s !== 429).length,
      ms: Date.now() - started,
    };
  };

  it('the heartbeat budget of an address (120 a minute) holds across nodes', async () => {
    showLogs();
    const beater = new Browser(top.nginx.url, '10.4.0.1');
    // 240 beats over 8 s: each node sees 80, under the limit if it counted alone.
    const result = await spread(240, 30, (node) =>
      beater.post(node, `/api/videos/${videoId}/heartbeat`, {
        positionS: 1,
        playing: true,
        playbackToken: 'x',
      }),
    );
    console.info(`[cluster] 240 beats from one address over 3 nodes: ${JSON.stringify(result)}`);
    // The shared counter is written once a second: one second's beats (30) may pass beyond the 120.
    expect(result.others).toBeGreaterThanOrEqual(120);
    expect(result.others).toBeLessThanOrEqual(150);
  });

  it('the per-address request limit (600 a minute) holds across nodes', async () => {
    showLogs();
    const flooder = new Browser(top.nginx.url, '10.5.0.1');
    // 900 requests over 9 s: each node sees 300, under the limit if it counted alone.
    const result = await spread(900, 100, (node) => flooder.get(node, '/api/session'));
    console.info(`[cluster] 900 requests from one address over 3 nodes: ${JSON.stringify(result)}`);
    expect(result.others).toBeGreaterThanOrEqual(600);
    expect(result.others).toBeLessThanOrEqual(700);
  });

  it('an api node killed mid-traffic loses no acknowledged view or webhook; nginx fails no request beyond those in flight', async () => {
    showLogs();
    const live = [A, B, C];
    const died = new Set<string>();
    /** A client's request that moves to the next node when one stops answering (connection refused). */
    const onSomeNode = async (first: number, send: (node: string) => Promise<Response>) => {
      for (let k = 0; k < live.length; k++) {
        const node = live[(first + k) % live.length]!;
        if (died.has(node)) continue;
        try {
          return await send(node);
        } catch {}
      }
      throw new Error('no node answered');
    };
    const started = Date.now();
    const running = () => Date.now() - started < 40_000;

    // Four visitors (own addresses) watch, beating every 2 s on the next node in turn.
    const visitors = Array.from({ length: 4 }, (_, v) => new Browser(top.nginx.url, `10.6.0.${v + 1}`));
    const validatedBy = new Set<number>();
    const watching = visitors.map(async (visitor, v) => {
      const playback = await startPlayback(visitor, [A, B, C][v % 3]!);
      for (let i = v; running(); i++) {
        await new Promise((r) => setTimeout(r, 2000));
        const res = await onSomeNode(i, (node) =>
          visitor.post(node, `/api/videos/${videoId}/heartbeat`, {
            positionS: (Date.now() - started) / 1000,
            playing: true,
            playbackToken: playback.token,
          }),
        ).catch(() => null);
        if (res?.status === 200 && ((await res.json()) as { validated: boolean }).validated)
          validatedBy.add(v);
      }
    });

    // The payment provider delivers webhooks (signed like Stripe's) to the nodes in turn.
    const secret = await webhookSecret();
    const acknowledged: string[] = [];
    let sent = 0;
    const webhooks = (async () => {
      for (let i = 0; running(); i++) {
        const id = `evt_cluster_${i}`;
        const body = JSON.stringify({
          id,
          object: 'event',
          type: 'customer.created',
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: `cus_cluster_${i}`, object: 'customer' } },
        });
        const header = signStripePayload(body, secret, Math.floor(Date.now() / 1000));
        sent++;
        const node = [A, B, C][i % 3]!;
        // The provider does not move to another node: a failed delivery is simply not acknowledged.
        const res = await fetch(`${node}/api/billing/webhook`, {
          method: 'POST',
          // The provider's own address (nginx would set it): its own request budget.
          headers: {
            'content-type': 'application/json',
            'stripe-signature': header,
            'x-forwarded-for': '10.7.0.1',
          },
          body,
        }).catch(() => null);
        if (res && res.status >= 200 && res.status < 300) acknowledged.push(id);
        await res?.arrayBuffer();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Browsers reading the watch page through nginx, four at a time, 8 requests a second in all (all
    // from nginx's address here: within its 600 a minute).
    const throughNginx = { ok: 0, failed: new Map<number, number>() };
    const readers = Array.from({ length: 4 }, async () => {
      while (running()) {
        const res = await fetch(`${top.nginx.url}/api/videos/${videoId}`);
        await res.arrayBuffer();
        if (res.status === 200) throughNginx.ok++;
        else throughNginx.failed.set(res.status, (throughNginx.failed.get(res.status) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 500));
      }
    });

    // Just before the visitors reach 30 s of watching: their views are being validated around it.
    await new Promise((r) => setTimeout(r, 29_000));
    died.add(B);
    await top.api[1]!.crash();
    await Promise.all([...watching, webhooks, ...readers]);

    console.info(
      `[cluster] node B killed: ${validatedBy.size} views acknowledged, ${acknowledged.length}/${sent} webhooks acknowledged, through nginx ${throughNginx.ok} ok and failed ${JSON.stringify([...throughNginx.failed])}`,
    );
    const views = await top.db.query(
      'select count(*)::int as n from video_views where video_id = $1 and viewer_user_id is null',
      [videoId],
    );
    // Every view a visitor was told about is stored (and no visitor got two).
    expect(validatedBy.size).toBeGreaterThan(0);
    expect(views.rows[0].n).toBe(validatedBy.size);
    const stored = await top.db.query('select id from billing_events where id = any($1)', [acknowledged]);
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    expect(acknowledged.length).toBeGreaterThan(sent / 2);
    // nginx passes a request that found B dead to the next node: at most those in flight fail.
    expect([...throughNginx.failed.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
  });

  it('a worker killed mid-transcode: the other worker ends the video ready; a deleted video leaves no file in S3', async () => {
    showLogs();
    const second = await publishVideo(creator(), A, { channelId, title: 'Deuxième mire', clip });
    // The worker running ffmpeg for it (its child process) is the one that holds the video.
    const transcoding = await until(
      'a worker transcoding',
      async () => top.workers.find((w) => w.alive() && childrenOf(w.pid).length > 0),
      (w) => w !== undefined,
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    const before = await top.db.query('select status, lease_owner from videos where id = $1', [second]);
    expect(before.rows[0]).toMatchObject({ status: 'processing' });
    expect(before.rows[0].lease_owner).not.toBeNull();
    await transcoding!.crash();
    // Its lease (PROCESSING_LEASE_S=3) runs out; recovery is scheduled every minute — the test queues
    // the same job at once instead of waiting for the next minute.
    await until(
      'the lease to expire',
      async () =>
        (await top.db.query('select lease_until < now() as over from videos where id = $1', [second]))
          .rows[0],
      (r) => r?.over === true,
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    await queueRecovery();
    const ready = await until(
      'the video ready on the other worker',
      () => videoStatus(second),
      (v) => v?.status === 'ready' || v?.status === 'failed',
      {
        timeoutMs: 150_000,
        intervalMs: 250,
      },
    );
    expect(ready?.status).toBe('ready');

    // Deleting a video removes its files from the bucket (a job queued with the deletion).
    const keysOf = async (id: string) => (await bucketKeys()).filter((k) => k.includes(id));
    expect((await keysOf(videoId)).length).toBeGreaterThan(0);
    const removed = await creator().delete(C, `/api/videos/${videoId}`);
    expect(removed.status).toBe(204);
    await until(
      'no file of the deleted video',
      () => keysOf(videoId),
      (keys) => keys.length === 0,
      {
        timeoutMs: 30_000,
        intervalMs: 250,
      },
    );
  });

  /** The sandbox's webhook secret, as every node derives it from the shared AUTH_SECRET. */
  const webhookSecret = async () => {
    const { loadConfig } = await import('../server/config');
    return loadConfig({
      AUTH_SECRET: top.authSecret,
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      DATA_DIR: top.dataDirs()[0],
    }).payments.webhookSecret;
  };
  const bucketKeys = async () => {
    const s3 = new S3Client({
      endpoint: top.s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: top.s3.bucket, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    s3.destroy();
    return keys;
  };
  const queueRecovery = async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: top.databaseUrl,
      maxConnections: 2,
    });
    const queue = new JobQueue<AppContext>(handle, ALL_JOBS, pino({ level: 'silent' }));
    try {
      await queue.start();
      await queue.send(recoverProcessingJob, {});
    } finally {
      await queue.stop();
      await handle.close();
    }
  };
});

/** The direct children of a process (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import type { AppContext } from '../server/context';
import { settleEarnings } from '../server/modules/earnings/commands/settle-earnings';
import { verifyLedger } from '../server/modules/earnings/ledger/verify-ledger';
import { TestClient } from '../server/test/http-client';
import { benchConfig } from './bench-config';
import {
  creditFor,
  headSeq,
  latencies,
  load,
  perSecond,
  queueAndPost,
  startCreditWorker,
} from './earnings-support';
import { seed as seedVideos } from './http.bench';
import { fmt, freshDatabase, hasWrk, postgresOnly, rotatePaths, startApp, wrk } from './http-support';

/**
 * Issue 26's speed targets (docs/decisions/0019-ledger.md), on PostgreSQL (a fresh database on
 * DATABASE_URL's server, dropped after) and on PGlite at smaller sizes:
 *  1. paid views credited per second, end to end: validated views written to `video_views` and
 *     announced (`views.added`, once a second) by BENCH_CREDIT_CONCURRENCY callers for
 *     BENCH_CREDIT_SECONDS, the real jobs (the earnings reader by cursor, post-credits; worked in
 *     this process) writing them to the ledger; on PostgreSQL also the watch API's rate (wrk, the real server with WORKER=off) alone
 *     and while this process credits;
 *  3. settlement of BENCH_SETTLE_CREATORS creators, each with a pending credit from yesterday;
 *  4. ledger:verify over the ledger so far, extrapolated linearly to 10,000,000 entries;
 *  2. GET /api/earnings and /api/earnings/daily?days=90 (app.inject, signed in) for a creator with
 *     BENCH_PAID_VIEWS paid views over the last year, posted by the real post-credits command.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PASSWORD = 'Quartz-Lantern#2026';

export async function run(): Promise<void> {
  if (!postgresOnly())
    await measureOn('PGlite', null, {
      creditSeconds: env('BENCH_CREDIT_SECONDS', 10),
      settleCreators: env('BENCH_PGLITE_SETTLE_CREATORS', 10_000),
      paidViews: env('BENCH_PGLITE_PAID_VIEWS', 100_000),
    });
  if (process.env.DATABASE_URL)
    await measureOn('PostgreSQL', process.env.DATABASE_URL, {
      creditSeconds: env('BENCH_CREDIT_SECONDS', 10),
      settleCreators: env('BENCH_SETTLE_CREATORS', 100_000),
      paidViews: env('BENCH_PAID_VIEWS', 1_000_000),
    });
}

interface Sizes {
  creditSeconds: number;
  settleCreators: number;
  paidViews: number;
}

async function measureOn(label: string, serverUrl: string | null, sizes: Sizes): Promise<void> {
  console.log(`\n${label} (${load()})`);
  const db = serverUrl ? await freshDatabase(serverUrl, 'kinora_earnings') : null;
  const authSecret = randomBytes(32).toString('hex');
  const { dataDir, config } = benchConfig('kinora-earnings-', {
    DATABASE_URL: db?.url,
    AUTH_SECRET: authSecret,
    TRUST_PROXY: 'true',
  });
  const watchEnv = { DATA_DIR: dataDir, AUTH_SECRET: authSecret, TRUST_PROXY: 'true', WORKER: 'off' };
  try {
    const videoIds = db && hasWrk() ? (await seedVideos({ ...watchEnv, DATABASE_URL: db.url })).videoIds : [];
    const ctx = await createContext(config, pino({ level: 'silent' }));
    try {
      await creditRates(ctx, sizes, db ? { ...watchEnv, DATABASE_URL: db.url } : null, videoIds);
      await settlement(ctx, sizes.settleCreators);
      await verify(ctx);
      await dashboard(ctx, sizes.paidViews);
    } finally {
      await closeContext(ctx);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    // BENCH_KEEP_DATABASE=1: left for EXPLAIN ANALYZE (drop it by hand after).
    if (db && process.env.BENCH_KEEP_DATABASE) console.log(`  kept database: ${db.url}`);
    else await db?.drop();
  }
}

/** 1: credits/s alone; on PostgreSQL, the watch API alone and while crediting. */
async function creditRates(
  ctx: AppContext,
  sizes: Sizes,
  serverEnv: Record<string, string> | null,
  videoIds: string[],
): Promise<void> {
  const concurrency = env('BENCH_CREDIT_CONCURRENCY', 8);
  const creators = env('BENCH_CREDIT_CREATORS', 1000);
  const worker = await startCreditWorker(ctx);
  const report = (name: string, r: Awaited<ReturnType<typeof creditFor>>, callers = concurrency) =>
    console.log(
      `  ${name}: ${fmt(r.views)} paid views for ${fmt(creators)} creators, ${callers} callers: ` +
        `events ${perSecond(r.views, r.reactionsMs)}/s; queued → ledger ${perSecond(r.views, r.endToEndMs)}/s ` +
        `end to end (${(r.endToEndMs / 1000).toFixed(1)} s, last entry ${((r.endToEndMs - r.reactionsMs) / 1000).toFixed(1)} s ` +
        `after the last reaction) (${load()})`,
    );
  try {
    // A short warm-up (JIT, pools, the job's first schedule), then the measure.
    await creditFor(ctx, { seconds: 2, creators, concurrency, prefix: 'warm' });
    report(
      'credits alone',
      await creditFor(ctx, { seconds: sizes.creditSeconds, creators, concurrency, prefix: 'c' }),
    );
    if (!serverEnv || videoIds.length === 0) return;
    const app = await startApp(serverEnv);
    try {
      const lua = rotatePaths(
        videoIds.slice(0, 50).map((id) => `/api/videos/${id}`),
        {},
      );
      const seconds = sizes.creditSeconds;
      await wrk(app.url, { seconds: 2, lua });
      const solo = await wrk(app.url, { seconds, lua });
      console.log(`  watch API alone: ${fmt(solo.rps)} req/s, p99 ${fmt(solo.p99Ms, 1)} ms (${load()})`);
      // The target's load: 1,000 paid views a second (BENCH_CREDIT_RATE), then as many as it takes.
      for (const perSecond of [env('BENCH_CREDIT_RATE', 1000), undefined]) {
        // Paced, views come from many heartbeats at once: enough callers that the pace, not a
        // caller's round trip, sets the rate.
        const callers = perSecond ? Math.max(concurrency, 32) : concurrency;
        const [busy, credited] = await Promise.all([
          wrk(app.url, { seconds, lua }),
          creditFor(ctx, {
            seconds,
            creators,
            concurrency: callers,
            prefix: `w${perSecond ?? 'max'}`,
            perSecond,
          }),
        ]);
        const pace = perSecond ? `${fmt(perSecond)} paid views/s` : 'as many paid views as it takes';
        console.log(
          `  watch API while crediting ${pace}: ${fmt(busy.rps)} req/s, p99 ${fmt(busy.p99Ms, 1)} ms = ` +
            `${((busy.rps / solo.rps) * 100).toFixed(0)} % of alone (target ≥ 80 % at 1,000/s)${busy.non2xx ? `, ${busy.non2xx} errors` : ''}`,
        );
        report(`credits (${pace}) while the watch API is loaded`, credited, callers);
      }
    } finally {
      await app.stop();
    }
  } finally {
    await worker.stop();
  }
}

/** 3: every creator has a credit from yesterday (Europe/Paris); one settlement run. */
async function settlement(ctx: AppContext, creators: number): Promise<void> {
  const postMs = await queueAndPost(ctx, {
    count: creators,
    owner: `'settle-' || g`,
    video: `md5('settle-' || g)::uuid`,
    validatedAt: `now() - interval '1 day'`,
    batch: 5000,
  });
  console.log(
    `  seeding: ${fmt(creators)} credits posted by postCredits in batches of 5,000: ` +
      `${(postMs / 1000).toFixed(1)} s = ${perSecond(creators, postMs)}/s (${load()})`,
  );
  const start = performance.now();
  const report = await settleEarnings(ctx);
  const ms = performance.now() - start;
  console.log(
    `  settleEarnings: ${fmt(report.creators)} creators, ${fmt(report.settledCents)} cents in ` +
      `${(ms / 1000).toFixed(1)} s = ${perSecond(report.creators, ms)} creators/s (target 100,000 in ≤ 60 s) (${load()})`,
  );
}

/** 4: verifyLedger over everything so far, and what that rate gives for 10,000,000 entries. */
async function verify(ctx: AppContext): Promise<void> {
  const start = performance.now();
  const report = await verifyLedger(ctx.db.db);
  const ms = performance.now() - start;
  if (report.firstBad)
    throw new Error(`the bench's ledger does not verify: ${JSON.stringify(report.firstBad)}`);
  const tenMillionS = (ms / report.entries) * 10_000;
  console.log(
    `  verifyLedger: ${fmt(report.entries)} entries, ${fmt(report.postings)} postings in ${(ms / 1000).toFixed(1)} s = ` +
      `${perSecond(report.entries, ms)} entries/s → 10,000,000 entries ≈ ${(tenMillionS / 60).toFixed(1)} min ` +
      `if linear (extrapolated, target ≤ 5 min) (${load()})`,
  );
}

/** 2: a signed-in creator with `paidViews` paid views over the last 365 days, 20 videos. */
async function dashboard(ctx: AppContext, paidViews: number): Promise<void> {
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  try {
    const client = new TestClient(app, ctx.config.publicUrl);
    const email = 'creator@bench.local';
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Bench Creator',
      username: 'bench_creator',
      locale: 'fr',
      callbackURL: '/',
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    await ctx.db.query(`update users set email_verified = true where email = $1`, [email]);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    const { rows } = await ctx.db.query<{ id: string }>(`select id from users where email = $1`, [email]);
    const userId = rows[0]!.id;
    const seq0 = await headSeq(ctx);
    const postMs = await queueAndPost(ctx, {
      count: paidViews,
      owner: `'${userId.replaceAll("'", "''")}'`,
      // (g / 365) % 20: every video on every day of the year (7,300 roll-up cells), not g % 20's 1,460.
      video: `md5('dash-' || ((g / 365) % 20))::uuid`,
      validatedAt: `now() - (g % 365) * interval '1 day'`,
      batch: 5000,
    });
    await ctx.db.exec('analyze');
    console.log(
      `  seeding: ${fmt(paidViews)} paid views of one creator posted by postCredits in batches of 5,000: ` +
        `${(postMs / 1000).toFixed(1)} s = ${perSecond(paidViews, postMs)}/s; ledger now ${fmt(await headSeq(ctx))} entries ` +
        `(${fmt((await headSeq(ctx)) - seq0)} new) (${load()})`,
    );
    let n = 0;
    const get = (url: string) => async () => {
      // A client address per request: the per-address API limit (600/min) is not what is measured.
      n += 1;
      client.ip = `10.1.${Math.floor(n / 256) % 256}.${n % 256}`;
      const res = await client.get(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const summary = await client.get('/api/earnings');
    const total = (JSON.parse(summary.body) as { totalCents: number }).totalCents;
    if (total !== paidViews * 2) throw new Error(`total ${total} cents, expected ${paidViews * 2}`);
    for (const url of ['/api/earnings', '/api/earnings/daily?days=90'])
      console.log(`  GET ${url}: ${await latencies(get(url), env('BENCH_REQUESTS', 1000))} (${load()})`);
  } finally {
    await app.close();
    await services.close();
  }
}

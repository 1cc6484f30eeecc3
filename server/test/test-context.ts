import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { createGeoResolver } from '../adapters/geo/geo';
import { createMailer } from '../adapters/mail/create-mailer';
import { detectMediaTools } from '../adapters/media/media-tools';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import { createPayoutProvider } from '../adapters/payouts/create-payout-provider';
import { createStorage } from '../adapters/storage/create-storage';
import { type NodeServices, STANDING_PROVIDERS, startModules } from '../all-modules';
import { type BuildAppOptions, buildApp } from '../app';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { ALL_JOBS } from '../jobs/all-jobs';
import { JobQueue } from '../jobs/queue';
import { Metrics } from '../metrics/metrics';
import { createRealtimeHub } from '../realtime/hub';
import { SCRATCH_DIR } from './paths';
import { createTestDatabase } from './test-database';

/** A node in a test: the context and its modules' services (the watch buffer, the upload service). */
export interface TestContext extends AppContext, NodeServices {
  /** Tests move it (`ctx.clock.set(…)`, `advance(ms)`) instead of waiting. */
  clock: FakeClock;
  close(): Promise<void>;
}

/**
 * A complete context on a fresh database and a temporary DATA_DIR (local storage, mail outbox),
 * with the real queue. Call `ctx.queue.work(ctx)` in tests that need jobs to run.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  /** `db`: a migrated database of the test's own (closed with the context), instead of a fresh copy. */
  options: { logger?: Logger; db?: DatabaseHandle } = {},
): Promise<TestContext> {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(SCRATCH_DIR, 'data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    // No request leaves the machine: tests that need a lookup point GEO_LOOKUP_URLS at a local peer.
    GEO_LOOKUP_URLS: 'off',
    ...env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const db = options.db ?? (await createTestDatabase());
  const storage = createStorage({ dataDir, s3: config.s3 });
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir });
  const metrics = new Metrics({ db });
  const queue = new JobQueue<AppContext>(db, ALL_JOBS, logger, { metrics });
  await queue.start();
  const media = await detectMediaTools(config.media);
  const realtime = await createRealtimeHub(db, logger);
  const clock = new FakeClock();
  const geo = createGeoResolver({ ...config.geo, clock });
  // The sandbox provider by default (no STRIPE_SECRET_KEY), on the test's fake clock.
  const payments = await createPaymentProvider({ config, logger, clock, db, queue });
  const payouts = await createPayoutProvider({ config, logger, clock, db, queue });
  const ctx: AppContext = {
    config,
    logger,
    clock,
    db,
    storage,
    mailer,
    queue,
    media,
    realtime,
    geo,
    payments,
    payouts,
    standing: STANDING_PROVIDERS,
    metrics,
  };
  const services = startModules(ctx);
  return {
    ...ctx,
    ...services,
    clock,
    close: async () => {
      await services.close();
      await queue.stop();
      await mailer.close();
      await realtime.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test context plus the HTTP app built on it (API only unless webDist is given). */
export async function createTestApp(
  options: BuildAppOptions & { env?: Record<string, string>; logger?: Logger } = {},
): Promise<{ ctx: TestContext; app: FastifyInstance; close(): Promise<void> }> {
  const ctx = await createTestContext(options.env, { logger: options.logger });
  const app = await buildApp(ctx, { webDist: options.webDist ?? null });
  await app.ready();
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

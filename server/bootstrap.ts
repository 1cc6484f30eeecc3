import { createGeoResolver } from './adapters/geo/geo';
import { createMailer } from './adapters/mail/create-mailer';
import { detectMediaTools } from './adapters/media/media-tools';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createPayoutProvider } from './adapters/payouts/create-payout-provider';
import { createStorage } from './adapters/storage/create-storage';
import { STANDING_PROVIDERS } from './all-modules';
import { systemClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { databaseOptionsFor, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { ALL_JOBS } from './jobs/all-jobs';
import { JobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { Metrics } from './metrics/metrics';
import type { Closable } from './module-manifest';
import { grantConfiguredAdmins } from './modules/accounts/commands/admin-roles';
import { removeOrphanWorkDirs } from './modules/videos/commands/processing-lease';
import { refreshThemesOnce } from './modules/videos/jobs/refresh-themes.job';
import { createRealtimeHub } from './realtime/hub';

/** Opens the database (migrating it), storage, mail and queue: what server, worker and CLI share. */
export async function createContext(
  config: Config,
  logger = createLogger(config.logLevel),
): Promise<AppContext> {
  const db = await openDatabase(databaseOptionsFor(config));
  try {
    await migrateDatabase(db);
    const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
    const mailer = createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      dataDir: config.dataDir,
    });
    const media = await detectMediaTools(config.media);
    if (!media.available) logger.warn({ reason: media.reason }, 'media processing unavailable');
    const metrics = new Metrics({ db, defaultMetrics: true });
    const queue = new JobQueue<AppContext>(db, ALL_JOBS, logger, { metrics });
    await queue.start();
    const realtime = await createRealtimeHub(db, logger);
    // ADMIN_EMAILS also covers accounts created before the variable was set (announced to running nodes).
    await grantConfiguredAdmins({ db, realtime, queue, logger }, config.adminEmails);
    const geo = createGeoResolver(config.geo);
    const payments = await createPaymentProvider({ config, logger, clock: systemClock, db, queue });
    const payouts = await createPayoutProvider({ config, logger, clock: systemClock, db, queue });
    return {
      config,
      logger,
      clock: systemClock,
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
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/**
 * Makes this process a worker: handles every job, and first removes temporary files that runs of a
 * previous life of this worker left behind when it died.
 */
export async function startWorker(ctx: AppContext): Promise<void> {
  await removeOrphanWorkDirs(ctx).catch((err) => ctx.logger.warn({ err }, 'orphan work folders not removed'));
  await ctx.queue.work(ctx);
  await refreshThemesOnce(ctx).catch((err) => ctx.logger.warn({ err }, 'themes refresh not queued'));
}

/**
 * Stops the node's module services (startModules: the watch buffer writes what it holds while the
 * database is still open), stops the queue (letting running jobs finish), then closes mail and the
 * database.
 */
export async function closeContext(ctx: AppContext, services?: Closable): Promise<void> {
  await services?.close();
  await ctx.queue.stop().catch((error) => ctx.logger.error({ err: error }, 'queue stop failed'));
  await ctx.mailer.close().catch(() => {});
  await ctx.realtime.close();
  await ctx.db.close();
}

import cluster from 'node:cluster';
import { apiProcessIndex, superviseApiProcesses } from './api-processes';
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/**
 * `npm run serve`: HTTP server, plus the job worker in the same process unless WORKER=off. With
 * API_PROCESSES > 1 this process only supervises that many api processes (server/api-processes.ts).
 * `npm start` adds `--demo`: the sandbox payments and the mail outbox may then be implied
 * (server/config.ts); a production start must choose them.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { demo: process.argv.includes('--demo') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && config.apiProcesses > 1) {
    // A scrape of the shared port gets every api process's figures, summed here (metrics/cluster.ts).
    if (config.metrics.token) (await import('./metrics/cluster')).aggregateApiProcesses();
    return superviseApiProcesses(config.apiProcesses, logger);
  }
  // Imported here: a supervisor never loads the app (it stays a small process).
  const [
    { default: closeWithGrace },
    { buildApp },
    { closeContext, createContext, startWorker },
    { seedDemo },
    { startAdminSocket },
    { startModules },
  ] = await Promise.all([
    import('close-with-grace'),
    import('./app'),
    import('./bootstrap'),
    import('./modules/videos/seed-demo'),
    import('./admin/admin-socket'),
    import('./all-modules'),
  ]);
  // The first api process (the only one, usually) runs the jobs and the demo seed.
  const first = apiProcessIndex() === 0;
  const ctx = await createContext(config, logger);
  if (cluster.isWorker && config.metrics.token)
    (await import('./metrics/cluster')).shareWithSupervisor(ctx.metrics.registry);
  if (config.runWorkerInProcess && first) await startWorker(ctx);
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services });
  // The embedded database is this process's alone: the CLI runs its commands here (npm run cli).
  const adminSocket = ctx.db.kind === 'pglite' ? await startAdminSocket(ctx) : undefined;

  // SIGTERM/SIGINT: stop accepting connections, let in-flight requests and jobs finish, close the DB.
  const graceful = closeWithGrace(
    { delay: 25_000, logger, skip: cluster.isWorker ? GROUP_SIGNALS : [] },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'shutting down after an error');
      else logger.info({ signal: signal ?? 'SIGTERM' }, 'shutting down');
      await app.close();
      await adminSocket?.close();
      // After the last request, before the queue and the database: no buffered heartbeat is lost.
      await closeContext(ctx, services);
    },
  );
  if (cluster.isWorker) stopOnceOnGroupSignals(() => graceful.close());

  await app.listen({ port: config.port, host: config.host });
  // In the background: the site answers at once and the demo videos appear as they are processed.
  if (config.seedDemo && first) seedDemo(ctx).catch((err) => logger.error({ err }, 'demo seeding failed'));
  logger.info(
    {
      url: config.publicUrl,
      database: ctx.db.kind,
      storage: ctx.storage.kind,
      mail: ctx.mailer.kind,
      payments: config.payments.provider,
    },
    `Kinora is running on ${config.publicUrl}`,
  );
  if (config.payments.provider === 'sandbox')
    logger.warn('payments run in the sandbox: test mode, no real money, Premium costs nothing');
}

/** Signals a whole process group receives (Ctrl-C, a closed terminal, systemd's KillMode=control-group). */
const GROUP_SIGNALS: ('SIGINT' | 'SIGTERM' | 'SIGHUP')[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * An api process under a supervisor gets a group's signal twice: once sent to the whole group, once
 * relayed by the supervisor. close-with-grace takes a second signal as "exit now", which would cut
 * the requests in flight; here the first SIGTERM or SIGHUP starts the graceful stop and any later one
 * changes nothing (the supervisor's SIGKILL after its stop timeout is the backstop). SIGINT is left
 * to the supervisor, which answers it with SIGTERM.
 */
function stopOnceOnGroupSignals(stop: () => unknown): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop();
  };
  process.on('SIGINT', () => {});
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

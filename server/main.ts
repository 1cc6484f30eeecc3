import cluster from 'node:cluster';
import { apiProcessIndex, superviseApiProcesses } from './api-processes';
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/**
 * `npm start`: HTTP server, plus the job worker in the same process unless WORKER=off. With
 * API_PROCESSES > 1 this process only supervises that many api processes (server/api-processes.ts).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && config.apiProcesses > 1) return superviseApiProcesses(config.apiProcesses, logger);
  // Imported here: a supervisor never loads the app (it stays a small process).
  const [
    { default: closeWithGrace },
    { buildApp },
    { closeContext, createContext, startWorker },
    { seedDemo },
  ] = await Promise.all([
    import('close-with-grace'),
    import('./app'),
    import('./bootstrap'),
    import('./modules/videos/seed-demo'),
  ]);
  // Under a supervisor, Ctrl-C reaches every process of the terminal's group: the supervisor alone
  // acts on it, and stops this process with SIGTERM (a second signal would cut the stop short).
  if (cluster.isWorker) process.on('SIGINT', () => {});
  // The first api process (the only one, usually) runs the jobs and the demo seed.
  const first = apiProcessIndex() === 0;
  const ctx = await createContext(config, logger);
  if (config.runWorkerInProcess && first) await startWorker(ctx);
  const app = await buildApp(ctx);

  // SIGTERM/SIGINT: stop accepting connections, let in-flight requests and jobs finish, close the DB.
  const skip: 'SIGINT'[] = cluster.isWorker ? ['SIGINT'] : [];
  closeWithGrace({ delay: 25_000, logger, skip }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await closeContext(ctx);
  });

  await app.listen({ port: config.port, host: config.host });
  // In the background: the site answers at once and the demo videos appear as they are processed.
  if (config.seedDemo && first) seedDemo(ctx).catch((err) => logger.error({ err }, 'demo seeding failed'));
  logger.info(
    { url: config.publicUrl, database: ctx.db.kind, storage: ctx.storage.kind, mail: ctx.mailer.kind },
    `Kinora is running on ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

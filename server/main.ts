import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { closeContext, createContext, startWorker } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { seedDemo } from './modules/videos/seed-demo';

/** `npm start`: HTTP server, plus the job worker in the same process unless WORKER=off. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
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
  const ctx = await createContext(config, logger);
  if (config.runWorkerInProcess) await startWorker(ctx);
  const app = await buildApp(ctx);

  // SIGTERM/SIGINT: stop accepting connections, let in-flight requests and jobs finish, close the DB.
  closeWithGrace({ delay: 25_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await closeContext(ctx);
  });

  await app.listen({ port: config.port, host: config.host });
  // In the background: the site answers at once and the demo videos appear as they are processed.
  if (config.seedDemo) seedDemo(ctx).catch((err) => logger.error({ err }, 'demo seeding failed'));
  logger.info(
    { url: config.publicUrl, database: ctx.db.kind, storage: ctx.storage.kind, mail: ctx.mailer.kind },
    `Kinora is running on ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

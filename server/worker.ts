import closeWithGrace from 'close-with-grace';
import { closeContext, createContext, startWorker } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { serveMetrics } from './metrics/expose';

/** `npm run worker`: a job worker on its own; run as many as needed against the same database. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    // PGlite is single-process: a separate worker would need its own copy of the data.
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the server runs jobs itself.',
    );
    process.exit(78);
  }
  // Jobs read what they then write: no replica pool (DATABASE_READ_URL) here.
  const ctx = await createContext({ ...config, databaseReadUrl: undefined });
  await startWorker(ctx);
  // No HTTP server here: Prometheus scrapes the worker on a port of its own.
  const metrics = config.metrics.port
    ? await serveMetrics({
        port: config.metrics.port,
        host: config.host,
        token: config.metrics.token,
        metrics: ctx.metrics,
        logger: ctx.logger,
      })
    : undefined;
  ctx.logger.info({ metricsPort: metrics?.port }, 'worker started');
  closeWithGrace({ delay: 25_000, logger: ctx.logger }, async () => {
    await metrics?.close();
    await closeContext(ctx);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Logger } from 'pino';
import type { ErrorCode } from '../../domain/errors';
import { askSupervisor } from './cluster';
import type { Metrics } from './metrics';

export type MetricsAccess = 'off' | 'refused' | 'granted';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scrape may read the metrics: never without METRICS_TOKEN (the endpoint is off), and
 * then only with `Authorization: Bearer <token>`, compared in constant time (digests of equal length).
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!token) return 'off';
  const match = /^Bearer (\S{1,512})$/i.exec(authorization ?? '');
  return match && timingSafeEqual(digest(match[1]!), digest(token)) ? 'granted' : 'refused';
}

/** The text a scrape gets: this process's, or the whole machine's under an API_PROCESSES supervisor. */
export async function scrape(metrics: Metrics): Promise<string> {
  return cluster.isWorker ? askSupervisor() : metrics.text();
}

export const REFUSALS: Record<
  Exclude<MetricsAccess, 'granted'>,
  { status: number; code: ErrorCode; message: string }
> = {
  off: { status: 404, code: 'not_found', message: 'Not found.' },
  refused: { status: 401, code: 'metrics_token_invalid', message: 'Missing or invalid metrics token.' },
};

/**
 * `GET /metrics` on a port of its own (METRICS_PORT): a worker has no HTTP server, and Prometheus
 * scrapes it there. Same token rule and error bodies as the api's route (metrics.routes.ts).
 */
export async function serveMetrics(options: {
  port: number;
  host: string;
  token: string | undefined;
  metrics: Metrics;
  logger: Logger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const json = (status: number, code: ErrorCode, message: string) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        ...(status === 401 && { 'www-authenticate': 'Bearer' }),
      });
      res.end(JSON.stringify({ error: { code, message } }));
    };
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return json(404, 'not_found', 'Not found.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(404, 'not_found', 'Not found.');
    const access = metricsAccess(options.token, req.headers.authorization);
    if (access !== 'granted') {
      const refusal = REFUSALS[access];
      return json(refusal.status, refusal.code, refusal.message);
    }
    options.metrics.text().then(
      (text) => {
        res.writeHead(200, { 'content-type': options.metrics.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err) => {
        options.logger.error({ err }, 'metrics not gathered');
        json(500, 'internal_error', 'The metrics could not be gathered.');
      },
    );
  });
  // A scraper keeps its connection between scrapes; an idle one must not hold a stopping worker.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Every answered request into the latency histogram, labelled by its route template (Fastify's
 * routeOptions.url: `/api/videos/:id`, never the URL asked for) and status class; a request no route
 * matched is "unmatched", so a scan of random URLs adds one series, not one per URL.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

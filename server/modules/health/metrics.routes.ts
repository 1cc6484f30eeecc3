import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { metricsAccess, REFUSALS, scrape } from '../../metrics/expose';

/**
 * Prometheus's scrape of this api node (server/metrics): 404 while METRICS_TOKEN is unset, 401
 * without its bearer token. Outside /api/: a scraper reads each node directly, and a proxy in front
 * of the public site need not pass it on.
 */
export const metricsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/metrics',
      {
        schema: {
          errors: { 401: ['metrics_token_invalid'], 404: ['not_found'] },
          tags: ['system'],
          summary:
            'Prometheus metrics of this node, in the text format (needs METRICS_TOKEN as a bearer token)',
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const access = metricsAccess(ctx.config.metrics.token, request.headers.authorization);
        if (access !== 'granted') {
          const refusal = REFUSALS[access];
          if (access === 'refused') reply.header('www-authenticate', 'Bearer');
          throw new AppError(refusal.status, refusal.code, refusal.message);
        }
        const text = await scrape(ctx.metrics);
        return reply
          .header('content-type', ctx.metrics.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  };

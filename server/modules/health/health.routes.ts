import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkHealth, healthResponseSchema } from './check-health';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Status of the database, storage, job queue and media processing',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        const health = await checkHealth(ctx);
        return reply.status(health.status === 'ok' || health.status === 'degraded' ? 200 : 503).send(health);
      },
    );
  };

export type HealthResponse = z.infer<typeof healthResponseSchema>;

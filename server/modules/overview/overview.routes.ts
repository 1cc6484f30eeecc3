import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuerySchema, overviewSchema } from '../../../domain/api/admin-overview';
import type { AppContext } from '../../context';
import type { OverviewPart } from '../../module-manifest';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { authorize } from './overview.policy';
import { readOverview } from './read-overview';

/** The admin overview's figures over the last 30 or 90 days (Europe/Paris days). */
export const overviewRoutes =
  (ctx: AppContext, parts: readonly OverviewPart[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/overview',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['admin'],
          summary: 'Platform figures: members, subscribers, videos, views, revenue, payouts, jobs (admins)',
          querystring: overviewQuerySchema,
          response: { 200: overviewSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'read');
        reply.header('cache-control', 'private, no-store');
        return readOverview(ctx, parts, request.query.days);
      },
    );
  };

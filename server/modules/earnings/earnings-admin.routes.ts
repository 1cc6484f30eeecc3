import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPayoutsPageSchema, adminPayoutsQuerySchema } from '../../../domain/api/earnings';
import { isAdmin } from '../../../domain/standing';
import type { AppContext } from '../../context';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { adminPayoutsPage } from './queries/admin-payouts';

/** The admins' payouts screen (issue 28 §1): every creator's withdrawals, read only. */
export const earningsAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/payouts',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['admin'],
          summary: "Every creator's withdrawals, newest first, optionally of one status (admins)",
          querystring: adminPayoutsQuerySchema,
          response: { 200: adminPayoutsPageSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        if (!actor) throw new UnauthenticatedError();
        if (!isAdmin(actor)) throw new ForbiddenError();
        reply.header('cache-control', 'private, no-store');
        return adminPayoutsPage(ctx.db.db, request.query.status, request.query.cursor);
      },
    );
  };

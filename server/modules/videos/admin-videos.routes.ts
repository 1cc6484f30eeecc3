import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVideosPageSchema, adminVideosQuerySchema } from '../../../domain/api/admin-videos';
import { isAdmin } from '../../../domain/standing';
import type { AppContext } from '../../context';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { adminVideosPage } from './queries/admin-videos-page';

export const ADMIN_VIDEOS_PAGE_SIZE = 50;

/** The admin videos table (issue 28 §4): reading only; it changes no access rule of the videos. */
export const adminVideosRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/videos',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          errors: { 403: ['forbidden'] },
          summary:
            'Every video with its state, owner, channel and views; filtered, searched, sorted, paged (admins)',
          querystring: adminVideosQuerySchema,
          response: { 200: adminVideosPageSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        if (!actor) throw new UnauthenticatedError();
        if (!isAdmin(actor)) throw new ForbiddenError();
        reply.header('cache-control', 'private, no-store');
        return adminVideosPage(ctx.db.db, actor, request.query, ADMIN_VIDEOS_PAGE_SIZE);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dismissInputSchema,
  dismissResultSchema,
  moderationItemDetailSchema,
  moderationItemParams,
  moderationLookupQuerySchema,
  moderationLookupSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
} from '../../../domain/api/moderation';
import { decodeCursor } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { dismissItem } from './commands/dismiss-item';
import { authorizeModeration, moderationItemNotFound } from './moderation.policy';
import { moderationItemDetail, moderationQueue } from './queue/queue-view';
import { findItemOf } from './queue.repository';

const adminOnly = { security: MEMBERS_ONLY, tags: ['moderation'] } as const;
const noStore = { 'cache-control': 'private, no-store' };

/** The moderation queue (issue 27 part 2): admins only, every decision in the audit log. */
export const moderationAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/moderation/queue',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'] },
          summary: 'Items with open reports, the oldest open report first, in keyset pages (admins)',
          querystring: moderationQueueQuerySchema,
          response: { 200: moderationQueuePageSchema },
        },
      },
      async (request, reply) => {
        authorizeModeration(await request.getActor());
        reply.headers(noStore);
        return moderationQueue(ctx.db.db, decodeCursor(request.query.cursor));
      },
    );

    app.get(
      '/api/admin/moderation/lookup',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['moderation_item_not_found'] },
          summary: 'The moderation item of a video or channel, if it was ever reported (admins)',
          querystring: moderationLookupQuerySchema,
          response: { 200: moderationLookupSchema },
        },
      },
      async (request, reply) => {
        authorizeModeration(await request.getActor());
        reply.headers(noStore);
        const item = await findItemOf(ctx.db.db, request.query.kind, request.query.target);
        if (!item) throw moderationItemNotFound();
        return item;
      },
    );

    app.get(
      '/api/admin/moderation/items/:id',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['moderation_item_not_found'] },
          summary: "A reported item with every report (reporters included) and its owner's history (admins)",
          params: moderationItemParams,
          response: { 200: moderationItemDetailSchema },
        },
      },
      async (request, reply) => {
        authorizeModeration(await request.getActor());
        reply.headers(noStore);
        return moderationItemDetail(ctx, request.params.id);
      },
    );

    app.post(
      '/api/admin/moderation/items/:id/dismiss',
      {
        schema: {
          ...adminOnly,
          errors: {
            400: ['statement_required', 'statement_too_long'],
            403: ['forbidden'],
            404: ['moderation_item_not_found'],
            409: ['no_open_reports'],
          },
          summary:
            'Dismiss every open report of an item with a written statement; member reporters are notified in the app, visitors by email',
          params: moderationItemParams,
          body: dismissInputSchema,
          response: { 200: dismissResultSchema },
        },
      },
      async (request) =>
        dismissItem(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          itemId: request.params.id,
          input: request.body,
        }),
    );
  };

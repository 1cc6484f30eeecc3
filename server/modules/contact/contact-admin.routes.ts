import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageSchema,
  adminContactPageSchema,
  adminContactQuerySchema,
  contactMessageParams,
  contactReplyInputSchema,
  contactStateInputSchema,
} from '../../../domain/api/admin-contact';
import { decodeRankedCursor } from '../../../domain/ranked-cursor';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { replyToContactMessage, setContactState } from './commands/manage-contact-message';
import { authorize } from './contact.policy';
import { presentInboxPage } from './contact.presenter';
import { countUnread, inboxPage, repliesOf } from './contact-inbox.repository';

export const CONTACT_PAGE_SIZE = 30;
const adminOnly = { security: MEMBERS_ONLY, tags: ['contact'] } as const;

/** The admin inbox of contact messages (issue 28 §5): read, mark, answer by mail. */
export const contactAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/contact',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'] },
          summary: 'Contact messages, unread first then newest, with their replies, in keyset pages (admins)',
          querystring: adminContactQuerySchema,
          response: { 200: adminContactPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'manage');
        const { state, cursor } = request.query;
        const rows = await inboxPage(ctx.db.db, state, decodeRankedCursor(cursor), CONTACT_PAGE_SIZE + 1);
        const replies = await repliesOf(
          ctx.db.db,
          rows.slice(0, CONTACT_PAGE_SIZE).map((r) => r.id),
        );
        reply.header('cache-control', 'private, no-store');
        return presentInboxPage(rows, replies, CONTACT_PAGE_SIZE, await countUnread(ctx.db.db));
      },
    );

    app.post(
      '/api/admin/contact/:id/state',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['contact_message_not_found'] },
          summary: 'Mark a contact message unread, read or handled (admins; audited)',
          params: contactMessageParams,
          body: contactStateInputSchema,
          response: { 200: adminContactMessageSchema },
        },
      },
      async (request) =>
        setContactState(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          id: request.params.id,
          state: request.body.state,
        }),
    );

    app.post(
      '/api/admin/contact/:id/reply',
      {
        schema: {
          ...adminOnly,
          errors: {
            403: ['forbidden'],
            404: ['contact_message_not_found'],
            400: ['reply_required', 'reply_too_long'],
          },
          summary: 'Answer a contact message by mail, Reply-To the support address (admins; audited)',
          params: contactMessageParams,
          body: contactReplyInputSchema,
          response: { 200: adminContactMessageSchema },
        },
      },
      async (request) =>
        replyToContactMessage(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          id: request.params.id,
          body: request.body.body,
        }),
    );
  };

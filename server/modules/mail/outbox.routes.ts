import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outboxListQuerySchema,
  outboxMessageParams,
  outboxMessageSchema,
  outboxPageSchema,
  outboxStatusSchema,
} from '../../../domain/api/mail-outbox';
import { outboxPage, readOutboxHeaders, readOutboxMessage } from '../../adapters/mail/outbox-mailer';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { authorize, outboxDisabled, outboxMessageNotFound } from './mail.policy';

export const OUTBOX_PAGE_SIZE = 30;
const adminOnly = { security: MEMBERS_ONLY, tags: ['mail'] } as const;
const summary = (e: { id: string; from: string; to: string; subject: string; createdAt: string }) => ({
  id: e.id,
  from: e.from,
  to: e.to,
  subject: e.subject,
  createdAt: e.createdAt,
});

/**
 * The mail outbox viewer (issue 28 §6): the files the outbox mailer wrote in DATA_DIR/mail, only
 * when mail goes there (MAIL=outbox); with SMTP every route but the status is a 404 outbox_disabled.
 */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dir = join(ctx.config.dataDir, 'mail');
    const enabled = ctx.config.mail.transport === 'outbox';
    const noStore = { 'cache-control': 'private, no-store' };

    app.get(
      '/api/admin/outbox/status',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'] },
          summary: 'Whether mail goes to the local outbox, so the admin area lists its viewer (admins)',
          response: { 200: outboxStatusSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'read-outbox');
        reply.headers(noStore);
        return { enabled };
      },
    );

    app.get(
      '/api/admin/outbox',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['outbox_disabled'] },
          summary: 'The local mail outbox, newest first, in pages (admins; MAIL=outbox only)',
          querystring: outboxListQuerySchema,
          response: { 200: outboxPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'read-outbox');
        if (!enabled) throw outboxDisabled();
        const { entries, more } = await outboxPage(dir, {
          before: request.query.before,
          limit: OUTBOX_PAGE_SIZE,
        });
        reply.headers(noStore);
        return { items: entries.map(summary), nextBefore: more ? (entries.at(-1)?.id ?? null) : null };
      },
    );

    app.get(
      '/api/admin/outbox/:id',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['outbox_disabled', 'outbox_message_not_found'] },
          summary: 'One outbox message: its MIME headers, text and HTML (admins; MAIL=outbox only)',
          params: outboxMessageParams,
          response: { 200: outboxMessageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'read-outbox');
        if (!enabled) throw outboxDisabled();
        const entry = await readOutboxMessage(dir, request.params.id);
        const headers = entry && (await readOutboxHeaders(dir, request.params.id));
        if (!entry || !headers) throw outboxMessageNotFound();
        reply.headers(noStore);
        return { ...summary(entry), headers, text: entry.text, html: entry.html };
      },
    );
  };

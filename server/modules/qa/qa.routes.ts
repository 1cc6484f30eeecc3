import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { qaFeedbackInputSchema, qaFeedbackPageSchema } from '../../../domain/api/qa';
import { cursorQuerySchema, decodeCursor } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { sendQaFeedback } from './commands/send-qa-feedback';
import { authorize } from './qa.policy';
import { presentQaFeedbackPage } from './qa.presenter';
import { qaFeedbackPage } from './qa.repository';

export const QA_FEEDBACK_PAGE_SIZE = 20;

/** QA plan (DESIGN §4 Plans): QA members send feedback on beta features; admins read it. */
export const qaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/qa/feedback',
      {
        schema: {
          errors: { 401: ['unauthenticated'], 403: ['forbidden'] },
          tags: ['qa'],
          summary: 'Send feedback on the beta features (members with the QA role)',
          body: qaFeedbackInputSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const id = await sendQaFeedback(ctx, { actor: await request.getActor(), input: request.body });
        return reply.status(201).send({ id });
      },
    );

    app.get(
      '/api/admin/qa-feedback',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['qa'],
          summary: 'QA feedback, newest first, in keyset pages (admins)',
          querystring: cursorQuerySchema,
          response: { 200: qaFeedbackPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'readFeedback');
        const rows = await qaFeedbackPage(
          ctx.db.db,
          decodeCursor(request.query.cursor),
          QA_FEEDBACK_PAGE_SIZE + 1,
        );
        reply.header('cache-control', 'private, no-store');
        return presentQaFeedbackPage(rows, QA_FEEDBACK_PAGE_SIZE);
      },
    );
  };

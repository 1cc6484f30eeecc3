import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myReportsSchema, reportReceiptSchema } from '../../../domain/api/moderation';
import { reportInputSchema } from '../../../domain/moderation';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { listMyReports } from './commands/list-my-reports';
import { submitReport } from './commands/submit-report';

/** Reports (issue 27 part 1): anyone reports a video or a channel; a member lists their own reports. */
export const moderationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/reports',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Report a video or a channel (members; visitors with name, email and good faith). At most 10 per IP and hour, 30 per member and day',
          body: reportInputSchema,
          errors: {
            400: [
              'report_reason_required',
              'report_note_too_long',
              'report_range_invalid',
              'reporter_required',
              'reporter_name_required',
              'reporter_name_too_long',
              'good_faith_required',
              'invalid_email',
            ],
            403: ['report_own_content', 'report_not_allowed'],
            404: ['video_not_found', 'channel_not_found'],
            409: ['report_already_open'],
          },
          response: { 201: reportReceiptSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        const receipt = await submitReport(ctx, { input: request.body, actor, ip: request.ip });
        return reply.status(201).send(receipt);
      },
    );

    app.get(
      '/api/me/reports',
      {
        schema: {
          tags: ['moderation'],
          summary: "The member's own reports, newest first, with their status (the latest 100)",
          security: MEMBERS_ONLY,
          response: { 200: myReportsSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listMyReports(ctx, await request.requireActor());
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberIdParams } from '../../../domain/api/members';
import { moderationItemParams } from '../../../domain/api/moderation';
import {
  appealParams,
  appealQueueSchema,
  decideResultSchema,
  decisionParams,
  decisionSchema,
  myDecisionsSchema,
  statementsQuerySchema,
} from '../../../domain/api/moderation-decisions';
import {
  appealInputSchema,
  appealReviewInputSchema,
  decideInputSchema,
} from '../../../domain/moderation-decisions';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { sendStreamed } from '../../plugins/streamed-response';
import { appealQueue } from './commands/appeal-queue';
import { appealDecision, reviewAppeal } from './commands/appeals';
import { decideItem } from './commands/decide-item';
import { decideOnMember } from './commands/decide-member';
import { statementPieces } from './commands/export-statements';
import { presentDecisions, readDecision } from './commands/read-decision';
import { decisionsAbout } from './decisions.repository';
import { authorizeModeration } from './moderation.policy';

const noStore = { 'cache-control': 'private, no-store' };
/** What a statement of reasons can get wrong (both decide routes take the same input). */
const DECISION_INPUT_ERRORS = [
  'sanction_invalid',
  'sanction_required',
  'sanction_repeated',
  'sanction_until_invalid',
  'sanction_not_applicable',
  'report_reason_required',
  'legal_ground_too_long',
  'facts_required',
  'facts_too_long',
  'explanation_required',
  'explanation_too_long',
] as const;
const adminOnly = { security: MEMBERS_ONLY, tags: ['moderation'] } as const;
/** The decision email's token: opens that one decision for the member it concerns, signed out. */
const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** Decisions and appeals (issue 27 parts 3–5): the member's side and the admins'. */
export const decisionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/moderation/decisions',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'The moderation decisions about the member, newest first, with their statements of reasons',
          security: MEMBERS_ONLY,
          response: { 200: myDecisionsSchema },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const actor = await request.requireActor();
        return { items: await presentDecisions(ctx, await decisionsAbout(ctx.db.db, actor.userId)) };
      },
    );

    app.get(
      '/api/moderation/decisions/:id',
      {
        schema: {
          tags: ['moderation'],
          summary:
            "A decision's statement of reasons: for the member it concerns (signed in, or with the token of the decision's email) and admins",
          params: decisionParams,
          querystring: tokenQuery,
          errors: { 404: ['decision_not_found'] },
          response: { 200: decisionSchema },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const { decision } = await readDecision(ctx, {
          actor: await request.getActor(),
          token: request.query.token,
          decisionId: request.params.id,
        });
        return decision;
      },
    );

    app.post(
      '/api/moderation/decisions/:id/appeal',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Appeal a decision once, within the appeal window (the member it concerns, or the email token)',
          params: decisionParams,
          querystring: tokenQuery,
          body: appealInputSchema,
          errors: {
            400: ['appeal_message_required', 'appeal_message_too_long'],
            404: ['decision_not_found'],
            409: ['appeal_exists', 'appeal_window_closed'],
          },
          response: { 200: decisionSchema },
        },
      },
      async (request) =>
        appealDecision(ctx, {
          actor: await request.getActor(),
          token: request.query.token,
          decisionId: request.params.id,
          input: request.body,
        }),
    );

    app.post(
      '/api/admin/moderation/items/:id/decide',
      {
        schema: {
          ...adminOnly,
          summary:
            'Decide sanctions on an item with open reports, with a statement of reasons; the member and the reporters are told',
          params: moderationItemParams,
          body: decideInputSchema,
          errors: {
            400: DECISION_INPUT_ERRORS,
            403: ['forbidden'],
            404: ['moderation_item_not_found'],
            409: ['no_open_reports', 'target_gone', 'owner_gone'],
          },
          response: { 200: decideResultSchema },
        },
      },
      async (request) =>
        decideItem(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          itemId: request.params.id,
          input: request.body,
        }),
    );

    app.post(
      '/api/admin/moderation/members/:id/decide',
      {
        schema: {
          ...adminOnly,
          summary:
            'Decide sanctions on a member directly (e.g. limit the reports of a member who misuses them), with a statement of reasons; the member is told. The same decision sent twice is taken once',
          params: memberIdParams,
          body: decideInputSchema,
          errors: {
            400: DECISION_INPUT_ERRORS,
            403: ['forbidden'],
            404: ['member_not_found'],
          },
          response: { 200: decideResultSchema },
        },
      },
      async (request) =>
        decideOnMember(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          memberId: request.params.id,
          input: request.body,
        }),
    );

    app.get(
      '/api/admin/moderation/statements',
      {
        schema: {
          ...adminOnly,
          summary:
            'The statements of reasons of the decisions taken between two days (UTC, both included), in the EU Transparency Database shape, as JSON or CSV, streamed (admins)',
          querystring: statementsQuerySchema,
          errors: { 400: ['validation_failed'], 403: ['forbidden'] },
        },
      },
      async (request, reply) => {
        authorizeModeration(await request.getActor());
        const { from, to, format } = request.query;
        const headers = {
          ...noStore,
          'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="kinora-statements-${from}-${to}.${format}"`,
        };
        return sendStreamed(request, reply, headers, statementPieces(ctx, { from, to }, format));
      },
    );

    app.get(
      '/api/admin/moderation/appeals',
      {
        schema: {
          ...adminOnly,
          summary: 'Open appeals, the oldest first (admins)',
          errors: { 403: ['forbidden'] },
          response: { 200: appealQueueSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        authorizeModeration(actor);
        reply.headers(noStore);
        return appealQueue(ctx, actor);
      },
    );

    app.post(
      '/api/admin/moderation/appeals/:id/review',
      {
        schema: {
          ...adminOnly,
          summary:
            'Uphold or overturn an appeal with a statement (another admin than the decider when there is one); overturning restores what the decision took',
          params: appealParams,
          body: appealReviewInputSchema,
          errors: {
            400: ['statement_required', 'statement_too_long'],
            403: ['forbidden', 'appeal_needs_other_admin'],
            404: ['appeal_not_found'],
            409: ['appeal_already_reviewed'],
          },
          response: { 200: decisionSchema },
        },
      },
      async (request) =>
        reviewAppeal(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          appealId: request.params.id,
          input: request.body,
        }),
    );
  };

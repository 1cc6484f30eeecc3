import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema, memberExportSchema } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { DeletionCheck, MemberDataExport } from '../../module-manifest';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { deleteAccount } from '../accounts/accounts.public';
import { exportMemberData } from './export-member-data';

/** The member's privacy rights: download their data, delete their account. */
export const privacyRoutes =
  (
    ctx: AppContext,
    memberData: readonly MemberDataExport[],
    deletionChecks: readonly DeletionCheck[],
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/export',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['privacy'],
          summary: 'Download everything Kinora holds about you (JSON)',
          response: { 200: memberExportSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        const data = await exportMemberData(ctx, actor.userId, memberData);
        const date = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="kinora-export-${date}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.delete(
      '/api/me',
      {
        schema: {
          errors: { 403: ['invalid_password'], 409: ['payout_in_flight'] },
          security: MEMBERS_ONLY,
          tags: ['privacy'],
          summary: 'Delete your account (re-enter your password); refused while a withdrawal is on its way',
          body: deleteAccountBodySchema,
        },
        // Each attempt verifies a password: a stolen session must not become a guessing oracle.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        // Each module that must finish something first (money on its way) refuses with its reason.
        for (const check of deletionChecks) await check(ctx.db.db, actor.userId);
        await deleteAccount(ctx, actor, request.body.password);
        return reply.status(204).send();
      },
    );
  };

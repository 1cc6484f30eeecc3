import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../domain/api/audit';
import { decodeCursor } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { ValidationError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { authorize } from './audit.policy';
import { presentAuditPage } from './audit.presenter';
import { auditPage } from './audit.repository';

export const AUDIT_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

/** The audit log screen's data (admins): newest first, filtered by actor, action, target and days. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['audit'],
          summary: 'The audit log of admin actions, newest first, filtered, in keyset pages (admins)',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'read');
        const { cursor, from, to, ...filter } = request.query;
        const fromAt = from ? new Date(`${from}T00:00:00Z`) : undefined;
        // Days are whole: `to` includes its own day.
        const toAt = to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : undefined;
        if (fromAt && toAt && fromAt >= toAt)
          throw new ValidationError('The end day precedes the start day.', undefined, 'invalid_date_range');
        const rows = await auditPage(
          ctx.db.db,
          { ...filter, from: fromAt, to: toAt },
          decodeCursor(cursor),
          AUDIT_PAGE_SIZE + 1,
        );
        reply.header('cache-control', 'private, no-store');
        return presentAuditPage(rows, AUDIT_PAGE_SIZE);
      },
    );
  };

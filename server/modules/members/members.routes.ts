import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBERS_PAGE_SIZE,
  memberBulkResultSchema,
  memberDetailSchema,
  memberIdParams,
  memberRoleChangeSchema,
  memberSessionsRevokeSchema,
  membersFilterSchema,
  membersPageSchema,
  membersQuerySchema,
} from '../../../domain/api/members';
import { csvLine } from '../../../domain/csv';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { sendStreamed } from '../../plugins/streamed-response';
import { changeMembersRole, membersPage, revokeMembersSessions } from '../accounts/accounts.public';
import { authorize } from './members.policy';
import { CSV_COLUMNS, csvRowOf, presentMemberRow } from './members.presenter';
import { memberDetail, memberPredicates, queryOf } from './members.queries';
import { decodeMembersCursor, encodeMembersCursor } from './members-cursor';

/** Members read per query of the export. */
const EXPORT_PAGE = 1000;
const adminOnly = { security: MEMBERS_ONLY, tags: ['members'] } as const;
const noStore = { 'cache-control': 'private, no-store' };

/** The admins' members screen (issue 28 §3); every write goes through accounts' commands, audited. */
export const membersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/members',
      {
        schema: {
          ...adminOnly,
          errors: { 400: ['invalid_cursor', 'invalid_date_range'], 403: ['forbidden'] },
          summary: 'Members: search by part of an email or username, filters, sort, keyset pages (admins)',
          querystring: membersQuerySchema,
          response: { 200: membersPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor());
        const { cursor, ...filter } = request.query;
        const query = queryOf(filter);
        const after = decodeMembersCursor(cursor, query.sort);
        const now = ctx.clock.now();
        const rows = await membersPage(
          ctx.db.db,
          query,
          memberPredicates(ctx, now),
          after,
          MEMBERS_PAGE_SIZE + 1,
        );
        const items = rows.slice(0, MEMBERS_PAGE_SIZE);
        reply.headers(noStore);
        return {
          items: items.map(presentMemberRow),
          nextCursor: rows.length > MEMBERS_PAGE_SIZE ? encodeMembersCursor(query.sort, items.at(-1)!) : null,
        };
      },
    );

    app.get(
      '/api/admin/members.csv',
      {
        schema: {
          ...adminOnly,
          errors: { 400: ['invalid_date_range'], 403: ['forbidden'] },
          summary: 'Every member the filters select, as CSV, streamed (admins)',
          querystring: membersFilterSchema,
        },
      },
      async (request, reply) => {
        authorize(await request.getActor());
        const query = queryOf(request.query);
        const predicates = memberPredicates(ctx, ctx.clock.now());
        // The first page is read before the header line (sendStreamed): a failing query is still an error answer.
        async function* lines() {
          let page = await membersPage(ctx.db.db, query, predicates, undefined, EXPORT_PAGE);
          yield csvLine(CSV_COLUMNS);
          for (;;) {
            for (const row of page) yield csvLine(csvRowOf(row));
            if (page.length < EXPORT_PAGE) return;
            const last = page.at(-1)!;
            page = await membersPage(
              ctx.db.db,
              query,
              predicates,
              { key: last.sort_key, id: last.id },
              EXPORT_PAGE,
            );
          }
        }
        const headers = {
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="kinora-members.csv"',
        };
        return sendStreamed(request, reply, headers, lines());
      },
    );

    app.get(
      '/api/admin/members/:id',
      {
        schema: {
          ...adminOnly,
          errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['member_not_found'] },
          summary: "A member's page: profile, roles, sessions, subscriptions, videos, standing (admins)",
          params: memberIdParams,
          response: { 200: memberDetailSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor());
        reply.headers(noStore);
        return memberDetail(ctx, request.params.id);
      },
    );

    app.post(
      '/api/admin/members/roles',
      {
        schema: {
          ...adminOnly,
          errors: {
            400: ['validation_failed'],
            403: ['forbidden'],
            404: ['member_not_found'],
            409: ['last_admin'],
          },
          summary: 'Grant or revoke the admin or qa role for up to 100 members, each change audited (admins)',
          body: memberRoleChangeSchema,
          response: { 200: memberBulkResultSchema },
        },
      },
      async (request) => {
        const actor = await request.getActor();
        authorize(actor);
        const changed = await changeMembersRole(ctx, { actor, requestId: request.id, ...request.body });
        return { changed };
      },
    );

    app.post(
      '/api/admin/members/sessions/revoke',
      {
        schema: {
          ...adminOnly,
          errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['member_not_found'] },
          summary: 'End every session of up to 100 members at once, each audited (admins)',
          body: memberSessionsRevokeSchema,
          response: { 200: memberBulkResultSchema },
        },
      },
      async (request) => {
        const actor = await request.getActor();
        authorize(actor);
        const changed = await revokeMembersSessions(ctx, { actor, requestId: request.id, ...request.body });
        return { changed };
      },
    );
  };

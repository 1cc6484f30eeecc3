import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSENT_EXPORT_COLUMNS, consentPolicyResponseSchema } from '../../../domain/api/consent';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentCookieValue,
  consentDecisionSchema,
  consentExportQuerySchema,
  consentExportRange,
  policyForCountry,
  resolveCountry,
} from '../../../domain/consent';
import { acceptedLanguages } from '../../../domain/locales';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/with-transaction';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { sendStreamed } from '../../plugins/streamed-response';
import { authorize } from './consent.policy';
import { consentRecordsPage, insertConsentRecord } from './consent.repository';

/** Records read per query of an export. */
const EXPORT_PAGE = 1000;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/**
 * Cookie consent: the regime for the visitor's country, the proof of each decision, and its export.
 * Spec §2 "Cookie consent", §4; docs/decisions/0006-consent.md.
 */
export const consentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/consent/policy',
      {
        schema: {
          tags: ['consent'],
          summary:
            "The cookie regime for the visitor's country (override, CDN header, IP lookup, browser locale)",
          querystring: z.object({
            override: z.string().max(8).optional(),
            locale: z.string().max(35).optional(),
          }),
          response: { 200: consentPolicyResponseSchema },
        },
      },
      async (request, reply) => {
        const header = ctx.config.geo.countryHeader;
        const { country, source } = await resolveCountry({
          override: request.query.override,
          header: header ? (request.headers[header] as string | undefined) : null,
          lookup: () => ctx.geo.countryOf(request.ip),
          // The page preloads this URL before its script runs (web/index.html): the browser's
          // languages come in Accept-Language then.
          locale: request.query.locale ?? acceptedLanguages(request.headers['accept-language'])[0],
        });
        reply.header('cache-control', 'private, no-store');
        return {
          country,
          source,
          policy: policyForCountry(country),
          version: CONSENT_VERSION,
          scripts: {
            analytics: ctx.config.scripts.analytics ?? null,
            marketing: ctx.config.scripts.marketing ?? null,
          },
        };
      },
    );

    app.post(
      '/api/consent',
      {
        schema: {
          tags: ['consent'],
          summary: 'Record a cookie decision (proof of consent); sets the cookie the server honours',
          body: consentDecisionSchema,
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        const decision = request.body;
        await withTransaction(ctx, ({ tx }) =>
          insertConsentRecord(tx, {
            anonId: decision.anonId,
            userId: actor?.userId ?? null,
            status: decision.status,
            preferences: decision.preferences,
            regime: decision.regime,
            country: decision.country,
            version: decision.version,
            createdAt: ctx.clock.now(),
          }),
        );
        const cookie = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
        if (decision.status === 'unknown') reply.clearCookie(CONSENT_COOKIE, cookie);
        else
          reply.setCookie(CONSENT_COOKIE, consentCookieValue(decision.preferences), {
            ...cookie,
            httpOnly: true,
            maxAge: 365 * 24 * 3600,
          });
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/admin/consent-records',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['consent'],
          summary: 'Export the proof of consent as CSV (admins)',
          querystring: consentExportQuerySchema,
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'export');
        const range = consentExportRange(request.query);
        // The first page is read before the header line: a failing query is still an error answer.
        async function* rows() {
          let after: { createdAt: Date; id: string } | null = null;
          let page = await consentRecordsPage(ctx.db.db, range, after, EXPORT_PAGE);
          yield `${CONSENT_EXPORT_COLUMNS.join(',')}\n`;
          for (;;) {
            for (const r of page) {
              const p = r.preferences;
              yield `${[r.createdAt.toISOString(), r.anonId, r.userId, r.status, p.functional, p.analytics, p.marketing, r.regime, r.country, r.version].map(csvCell).join(',')}\n`;
            }
            if (page.length < EXPORT_PAGE) return;
            const last = page.at(-1)!;
            after = { createdAt: last.createdAt, id: last.id };
            page = await consentRecordsPage(ctx.db.db, range, after, EXPORT_PAGE);
          }
        }
        const headers = {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="kinora-consent-records.csv"',
        };
        return sendStreamed(request, reply, headers, rows());
      },
    );
  };

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentPolicyResponseSchema } from '../../../domain/api/consent';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentCookieValue,
  consentDecisionSchema,
  policyForCountry,
  resolveCountry,
} from '../../../domain/consent';
import { acceptedLanguages } from '../../../domain/locales';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/with-transaction';
import { authorize } from './consent.policy';
import { consentRecordsPage, insertConsentRecord } from './consent.repository';

const CSV_COLUMNS = [
  'created_at',
  'anon_id',
  'user_id',
  'status',
  'functional',
  'analytics',
  'marketing',
  'regime',
  'country',
  'version',
];
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
          tags: ['consent'],
          summary: 'Export the proof of consent as CSV (admins)',
          querystring: z.object({
            from: z.iso.date().optional(),
            to: z.iso.date().optional(),
          }),
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'export');
        const range = {
          from: new Date(request.query.from ?? '1970-01-01'),
          // The whole "to" day is included.
          to: new Date(new Date(request.query.to ?? '9999-12-30').getTime() + 24 * 3600_000),
        };
        async function* rows() {
          yield `${CSV_COLUMNS.join(',')}\n`;
          let after: { createdAt: Date; id: string } | null = null;
          for (;;) {
            const page = await consentRecordsPage(ctx.db.db, range, after, 1000);
            for (const r of page) {
              const p = r.preferences;
              yield `${[r.createdAt.toISOString(), r.anonId, r.userId, r.status, p.functional, p.analytics, p.marketing, r.regime, r.country, r.version].map(csvCell).join(',')}\n`;
            }
            if (page.length < 1000) return;
            const last = page.at(-1)!;
            after = { createdAt: last.createdAt, id: last.id };
          }
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kinora-consent-records.csv"')
          .send(Readable.from(rows()));
      },
    );
  };

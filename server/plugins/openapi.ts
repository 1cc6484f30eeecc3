import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/api/errors';
import { type ErrorCode, isErrorCode } from '../../domain/errors';
import { isOpenToBarred } from './barred';

export type ErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 409
  | 410
  | 412
  | 413
  | 415
  | 422
  | 429
  | 500
  | 502
  | 503
  | 507;
/** Error answers a route gives beyond the ones derived from its declaration (routeErrors). */
export type RouteErrors = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

declare module 'fastify' {
  interface FastifySchema {
    /** The route's own error answers (`{ 409: ['username_taken'] }`), documented in OpenAPI. */
    errors?: RouteErrors;
  }
}

/** In a route's schema: signed-in members only (plugins/auth.ts answers a visitor 401 before reading the request). */
export const MEMBERS_ONLY = [{ session: [] }] as const satisfies FastifySchema['security'];

export const isMembersOnly = (schema: FastifySchema | undefined) =>
  schema?.security?.some((requirement) => 'session' in requirement) ?? false;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ERRORS_KEY = 'x-kinora-errors';

/**
 * The error answers of a route, by status, with their codes. Most follow from how the route is
 * declared, so they cannot be forgotten: any URL → 400 (NUL, bad encoding), input schemas and
 * cursors → 400, MEMBERS_ONLY → 401, a write → 403
 * (CSRF) and 413/415 (its body), a path parameter → 404, the rate limit → 429, and 500 everywhere.
 * Codes a route's own rules add (409 username_taken, 403 premium_required…) come from `schema.errors`.
 */
export function routeErrors(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>) {
  const schema = route.schema;
  const writes = [route.method].flat().some((m) => UNSAFE.has(m));
  const found = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...codes: readonly ErrorCode[]) => {
    const set = found.get(status) ?? new Set<ErrorCode>();
    for (const code of codes) set.add(code);
    found.set(status, set);
  };
  // The input guard and the router read every URL (a NUL byte, a path that does not decode).
  add(400, 'invalid_characters', 'bad_request');
  if (schema?.body || schema?.querystring || schema?.params || schema?.headers) add(400, 'validation_failed');
  // A multipart route reads its file itself (read-file.ts): a form it cannot read, an image it cannot decode.
  if ((schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'))
    add(400, 'invalid_multipart', 'invalid_image');
  // The codes domain/ schemas name as their messages ('title_required'): the error handler answers them.
  for (const part of [schema?.body, schema?.querystring, schema?.params]) add(400, ...codesIn(part));
  // A missing resource has its own code (videos.policy's video_not_found…), by where it lives.
  for (const [pattern, code] of MISSING_BY_PATH) if (pattern.test(route.url)) add(404, code);
  // domain/cursor.ts: a paged route refuses a cursor it never handed out.
  if ((schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape?.cursor)
    add(400, 'invalid_cursor');
  if (isMembersOnly(schema)) add(401, 'unauthenticated');
  if (writes) add(403, 'csrf_rejected');
  // A suspended or banned member's session is refused everywhere but a few routes (barred.ts).
  for (const method of [route.method].flat())
    if (route.url.startsWith('/api/') && !isOpenToBarred(method, route.url))
      add(403, 'account_suspended', 'account_banned');
  if (/[:*]/.test(route.url)) add(404, 'not_found');
  if (writes) add(413, 'payload_too_large');
  if (writes) add(415, 'unsupported_media_type');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false) add(429, 'rate_limited');
  add(500, 'internal_error');
  for (const [status, codes] of Object.entries(schema?.errors ?? {})) add(Number(status), ...(codes ?? []));
  return found;
}

/** What a 404 of a route says, by the resource its path names. */
const MISSING_BY_PATH: [RegExp, ErrorCode][] = [
  [/^\/api\/videos\/:id/, 'video_not_found'],
  [/^\/api\/channels\/:id/, 'channel_not_found'],
  [/^\/api\/me\/profiles\/:id/, 'profile_not_found'],
  [/^\/api\/me\/notifications\/:id/, 'notification_not_found'],
  [/^\/api\/uploads\/\*/, 'upload_not_found'],
  [/^\/api\/stream\//, 'playback_expired'],
  [/^\/api\/(?:admin\/)?news\/:/, 'news_not_found'],
];

/**
 * The error codes a zod schema names as its issue messages (zod 4 keeps each custom message as a
 * function on the node or check that raises it). Walks every nested schema once.
 */
export function codesIn(schema: unknown, seen = new Set<unknown>()): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const visit = (node: unknown) => {
    const def = (node as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
    if (!def || seen.has(node)) return;
    seen.add(node);
    for (const holder of [
      def,
      ...((def.checks as { _zod?: { def?: Record<string, unknown> } }[]) ?? []).map((c) => c._zod?.def),
    ]) {
      const error = holder?.error;
      if (typeof error !== 'function') continue;
      try {
        const message = error({});
        const text = typeof message === 'string' ? message : (message as { message?: unknown })?.message;
        if (isErrorCode(text)) codes.push(text);
      } catch {}
    }
    for (const value of Object.values(def)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && '_zod' in value) visit(value);
      else if (value && typeof value === 'object' && def.type === 'object')
        Object.values(value).forEach(visit);
    }
  };
  visit(schema);
  return codes;
}

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: Record<string, ErrorCode[]> };

/** Turns each operation's computed errors into responses that name the one error schema. */
function documentErrors(openapiObject: Record<string, unknown>) {
  const doc = openapiObject as { paths?: Record<string, Record<string, Operation>>; components?: object };
  doc.components = {
    ...doc.components,
    schemas: {
      ...(doc.components as { schemas?: object } | undefined)?.schemas,
      ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
    },
  };
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations)) {
      const errors = operation[ERRORS_KEY];
      delete operation[ERRORS_KEY];
      for (const [status, codes] of Object.entries(errors ?? {}))
        operation.responses = {
          ...operation.responses,
          [status]: {
            description: `Error: ${codes.join(', ')}`,
            'x-error-codes': codes,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          },
        };
    }
  return openapiObject;
}

/** OpenAPI document generated from the routes' zod schemas and error declarations; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kinora API', version: '1.0.0', description: 'HTTP API of the Kinora video platform.' },
      servers: [],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kinora.session_token' } },
      },
    },
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      if ((out.schema as { hide?: boolean } | undefined)?.hide) return out;
      const { errors: _declared, ...schema } = (out.schema ?? {}) as FastifySchema;
      const errors = Object.fromEntries([...routeErrors(document.route)].map(([s, c]) => [s, [...c]]));
      return { ...out, schema: { ...schema, [ERRORS_KEY]: errors } as FastifySchema };
    },
    transformObject: (document) =>
      documentErrors((document as unknown as { openapiObject: Record<string, unknown> }).openapiObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { type ApiErrorBody, type ErrorCode, isErrorCode } from '../../domain/errors';
import { AppError, isStorageFull, STORAGE_FULL_MESSAGE } from '../errors';

/**
 * Schemas in domain/ name their rule as the issue message ('title_required', 'channel_name_required');
 * the first such message becomes the error code the form maps, otherwise 'validation_failed'.
 */
const codeOf = (details: { message?: string }[]): ErrorCode => {
  const first = details[0]?.message;
  return isErrorCode(first) ? first : 'validation_failed';
};

/** PostgreSQL's "invalid byte sequence" and "untranslatable character": text the database cannot store. */
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/** Whether the database refused text it cannot store, also when Drizzle wraps the error (`cause`). */
function isUnstorableText(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && BAD_TEXT_SQLSTATES.has(e.code)) return true;
  }
  return false;
}

/**
 * The one place errors become responses: `{ error: { code, message, requestId } }` with a stable
 * code. Unknown errors are logged with their stack and reach the client as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (code: ErrorCode, message: string, details?: unknown): ApiErrorBody => ({
      error: { code, message, requestId: request.id, ...(details === undefined ? {} : { details }) },
    });

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({ path: v.instancePath || '/', message: v.message }));
      return reply.status(400).send(body(codeOf(details), 'The request is invalid.', details));
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message }));
      return reply.status(400).send(body(codeOf(details), 'The request is invalid.', details));
    }
    if (isUnstorableText(error)) {
      // input-guard.ts refuses NUL first: reaching this means some input path is not guarded yet.
      request.log.warn({ err: error }, 'text refused by the database');
      return reply
        .status(400)
        .send(body('invalid_characters', 'The text contains characters that cannot be stored.'));
    }
    if (isStorageFull(error)) {
      // The operator's problem, not the client's: logged as an error; the client may retry later.
      request.log.error({ err: error }, 'storage full');
      return reply.status(507).send(body('storage_full', STORAGE_FULL_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(body('rate_limited', 'Too many requests. Try again later.'));
    if (status === 413)
      return reply.status(413).send(body('payload_too_large', 'The request body is too large.'));
    if (status === 415)
      return reply.status(415).send(body('unsupported_media_type', 'Unsupported content type.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content length…) keep their message, not internals.
      return reply.status(status).send(body('bad_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'Something went wrong on our side.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        code: 'not_found',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
        requestId: request.id,
      },
    } satisfies ApiErrorBody),
  );
}

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route runs, which otherwise answer
 * in Fastify's own shape with the whole URL echoed back (megabytes for a long one). A path parameter
 * past `maxParamLength` can name nothing: 404 not_found, like any unknown id; a path that does not
 * decode is 400 bad_request.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = {
    error: {
      code: tooLong ? 'not_found' : 'bad_request',
      message: tooLong ? 'Not found.' : 'The URL is malformed.',
      requestId: request.id,
    },
  };
  void reply.status(tooLong ? 404 : 400).send(body);
}

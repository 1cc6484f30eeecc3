import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The id of the request (or of the request behind the job) this code runs for, so one grep follows
 * an upload from its request to its transcode on another process: Fastify's request id is carried
 * into the jobs the request queues (server/jobs/queue.ts) and the worker runs each job in its
 * request's scope. Async context rather than a parameter: every command and job would otherwise
 * thread it through to `enqueue` and to every log line.
 */
const scope = new AsyncLocalStorage<string>();

/** The reserved field of a job's data that carries the request id (stripped before its schema parses). */
export const REQUEST_ID_FIELD = '_requestId';

/** Same rule as the api's genReqId (server/app.ts): an id a log line may carry as it is. */
const REQUEST_ID = /^[\w-]{8,64}$/;

export const currentRequestId = (): string | undefined => scope.getStore();

export function withRequestId<T>(id: string | undefined, work: () => T): T {
  return id ? scope.run(id, work) : work();
}

/** pino's mixin: every line logged inside a request's scope (a job's too) names the request. */
export function requestIdMixin(): { requestId?: string } {
  const id = scope.getStore();
  return id ? { requestId: id } : {};
}

/** Every request's hooks and handler run in its scope (callback hook: run() must wrap what follows). */
export function registerRequestIdScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => scope.run(request.id, done));
}

/** A job's data with the request id (by default the current one) added under the reserved field. */
export function tagWithRequestId<T extends object>(data: T, id = scope.getStore()): T {
  return id ? { ...data, [REQUEST_ID_FIELD]: id } : data;
}

/** A job's stored data split into what its schema parses and the request id it carries, if any. */
export function untagRequestId(raw: unknown): { data: unknown; requestId: string | undefined } {
  if (!raw || typeof raw !== 'object' || !(REQUEST_ID_FIELD in raw))
    return { data: raw, requestId: undefined };
  const { [REQUEST_ID_FIELD]: id, ...data } = raw as Record<string, unknown>;
  return { data, requestId: typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined };
}

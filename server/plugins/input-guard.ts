import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';

export const invalidCharacters = () =>
  new ValidationError('Text must not contain the NUL character.', undefined, 'invalid_characters');

/**
 * Whether a parsed body or query holds U+0000 in any string or key. Walks with its own stack: a
 * 1 MB JSON body can nest deeper than the call stack goes.
 */
export function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the input would end as a 500 from the
 * database (or from Better Auth behind its proxy). Refused at the door instead, for every route;
 * multipart fields are checked where they are read (read-file.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body))
      throw invalidCharacters();
  });
}

/**
 * Closes a connection whose request body stops arriving for `idleMs` (slow-loris); a stalled tus
 * PATCH keeps the bytes that came and the client resumes. Only while the body arrives: a handler
 * may then work quietly for longer (copying a 100 MB source to S3). Injected requests have no socket.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    if (!hasBody || !(raw.socket instanceof Socket)) return;
    raw.socket.setTimeout(idleMs);
    raw.once('end', () => raw.socket.setTimeout(0));
  });
}

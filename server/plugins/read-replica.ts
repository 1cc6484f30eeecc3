import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionKeyOf } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * When this request's member last wrote (ms, Date.now), if within the replica's allowed lag:
     * their lag-tolerant reads pass it to `ctx.db.read(since)` and so see their own writes.
     */
    readSince(): number | undefined;
  }
}

/** The mark a member's browser carries for DATABASE_READ_MAX_LAG_S after each of their writes. */
export const WROTE_COOKIE = 'kinora_wrote';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Node clocks may differ by this much; a mark further in the future is not believed. */
const SKEW_MS = 2_000;

/**
 * A member's own writes are read from the primary (docs/decisions/0039-scale-out.md, "Read
 * replicas"): each successful write request of a signed-in member answers with a short-lived cookie
 * naming its time, so whichever api node serves their next reads sends them to the replica only
 * once it holds that moment. A cookie, not node memory: the next request may reach another node.
 * Without a replica nothing is set; `readSince` then changes nothing (`read` is the primary).
 */
export function registerReadReplica(app: FastifyInstance, ctx: AppContext): void {
  const maxLagMs = ctx.config.databaseReadMaxLagMs;
  app.decorateRequest('readSince', function (this: FastifyRequest) {
    if (!sessionKeyOf(this)) return undefined;
    const at = Number(this.cookies[WROTE_COOKIE]);
    const now = Date.now();
    // Skew covered by reading a little later than the mark says.
    return Number.isInteger(at) && at > now - maxLagMs - SKEW_MS && at < now + SKEW_MS
      ? at + SKEW_MS
      : undefined;
  });
  if (!ctx.db.replicated) return;
  app.addHook('onSend', async (request, reply) => {
    if (!MUTATING.has(request.method) || reply.statusCode >= 400 || !sessionKeyOf(request)) return;
    reply.setCookie(WROTE_COOKIE, String(Date.now()), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: Math.ceil((maxLagMs + SKEW_MS) / 1000),
    });
  });
}

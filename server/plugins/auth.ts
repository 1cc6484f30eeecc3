import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessRefusal, accessRefusal, accessRefusalSchema } from '../../domain/access';
import { displayNameSchema, emailSchema, usernameSchema } from '../../domain/accounts';
import { type ErrorCode, isErrorCode } from '../../domain/errors';
import { isPasswordWeakness } from '../../domain/password-strength';
import { may } from '../../domain/standing';
import type { AppContext } from '../context';
import { NotFoundError, UnauthenticatedError } from '../errors';
import { type Auth, CLIENT_IP_HEADER, isAllowedAuthRoute } from '../modules/accounts/accounts.public';
import { announceMemberChange } from '../standing/access-version';
import { type Actor, readStanding, type StandingProvider } from '../standing/actor';
import { ActorCache } from '../standing/actor-cache';
import { accessRefusedError, isOpenToBarred, refusalDetails } from './barred';
import { isMembersOnly } from './openapi';

/** Better Auth's session cookie (`kinora.session_token`, `__Secure-` prefixed over https). */
const SESSION_COOKIE = /^(__Secure-)?kinora\.session_token$/;

/** The session cookie's signed value, the per-node actor cache's key; null without one. */
export function sessionKeyOf(request: FastifyRequest): string | null {
  for (const [name, value] of Object.entries(request.cookies ?? {}))
    if (value && SESSION_COOKIE.test(name)) return `${name}=${value}`;
  return null;
}

/** Auth calls after which a member's existing sessions may have ended or changed. */
const NOT_SESSION_CHANGING = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/sign-up/email',
  '/request-password-reset',
]);
const changesSessions = (method: string, path: string) =>
  method === 'POST' && !NOT_SESSION_CHANGING.has(path);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in member, or null; resolved once per request on first use. `fresh`: resolved
     * again (the node's actor cache still answers) — a WebSocket's upgrade request lives for hours,
     * and its member may sign out, lose Premium or be suspended meanwhile.
     */
    getActor(opts?: { fresh?: boolean }): Promise<Actor | null>;
    /** Like getActor, but throws 401 unauthenticated when nobody is signed in. */
    requireActor(): Promise<Actor>;
    /**
     * Why the session cookie's member may not act (suspended, banned: domain/access.ts), or null;
     * `fresh` as for getActor. Such a session acts as nobody, and its /api calls are refused.
     */
    getAccessRefusal(opts?: { fresh?: boolean }): Promise<AccessRefusal | null>;
  }
  interface FastifyInstance {
    /** Who each session cookie belongs to, per node (actor-cache.ts); the viewer-profile plugin shares it. */
    actorCache: ActorCache;
  }
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Better Auth rate-limits by this header: the IP as Fastify sees it (trustProxy-aware), never the client's say-so.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Kinora's own rules checked before Better Auth sees a sign-up, so the answer carries the precise
 * code the form maps (invalid_email, username_invalid, display_name_too_long) rather than a generic
 * validation error.
 */
function precheck(request: FastifyRequest, path: string): ErrorCode | null {
  if (request.method !== 'POST' || path !== '/sign-up/email') return null;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (!emailSchema.safeParse(body.email).success) return 'invalid_email';
  if (!usernameSchema.safeParse(body.username).success) return 'username_invalid';
  if (body.name !== undefined && !displayNameSchema.safeParse(body.name).success)
    return 'display_name_too_long';
  return null;
}

/** The router's maxParamLength (app.ts) for the bridge's wildcard: no allowed auth path is longer. */
const MAX_AUTH_PATH_LENGTH = 500;

/**
 * Kinora's registered code for a Better Auth answer (INVALID_EMAIL_OR_PASSWORD →
 * invalid_email_or_password); a code outside the registry becomes auth_error, never a code the web
 * app has no text for.
 */
const toCode = (code: unknown, status: number): ErrorCode => {
  const lower = typeof code === 'string' ? code.toLowerCase() : '';
  if (isErrorCode(lower)) return lower;
  return status === 429 ? 'rate_limited' : 'auth_error';
};

/**
 * Mounts Better Auth under /api/auth/* (answers in Kinora's error format) and gives every request
 * `getActor()` / `requireActor()` backed by the session cookie, the actor's standing read from the
 * modules' providers (server/standing/actor.ts).
 */
export function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  auth: Auth,
  standing: readonly StandingProvider[],
): void {
  /** The session's member, barred or not (getActor and getAccessRefusal tell them apart). */
  const memo = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  const sessionOf = (request: FastifyRequest, fresh?: boolean) => {
    if (fresh) return resolveActor(request);
    let pending = memo.get(request);
    if (!pending) {
      pending = resolveActor(request);
      memo.set(request, pending);
    }
    return pending;
  };
  // Any change of a member's sessions or standing (MEMBER_TOPIC) drops their entries on every node.
  const actors = new ActorCache(ctx);
  app.addHook('onClose', async () => actors.close());
  app.decorate('actorCache', actors);
  // A suspended or banned member's sessions act as nobody's until the sanction ends (its end,
  // `untilMs`, also ends the cached answer), whatever session cookie they still hold.
  app.decorateRequest('getActor', async function (this: FastifyRequest, opts?: { fresh?: boolean }) {
    const actor = await sessionOf(this, opts?.fresh);
    return actor && may(actor, 'sign-in') ? actor : null;
  });
  app.decorateRequest('getAccessRefusal', async function (this: FastifyRequest, opts?: { fresh?: boolean }) {
    const actor = await sessionOf(this, opts?.fresh);
    return actor ? accessRefusal(actor.sanctions) : null;
  });
  // Every /api call of a barred session is refused at once (issue 27), from the actor the node
  // already caches: no query of its own. Signing out, signing in (as anyone: its own check) and
  // reading the session (which says why) stay open.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || isOpenToBarred(request.method, request.url)) return;
    const refusal = await request.getAccessRefusal();
    if (refusal) throw accessRefusedError(refusal);
  });
  app.decorateRequest('requireActor', async function (this: FastifyRequest) {
    const actor = await this.getActor();
    if (!actor) throw new UnauthenticatedError();
    return actor;
  });
  // A members-only route (MEMBERS_ONLY in its schema) turns a visitor away before reading anything
  // else: 401 whatever the body or query, never a 400 that tells how the request should look.
  app.addHook('onRoute', (route) => {
    if (!isMembersOnly(route.schema)) return;
    const own = [route.onRequest ?? []].flat();
    route.onRequest = [
      ...own,
      async (request: FastifyRequest) => {
        await request.requireActor();
      },
    ];
  });

  function resolveActor(request: FastifyRequest): Promise<Actor | null> {
    // No session cookie, nothing to read: visitors (with or without other cookies) cost no query.
    const key = sessionKeyOf(request);
    if (!key && !request.headers.authorization) return Promise.resolve(null);
    const cached = key ? actors.get(key, ctx.clock.now().getTime()) : null;
    if (cached) return Promise.resolve(cached);
    if (!key || request.headers.authorization) return readActor(request, key);
    return actors.shareRead(key, () => readActor(request, key));
  }

  async function readActor(request: FastifyRequest, key: string | null): Promise<Actor | null> {
    const since = actors.since();
    const found = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!found) return null;
    const member = await readStanding(standing, ctx.db.db, found.user.id, ctx.clock.now());
    // Deleting an account ends its sessions in the same transaction; this also covers one racing it.
    if (member.closed) return null;
    const actor: Actor = {
      userId: found.user.id,
      email: found.user.email,
      sessionId: found.session.id,
      ...member.standing,
    };
    if (key)
      actors.set(
        key,
        actor,
        { sessionExpiresAt: new Date(found.session.expiresAt).getTime(), standingUntil: member.untilMs },
        since,
      );
    return actor;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Checked on the normalised path, the one forwarded to Better Auth.
      const url = new URL(request.url, ctx.config.publicUrl);
      const path = url.pathname.slice('/api/auth'.length);
      // Better Auth's rate limiter stores the path in a database key: a megabyte one failed the insert (500).
      const tooLong = path.length > MAX_AUTH_PATH_LENGTH;
      if (tooLong || !url.pathname.startsWith('/api/auth/') || !isAllowedAuthRoute(request.method, path))
        throw new NotFoundError();
      const refusal = precheck(request, path);
      if (refusal) {
        return reply
          .status(400)
          .send({ error: { code: refusal, message: 'The request is invalid.', requestId: request.id } });
      }
      // Whose sessions the call may end, read before it runs (after a sign-out there is no session left to read).
      // A barred member's too (sessionOf): their sign-out drops the barred actor every node holds.
      const signedInBefore = changesSessions(request.method, path) ? sessionOf(request) : null;
      await signedInBefore;
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (response.status < 400 && changesSessions(request.method, path)) {
        // Sign-out, revoked sessions, a new password, two-factor: cached sessions go on every node.
        // A reset by mailed link names no session, so every node drops every cached one.
        const member = path === '/reset-password' ? '*' : (await signedInBefore)?.userId;
        if (member) await announceMemberChange(ctx.realtime, member);
      }
      const text = await response.text();
      if (response.status < 400) return reply.send(text || null);
      let body: { code?: string; message?: string; reasons?: unknown; refusal?: unknown } = {};
      try {
        body = JSON.parse(text);
      } catch {}
      const sanctioned = accessRefusalSchema.safeParse(body.refusal);
      return reply.type('application/json').send({
        error: {
          code: toCode(body.code, response.status),
          message: body.message ?? 'Authentication error',
          requestId: request.id,
          // A weak password's reasons (domain/password-strength.ts), as codes the form translates.
          ...(Array.isArray(body.reasons) && {
            details: { reasons: body.reasons.filter(isPasswordWeakness) },
          }),
          // A sign-in refused by a sanction (accounts' session hook): until when, why, which decision.
          ...(sanctioned.success && { details: refusalDetails(sanctioned.data) }),
        },
      });
    },
  });
}

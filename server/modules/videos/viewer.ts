import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, grantedByCookie } from '../../../domain/consent';
import type { Actor } from '../../standing/actor';

/** Who is watching: a member (and their viewer profile), or a visitor known by a cookie id or a visit hash. */
export interface Viewer {
  actor: Actor | null;
  /** Random id kept in a cookie for visitors. */
  anonId: string;
  ip: string;
  /** A member's current viewer profile: continue watching, history and resume are kept per profile. */
  profileId?: string | null;
  /** A member's last write (Date.now), which their reads must see: server/plugins/read-replica.ts. */
  readSince?: number;
}

/**
 * Account id for members; for visitors a hash of their cookie id (no raw id is stored). The IP is
 * not part of it, so a phone changing networks keeps its progress; visitors' views are capped per
 * IP separately.
 */
export function viewerKeyOf(viewer: Viewer): string {
  if (viewer.actor) return `u:${viewer.actor.userId}`;
  return `a:${createHash('sha256').update(`anon|${viewer.anonId}`).digest('base64url').slice(0, 32)}`;
}

const ANON_COOKIE = 'kinora_vid';
const ANON_ID = /^[0-9a-f-]{36}$/;

/**
 * The viewer of a request. A visitor who granted functional cookies keeps a random id in a cookie
 * (their views are told apart, they resume where they stopped: docs/decisions/0006-consent.md);
 * without that consent nothing is stored on their device, and they are told apart for the length
 * of a visit by a hash of their IP and browser, never stored as such.
 */
export async function viewerOf(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const actor = await request.getActor();
  if (actor)
    return {
      actor,
      anonId: '',
      ip: request.ip,
      profileId: await request.getProfileId(),
      readSince: request.readSince(),
    };
  const visitor = visitorOf(request, reply);
  if (visitor) return visitor;
  const anonId = randomUUID();
  reply.setCookie(ANON_COOKIE, anonId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 3600,
  });
  return { actor: null, anonId, ip: request.ip };
}

/**
 * The viewer behind a realtime socket, now: the member and profile are resolved again each time
 * (signed out, Premium gone), from the upgrade request's cookies. Null when the visitor's id cookie
 * would have to be set first, which only an HTTP answer can do.
 */
export async function socketViewerOf(request: FastifyRequest): Promise<Viewer | null> {
  const actor = await request.getActor({ fresh: true });
  if (actor)
    return { actor, anonId: '', ip: request.ip, profileId: await request.getProfileId({ fresh: true }) };
  return visitorOf(request, null);
}

/** A visitor as their cookies tell; null when they consented but have no valid id cookie yet. */
function visitorOf(request: FastifyRequest, reply: FastifyReply | null): Viewer | null {
  const anonId = request.cookies[ANON_COOKIE];
  if (!grantedByCookie(request.cookies[CONSENT_COOKIE]).has('functional')) {
    if (anonId) reply?.clearCookie(ANON_COOKIE, { path: '/' });
    const browser = `${request.ip}|${request.headers['user-agent'] ?? ''}`;
    return {
      actor: null,
      anonId: `visit:${createHash('sha256').update(browser).digest('base64url')}`,
      ip: request.ip,
    };
  }
  return anonId && ANON_ID.test(anonId) ? { actor: null, anonId, ip: request.ip } : null;
}

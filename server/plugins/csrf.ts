import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated writes: a state-changing request carrying cookies must
 * come from Kinora's own pages (Origin, else Referer, matching a trusted origin). Better Auth's
 * routes run the same origin check themselves.
 */
export function registerCsrf(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.decorate('isFromOwnPages', (request: FastifyRequest) => fromTrustedOrigin(request, trusted));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    // The payment provider's webhook is authenticated by its signature, never by cookies.
    if (request.url.split('?')[0] === '/api/billing/webhook') return;
    if (!fromTrustedOrigin(request, trusted)) {
      throw new ForbiddenError('Cross-site request refused.', 'csrf_rejected');
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the request's Origin (else Referer) is one of Kinora's own (also guards WebSockets). */
    isFromOwnPages(request: FastifyRequest): boolean;
  }
}

function fromTrustedOrigin(request: FastifyRequest, trusted: Set<string>): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  let origin: string | null = null;
  try {
    origin = source ? new URL(source).origin : null;
  } catch {}
  const sameHost = origin !== null && request.host && origin.endsWith(`//${request.host}`);
  return Boolean(origin && (trusted.has(origin) || sameHost));
}

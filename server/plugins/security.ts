import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE, type CookieCategory, grantedByCookie } from '../../domain/consent';

/** One cookie's value from a raw Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Security headers. The CSP allows the app's own scripts plus the inline theme script of index.html
 * by its hash (no 'unsafe-inline' for scripts); media and workers may use blob: URLs (hls.js).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { inlineScriptHashes: string[]; consentScripts?: Partial<Record<'analytics' | 'marketing', string>> },
): Promise<void> {
  // A third-party origin is allowed only while its consent category is granted (the kinora_consent
  // cookie the consent endpoint sets): withdrawing consent takes it out of the next page's policy.
  const consented = (req: IncomingMessage) => {
    const granted = grantedByCookie(cookieValue(req.headers.cookie, CONSENT_COOKIE));
    return Object.entries(opts.consentScripts ?? {})
      .filter(([category, url]) => url && granted.has(category as CookieCategory))
      .map(([, url]) => new URL(url as string).origin);
  };
  const withConsented = (base: string[]) => (req: IncomingMessage) => [...base, ...consented(req)].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withConsented(["'self'", ...opts.inlineScriptHashes.map((h) => `'${h}'`)])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [withConsented(["'self'", 'data:', 'blob:'])],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: [withConsented(["'self'", 'ws:', 'wss:'])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Media may be embedded by the app's own pages only; this keeps hls.js fetches same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
}

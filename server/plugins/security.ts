import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CONSENT_COOKIE, type CookieCategory, grantedByCookie } from '../../domain/consent';

/** One cookie's value from a raw Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The directives a consented third party (a script, the ad network) may add origins to. */
const THIRD_PARTY_DIRECTIVES = ['script', 'img', 'connect', 'frame'] as const;
type CspDirective = (typeof THIRD_PARTY_DIRECTIVES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves media bytes (HLS playlists and segments): a segment is never a document, so
     * none of the page-oriented headers (content-security policy, framing, referrer…) and no wait
     * for the ad settings they are built from; only nosniff and same-origin CORP.
     */
    media?: boolean;
  }
}

/** Where the ad network's origins come from (the ads module's per-node settings cache). */
export interface AdNetworkOrigins {
  /** The origins a directive needs while a network is configured (none otherwise). */
  origins(directive: CspDirective): readonly string[];
  /** Resolves once the settings are fresh enough to build a policy from. */
  fresh(): Promise<unknown>;
}

/**
 * Security headers. The CSP allows the app's own scripts plus the inline theme script of index.html
 * by its hash (no 'unsafe-inline' for scripts); media and workers may use blob: URLs (hls.js).
 */
export function registerSecurity(
  app: FastifyInstance,
  opts: {
    inlineScriptHashes: string[];
    consentScripts?: Partial<Record<'analytics' | 'marketing', string>>;
    /** The admin-configured ad network (marketing): its origins follow the saved settings. */
    adNetwork?: AdNetworkOrigins;
  },
): void {
  const { adNetwork } = opts;
  // A third-party origin is allowed only while its consent category is granted (the kinora_consent
  // cookie the consent endpoint sets): withdrawing consent takes it out of the next page's policy.
  const consented = (req: IncomingMessage, directive: CspDirective) => {
    const granted = grantedByCookie(cookieValue(req.headers.cookie, CONSENT_COOKIE));
    const scripts = Object.entries(opts.consentScripts ?? {})
      .filter(([category, url]) => directive !== 'frame' && url && granted.has(category as CookieCategory))
      .map(([, url]) => new URL(url as string).origin);
    const ads = adNetwork && granted.has('marketing') ? adNetwork.origins(directive) : [];
    return [...new Set([...scripts, ...ads])];
  };
  const withConsented = (directive: CspDirective, base: string[]) => (req: IncomingMessage) =>
    [...base, ...consented(req, directive)].join(' ');
  // helmet's middleware, built once: @fastify/helmet built it again for every request (the whole
  // policy parsed each time: about a sixth of a cached read's CPU). Directives given as functions
  // (the consented origins) are still evaluated per request.
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withConsented('script', ["'self'", ...opts.inlineScriptHashes.map((h) => `'${h}'`)])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [withConsented('img', ["'self'", 'data:', 'blob:'])],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: [withConsented('connect', ["'self'", 'ws:', 'wss:'])],
        frameSrc: [withConsented('frame', ["'self'"])],
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
  // helmet re-validated and re-joined the whole policy at every request (7 % of a busy node's
  // CPU). What it sends depends only on the categories the consent cookie grants and, once
  // marketing is granted, on the ad network's origins: its headers are kept per such key.
  const policies = new Map<string, [string, string][]>();
  const headersFor = (req: IncomingMessage): [string, string][] => {
    const granted = grantedByCookie(cookieValue(req.headers.cookie, CONSENT_COOKIE));
    let key = [...granted].sort().join(',');
    if (adNetwork && granted.has('marketing'))
      key += `|${THIRD_PARTY_DIRECTIVES.map((d) => adNetwork.origins(d).join(' ')).join('|')}`;
    let known = policies.get(key);
    if (!known) {
      known = [];
      const sent = known;
      // helmet's middleware is synchronous: it has called back (or thrown) before it returns.
      let failed: unknown;
      headers(
        req,
        {
          setHeader: (name: string, value: unknown) => void sent.push([name, String(value)]),
          removeHeader: () => {},
        } as never,
        (error?: unknown) => {
          failed = error;
        },
      );
      if (failed) throw failed;
      if (policies.size >= 256) policies.clear();
      policies.set(key, known);
    }
    return known;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.media) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    const apply = () => {
      try {
        for (const [name, value] of headersFor(request.raw)) reply.raw.setHeader(name, value);
        done();
      } catch (error) {
        done(error as Error);
      }
    };
    // The directives are built synchronously: make sure the settings they read are fresh first.
    if (!adNetwork) return apply();
    adNetwork.fresh().then(apply, done);
  });
}

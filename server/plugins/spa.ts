import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../domain/routes';
import { defaultPageMeta, injectPageMeta, type PageMetaResolver, renderPageMeta } from './page-meta';

export interface SpaBundle {
  dir: string;
  indexHtml: string;
  /** CSP hashes ('sha256-…') of index.html's inline scripts. */
  inlineScriptHashes: string[];
}

/** Reads the built web app, or returns null when `npm run build` has not run (API-only mode). */
export function loadSpaBundle(dir: string): SpaBundle | null {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const inlineScriptHashes = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
  return { dir, indexHtml, inlineScriptHashes };
}

/** Hashed build output (`/assets/name-hash.js`): the name changes with the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Neither the shell nor the built files count against the per-IP API rate limit. */
const unlimited = { config: { rateLimit: false } } as const;

/**
 * Serves the built SPA: hashed assets cached for a year, other files for an hour, and index.html
 * (never cached) for client routes — status 404 for paths the app does not know. Files are sent
 * from their brotli or gzip twin written at build time (scripts/precompress.ts) when the client
 * accepts it (`vary: accept-encoding`); the shell, rendered per request, is compressed by
 * plugins/compression.ts. Unknown /api paths keep the API's rate limit.
 */
export async function registerSpa(
  app: FastifyInstance,
  bundle: SpaBundle,
  page: { publicUrl: string; resolve?: PageMetaResolver } = { publicUrl: '' },
): Promise<void> {
  const assetsDir = join(bundle.dir, 'assets');
  await app.register(fastifyStatic, {
    root: bundle.dir,
    serve: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  const sendShell = async (pathname: string, reply: FastifyReply) => {
    const known = isClientRoute(pathname);
    const meta = (known && (await page.resolve?.(pathname))) || defaultPageMeta(pathname);
    if (meta.redirect) return reply.redirect(meta.redirect, 301);
    return reply
      .status(known && !meta.missing ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectPageMeta(bundle.indexHtml, renderPageMeta(meta, page.publicUrl)));
  };
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');

  // Files at the top of the build (favicon, robots.txt…): one route each, read once at start.
  for (const file of topLevelFiles(bundle.dir))
    app.get(`/${file}`, unlimited, (_request, reply) => reply.sendFile(file));
  // The build's files, listed once: a request for anything else (or for a .br/.gz twin directly,
  // which only negotiation serves) is a 404 without touching the disk.
  const assets = new Set(existsSync(assetsDir) ? builtFiles(assetsDir) : []);
  app.get('/assets/*', unlimited, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return assets.has(file) ? reply.sendFile(`assets/${file}`) : notFound(reply);
  });
  app.get('/', unlimited, (_request, reply) => sendShell('/', reply));
  app.get('/*', unlimited, (request, reply) => sendShell(request.url.split('?')[0] ?? '/', reply));
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route GET ${pathname}`, requestId: request.id } });
  };
  app.get('/api', apiNotFound);
  app.get('/api/*', apiNotFound);
}

const isTwin = (name: string) => /\.(?:br|gz)$/.test(name);

function topLevelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'index.html' && !isTwin(e.name))
    .map((e) => e.name);
}

/** Paths (with '/') of the files under dir, twins left out. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !isTwin(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Serves the built SPA: hashed assets cached for a year, other files for an hour, and index.html
 * (never cached) for client routes — status 404 for paths the app does not know.
 */
export async function registerSpa(
  app: FastifyInstance,
  bundle: SpaBundle,
  page: { publicUrl: string; resolve?: PageMetaResolver } = { publicUrl: '' },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: bundle.dir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(bundle.dir, 'assets')}`);
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendShell = async (pathname: string, reply: FastifyReply) => {
    const known = isClientRoute(pathname);
    const meta = (known && (await page.resolve?.(pathname))) || defaultPageMeta(pathname);
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectPageMeta(bundle.indexHtml, renderPageMeta(meta, page.publicUrl)));
  };

  app.get('/', (_request, reply) => sendShell('/', reply));
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route GET ${pathname}`, requestId: request.id } });
    }
    // @fastify/static with wildcard:false registered a route per existing file; a miss lands here.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendShell(pathname, reply);
  });
}

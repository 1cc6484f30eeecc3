import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Below this a response is sent as is: the headers would outweigh what compression saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** Text the app generates (API JSON, the page shell, error pages); media types are never listed. */
const COMPRESSIBLE = /^(?:application\/(?:json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

/**
 * The best encoding a request accepts, brotli first, or null for identity. Reads q-values, so
 * `br;q=0` refuses brotli and `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

/** Appends accept-encoding to Vary without repeating it. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (!value) reply.header('vary', 'accept-encoding');
  else if (value !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(value))
    reply.header('vary', `${value}, accept-encoding`);
}

function compressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams: files, media
  if (Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 206) return false;
  if (reply.getHeader('content-encoding') || reply.getHeader('content-range')) return false;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  // Playlists and segments are served with ranges and already compact: never touched.
  if (request.url.startsWith('/api/stream/')) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses the text responses the app builds in memory (API JSON, the page shell) above ~1 KB,
 * brotli or gzip as the client accepts. Built files are precompressed at build time and served by
 * the SPA plugin; streamed bodies (files, media, uploads) and the realtime socket pass untouched.
 * Compression runs on libuv's thread pool, off the event loop; brotli at a low quality costs about
 * what gzip does for a better ratio.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, type Storage, StorageNotFoundError } from '../../adapters/storage/storage';
import { NotFoundError } from '../../errors';

/** Parses a single `bytes=` range against a size; null = whole file, 'invalid' = 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * Streams a stored object with byte-range support (206/416), straight from storage in large
 * chunks; `Accept-Ranges` tells players they may seek.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: { cacheControl: string; contentType?: string },
) {
  const info = await storage.stat(key);
  if (!info) throw new NotFoundError();
  const range = parseRange(request.headers.range, info.size);
  reply
    .header('content-type', opts.contentType ?? info.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', opts.cacheControl)
    .header('last-modified', info.lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  }
  try {
    const stream = await storage.get(key, range ?? undefined);
    if (!range) return reply.header('content-length', info.size).send(stream);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new NotFoundError();
    throw error;
  }
}

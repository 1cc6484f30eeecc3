import { close, createReadStream, fstat, open, read } from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ByteRange,
  contentTypeForKey,
  type Storage,
  StorageNotFoundError,
} from '../../adapters/storage/storage';
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

/** Bodies up to this are read in one call and sent as a buffer; larger ones stream in chunks this big. */
const CHUNK_BYTES = 1024 * 1024;

export interface SendObjectOptions {
  cacheControl: string;
  contentType?: string;
  /**
   * A reverse proxy's internal prefix (MEDIA_ACCEL_REDIRECT): answer with `X-Accel-Redirect` and no
   * body, and let the proxy serve the file (ranges included) from its copy of the storage folder.
   */
  accelRedirect?: string;
}

/**
 * Serves a stored object with byte-range support (206/416); `Accept-Ranges` tells players they may
 * seek. Declare the route for GET and HEAD: a HEAD answer carries the object's size and no body.
 * On local disk: one open, one fstat, then the bytes (a single read up to 1 MiB, else a stream of
 * 1 MiB chunks) from that same descriptor, so a file replaced meanwhile cannot mix two sizes.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: SendObjectOptions,
) {
  if (opts.accelRedirect && storage.kind === 'local') {
    // Keys are made by the server (validated by localPath): nothing a client sends reaches the header.
    storage.localPath(key);
    return reply
      .header('x-accel-redirect', `${opts.accelRedirect}${key}`)
      .header('content-type', opts.contentType ?? contentTypeForKey(key))
      .header('cache-control', opts.cacheControl)
      .send();
  }
  const path = storage.localPath(key);
  return path
    ? sendLocalFile(request, reply, path, opts.contentType ?? contentTypeForKey(key), opts)
    : sendFromStorage(request, reply, storage, key, opts);
}

// The callback API on plain descriptors: lighter per call than fs/promises' FileHandle objects.
const openAsync = promisify(open);
const fstatAsync = promisify(fstat);
const closeAsync = promisify(close);
const readAsync = (fd: number, buffer: Buffer, offset: number, length: number, position: number) =>
  new Promise<number>((resolve, reject) =>
    read(fd, buffer, offset, length, position, (error, bytesRead) =>
      error ? reject(error) : resolve(bytesRead),
    ),
  );

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function sendLocalFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  contentType: string,
  opts: SendObjectOptions,
) {
  let fd: number;
  try {
    fd = await openAsync(path, 'r');
  } catch (error) {
    if (isMissing(error)) throw new NotFoundError();
    throw error;
  }
  let streaming = false;
  try {
    const info = await fstatAsync(fd);
    if (!info.isFile()) throw new NotFoundError();
    const range = prepare(request, reply, info.size, info.mtime, contentType, opts);
    if (!range || request.method === 'HEAD') return reply.send();
    const length = range.end - range.start + 1;
    if (length <= CHUNK_BYTES) return reply.send(await readRange(fd, range.start, length));
    streaming = true;
    // The stream owns the descriptor from here and closes it at the end or when the client leaves.
    return reply.send(
      createReadStream(path, { fd, start: range.start, end: range.end, highWaterMark: CHUNK_BYTES }),
    );
  } finally {
    if (!streaming) await closeAsync(fd);
  }
}

async function sendFromStorage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: SendObjectOptions,
) {
  const info = await storage.stat(key);
  if (!info) throw new NotFoundError();
  const contentType = opts.contentType ?? info.contentType;
  const range = prepare(request, reply, info.size, info.lastModified, contentType, opts);
  if (!range || request.method === 'HEAD') return reply.send();
  try {
    const whole = range.start === 0 && range.end === info.size - 1;
    return reply.send(await storage.get(key, whole ? undefined : range));
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new NotFoundError();
    throw error;
  }
}

/**
 * Sets the status and headers for the request's range of a `size`-byte object; returns the bytes to
 * send, or null when there are none (416, or an empty object).
 */
function prepare(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
  lastModified: Date,
  contentType: string,
  opts: SendObjectOptions,
): ByteRange | null {
  reply
    .header('content-type', contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', opts.cacheControl)
    .header('last-modified', lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') {
    reply.status(416).header('content-range', `bytes */${size}`);
    return null;
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return range;
  }
  reply.header('content-length', size);
  return size === 0 ? null : { start: 0, end: size - 1 };
}

/** `length` bytes from `start`; a file shorter than its fstat said (it cannot be: keys are immutable) fails. */
async function readRange(fd: number, start: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const bytesRead = await readAsync(fd, buffer, filled, length - filled, start + filled);
    if (bytesRead === 0) throw new Error('stored file ended before its size');
    filled += bytesRead;
  }
  return buffer;
}

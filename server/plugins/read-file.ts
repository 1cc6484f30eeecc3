import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../domain/errors';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors';
import { containsNul, invalidCharacters } from './input-guard';

/** Form text fields are titles and descriptions: a longer one is refused, never silently cut. */
export const MAX_FIELD_BYTES = 64 * 1024;

interface FileOptions {
  maxBytes: number;
  tooLargeCode: ErrorCode;
  invalidCode: ErrorCode;
}

/**
 * Reads the one file of a multipart request into memory (images only: ≤ 5 MB), with Kinora's
 * codes: `tooLargeCode` past maxBytes, `invalidCode` when no file was sent.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: FileOptions,
): Promise<{ bytes: Buffer; file: MultipartFile }> {
  if (!request.isMultipart())
    throw new ValidationError('Send the file as multipart/form-data.', undefined, opts.invalidCode);
  try {
    const file = await request.file({
      limits: { fileSize: opts.maxBytes, files: 1, fieldSize: MAX_FIELD_BYTES },
    });
    if (!file) throw new ValidationError('No file was sent.', undefined, opts.invalidCode);
    return { bytes: await readWhole(file, opts), file };
  } catch (error) {
    throw asClientError(error, opts);
  }
}

/**
 * Reads a multipart form of text fields and at most one file (kept in memory: images only).
 * Fields may come before or after the file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: FileOptions,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart())
    throw new ValidationError('Send the form as multipart/form-data.', undefined, opts.invalidCode);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const limits = { fileSize: opts.maxBytes, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        file = await readWhole(part, opts);
        if (file.length === 0) file = null;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated)
        throw new PayloadTooLargeError(`A form field exceeds ${MAX_FIELD_BYTES} bytes.`);
      const value = String(part.value);
      if (containsNul(part.fieldname) || containsNul(value)) throw invalidCharacters();
      fields[part.fieldname] = value;
    }
  } catch (error) {
    throw asClientError(error, opts);
  }
  return { fields, file };
}

/**
 * The whole file, or a 413: @fastify/multipart's toBuffer() only throws when the limit is crossed
 * inside a chunk it reads, and returns the cut file when the limit falls on a chunk boundary.
 */
async function readWhole(part: MultipartFile, opts: FileOptions): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge(opts);
  return bytes;
}

const tooLarge = (opts: FileOptions) =>
  new PayloadTooLargeError(`The file exceeds ${opts.maxBytes} bytes.`, opts.tooLargeCode);

/** busboy's own errors are plain Errors; these are the ones a malformed body produces. */
const MALFORMED_BODY = /multipart|boundary|part header|terminated early|unexpected end/i;

/**
 * A body the client got wrong is a 4xx with a stable code, never a 500: cut-off or garbled
 * multipart, a missing boundary, too many parts or files.
 */
function asClientError(error: unknown, opts: FileOptions): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(opts);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new PayloadTooLargeError('The form has too many fields or files.');
  if ((typeof code === 'string' && code.startsWith('FST_')) || MALFORMED_BODY.test(String(message)))
    return new ValidationError('The multipart body is malformed.', undefined, 'invalid_multipart');
  return error;
}

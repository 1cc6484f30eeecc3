import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLargeError, ValidationError } from '../errors';

/**
 * Reads the one file of a multipart request into memory (images only: ≤ 5 MB), with Kinora's
 * codes: `tooLargeCode` past maxBytes, `invalidCode` when no file was sent.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: { maxBytes: number; tooLargeCode: string; invalidCode: string },
): Promise<{ bytes: Buffer; file: MultipartFile }> {
  if (!request.isMultipart())
    throw new ValidationError('Send the file as multipart/form-data.', undefined, opts.invalidCode);
  const file = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
  if (!file) throw new ValidationError('No file was sent.', undefined, opts.invalidCode);
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeError(`The file exceeds ${opts.maxBytes} bytes.`, opts.tooLargeCode);
    throw error;
  });
  return { bytes, file };
}

/**
 * Reads a multipart form of text fields and at most one file (kept in memory: images only).
 * Fields may come before or after the file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: { maxBytes: number; tooLargeCode: string; invalidCode: string },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart())
    throw new ValidationError('Send the form as multipart/form-data.', undefined, opts.invalidCode);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    file = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(`The file exceeds ${opts.maxBytes} bytes.`, opts.tooLargeCode);
      throw error;
    });
    if (file.length === 0) file = null;
  }
  return { fields, file };
}

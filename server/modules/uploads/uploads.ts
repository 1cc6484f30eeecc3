import { AsyncLocalStorage } from 'node:async_hooks';
import { open } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { type CancellationContext, ERRORS, Server } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import { type ErrorCode, isErrorCode } from '../../../domain/errors';
import { LIMITS } from '../../../domain/limits';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import { isStorageFull, NotFoundError, STORAGE_FULL_MESSAGE, ValidationError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { forgetPendingUploads, recordPendingUpload } from './pending-uploads.repository';
import { LeaseLocker, type LeaseTimes } from './upload-locker';
import { UPLOAD_EXPIRY_MS, type UploadBytes, uploadStore } from './upload-store';
import { authorize } from './uploads.policy';

export { UPLOAD_EXPIRY_MS } from './upload-store';

/** Set by our route (never by the client: any incoming value is overwritten) before tus sees a request. */
export const UPLOADER_HEADER = 'x-kinora-uploader';

export interface UploadService {
  tus: Server;
  bytes: UploadBytes;
  /** Removes an upload: its bytes and its place in the member's quota. */
  remove(id: string): Promise<void>;
  /** Lets tus answer one request, already authenticated and checked by the route. */
  handle(request: Pick<FastifyRequest, 'id' | 'log' | 'raw'>, res: ServerResponse): Promise<void>;
  /** Stops listening for other nodes' lock requests. */
  close(): void;
}

/** What a command taking an upload needs: the context and the node's upload service (uploads.manifest.ts). */
export type UploadDeps = AppContext & { uploads: UploadService };

/** The request tus is answering; `created`: the upload its creation recorded, if any. */
type RequestScope = Pick<FastifyRequest, 'id' | 'log'> & { created?: string };

/** tus answers its own errors in plain text; Kinora's clients read `{ error: { code, message, requestId } }`. */
class JsonErrorsServer extends Server {
  readonly requests = new AsyncLocalStorage<RequestScope>();

  override write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const request = this.requests.getStore();
    const error = tusError(status, body);
    if (error.code === 'internal_error' || error.code === 'storage_full')
      request?.log.error({ tusBody: body }, 'upload request failed');
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(
      context,
      headers,
      status,
      JSON.stringify({ error: { ...error, requestId: request?.id } }),
    );
  }
}

/** A stable code for each of tus's plain-text errors (ours from onUploadCreate are JSON already). */
function tusError(status: number, body: string): { code: ErrorCode; message: string } {
  try {
    const { error } = JSON.parse(body);
    if (isErrorCode(error?.code)) return { code: error.code, message: String(error.message) };
  } catch {}
  if (status === 413)
    return { code: 'video_too_large', message: 'The video exceeds 100 MB, or the length it declared.' };
  if (status === 404 || status === 410) return { code: 'upload_not_found', message: 'Upload not found.' };
  if (status === 409)
    return { code: 'upload_offset_conflict', message: 'Wrong offset: ask where the upload stands (HEAD).' };
  if (status >= 500 && status !== 501)
    return { code: 'internal_error', message: 'Something went wrong on our side.' };
  return { code: 'bad_request', message: body.trim() || 'The upload request is invalid.' };
}

/**
 * Resumable uploads (tus 1.0): the browser sends the video in chunks to /api/uploads and, after a
 * dropped connection, asks how much arrived (HEAD) and continues from there, on whichever api node
 * the load balancer picks: the bytes wait in the shared store (uploadStore), the lock of each
 * upload is a lease in PostgreSQL (LeaseLocker) and the member's quota counts the pending_uploads
 * rows, until a command takes the upload (upload form, replace video) or it expires (24 h).
 */
export function createUploadService(
  ctx: Pick<AppContext, 'config' | 'media' | 'storage' | 'db' | 'realtime' | 'logger'>,
  times?: LeaseTimes,
): UploadService {
  const bytes = uploadStore(ctx, (id) => forgetPendingUploads(ctx.db.db, [id]));
  const locker = new LeaseLocker(ctx, times);
  const tus = new JsonErrorsServer({
    path: '/api/uploads',
    datastore: bytes.store,
    locker,
    maxSize: LIMITS.videoBytes,
    relativeLocation: true,
    respectForwardedHeaders: ctx.config.trustProxy,
    // A chunk that finds the disk full is kept up to what was written: the client resumes later.
    onResponseError: (_req, err) =>
      isStorageFull(err)
        ? { status_code: 507, body: errorBody('storage_full', STORAGE_FULL_MESSAGE) }
        : undefined,
    onUploadCreate: async (req, upload) => {
      const owner = req.headers.get(UPLOADER_HEADER);
      if (!owner) throw { status_code: 401, body: errorBody('unauthenticated', 'You must be signed in.') };
      if (!ctx.media.available)
        throw { status_code: 503, body: errorBody('media_unavailable', 'Video processing is unavailable.') };
      if (upload.size !== undefined && upload.size > LIMITS.videoBytes)
        throw { status_code: 413, body: errorBody('video_too_large', 'The video exceeds 100 MB.') };
      // tus dates the upload on the wall clock and expires it by that date: the row keeps the same.
      const createdAt = upload.creation_date ? new Date(upload.creation_date) : systemClock.now();
      const pending = { id: upload.id, ownerId: owner, declaredBytes: upload.size, createdAt };
      const since = new Date(systemClock.now().getTime() - UPLOAD_EXPIRY_MS);
      if (!(await recordPendingUpload(ctx.db.db, pending, since)))
        throw { status_code: 429, body: errorBody('too_many_pending_uploads', TOO_MANY_PENDING) };
      const scope = tus.requests.getStore();
      if (scope) scope.created = upload.id;
      return { metadata: { ...upload.metadata, owner } };
    },
  });
  // The store forgets the row with the bytes; when the bytes are gone already, the row is forgotten here.
  const remove = (id: string) =>
    bytes.store.remove(id).catch(async (error) => {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      await forgetPendingUploads(ctx.db.db, [id]);
    });
  const handle: UploadService['handle'] = async (request, res) => {
    const scope: RequestScope = { id: request.id, log: request.log };
    await tus.requests.run(scope, () => tus.handle(request.raw, res));
    // Recorded, then refused later in its creation (lock, store, first bytes): no quota kept for it.
    if (scope.created && res.statusCode >= 400)
      await remove(scope.created).catch((err) => request.log.warn({ err }, 'failed upload kept'));
  };
  return { tus, bytes, remove, handle, close: () => locker.close() };
}

const TOO_MANY_PENDING = `You already have uploads waiting (at most ${LIMITS.pendingUploads}, ${LIMITS.pendingUploadBytes / 1024 / 1024} MB in all): publish or cancel one first.`;

const errorBody = (code: ErrorCode, message: string) => JSON.stringify({ error: { code, message } });

/** The upload of this id, whoever it belongs to (the policy decides); null for a malformed or unknown id. */
export async function uploadOf(service: UploadService, id: string) {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  return service.bytes.store.getUpload(id).catch((error) => {
    if (error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS) return null;
    throw error;
  });
}

export interface TakenUpload {
  /** A file on this machine (a download under DATA_DIR/tmp when the upload is in the bucket). */
  path: string;
  size: number;
  /** First bytes, for recognising the container. */
  head: Buffer;
  /** Removes the upload and this machine's copy of it. */
  discard(): Promise<void>;
  /** Removes this machine's copy only: the upload stays for a retry (after a failure that did not refuse it). */
  release(): Promise<void>;
}

/** A complete upload of the actor's, ready to be inspected and stored. */
export async function takeUpload(service: UploadService, actor: Actor, id: string): Promise<TakenUpload> {
  const upload = await uploadOf(service, id);
  authorize(actor, 'continue', { owner: upload?.metadata?.owner });
  if (!upload) throw new NotFoundError('Upload not found.', 'upload_not_found');
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new ValidationError('The upload is not complete.', undefined, 'upload_incomplete');
  const copy = await service.bytes.localCopy(id, upload.size);
  const head = Buffer.alloc(64);
  try {
    const file = await open(copy.path, 'r');
    try {
      await file.read(head, 0, 64, 0);
    } finally {
      await file.close();
    }
  } catch (error) {
    await copy.drop();
    throw error;
  }
  const discard = async () => {
    await copy.drop().catch(() => {});
    await service.remove(id).catch(() => {});
  };
  return { path: copy.path, size: upload.size, head, discard, release: () => copy.drop().catch(() => {}) };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { type CancellationContext, ERRORS, Server } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import { type ErrorCode, isErrorCode } from '../../../domain/errors';
import { LIMITS, mayStartUpload } from '../../../domain/limits';
import { systemClock } from '../../clock';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { isStorageFull, NotFoundError, STORAGE_FULL_MESSAGE, ValidationError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { authorize } from './uploads.policy';

/** Set by our route (never by the client: any incoming value is overwritten) before tus sees a request. */
export const UPLOADER_HEADER = 'x-kinora-uploader';
export const UPLOAD_EXPIRY_MS = 24 * 3600 * 1000;

export interface UploadService {
  tus: Server;
  store: FileStore;
  directory: string;
  /** Lets tus answer one request of `owner`'s, already authenticated and checked by the route. */
  handle(
    request: Pick<FastifyRequest, 'id' | 'log' | 'raw'>,
    res: ServerResponse,
    owner: string,
  ): Promise<void>;
}

/** What a command taking an upload needs: the context and the node's upload service (uploads.manifest.ts). */
export type UploadDeps = AppContext & { uploads: UploadService };

type RequestScope = Pick<FastifyRequest, 'id' | 'log'>;

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
 * @tus/file-store answers any failed write with its generic FILE_WRITE_ERROR and drops the errno,
 * so a full disk would be a 500 like any other. This is its write with the errno kept when it
 * says the disk is full (the bytes that did land count, as the store measures the file's size).
 */
class RoomAwareFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    const path = resolve(this.directory, id);
    // As the library's own resolve(): an id never names a file outside the uploads folder.
    if (!path.startsWith(resolve(this.directory) + sep)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(path, { flags: 'r+', start: offset });
    try {
      await pipeline(readable, counter, file);
    } catch (error) {
      throw isStorageFull(error) ? error : ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}

/** Runs tasks one after another per key, so a member's parallel creations cannot all pass the check. */
function queuePerKey() {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return result;
  };
}

/** Declared sizes of the member's uploads on disk and not expired (an undeclared size counts as the maximum). */
async function pendingUploadSizes(store: FileStore, owner: string): Promise<number[]> {
  const ids = (await store.configstore.list?.().catch(() => [])) ?? [];
  const uploads = await Promise.all(ids.map((id) => store.configstore.get(id)));
  // tus stamps creation_date on the wall clock and expires uploads by it, so compare on the same.
  const expired = (created: string | undefined) =>
    !!created && Date.parse(created) + UPLOAD_EXPIRY_MS < systemClock.now().getTime();
  return uploads.flatMap((u) =>
    u?.metadata?.owner === owner && !expired(u.creation_date) ? [u.size ?? LIMITS.videoBytes] : [],
  );
}

/**
 * The files of resumable uploads, in DATA_DIR/uploads. Holds no state of its own (tus keeps each
 * upload's metadata in a file beside it): the expiry job opens its own on any node or worker.
 */
export function uploadStore(config: Pick<Config, 'dataDir'>): { directory: string; store: FileStore } {
  const directory = join(config.dataDir, 'uploads');
  return {
    directory,
    store: new RoomAwareFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }),
  };
}

/**
 * Resumable uploads (tus 1.0): the browser sends the video in chunks to /api/uploads and, after a
 * dropped connection, asks how much arrived (HEAD) and continues from there. Files wait in
 * DATA_DIR/uploads until a command takes them (upload form, replace video) or they expire (24 h).
 */
export function createUploadService(ctx: Pick<AppContext, 'config' | 'media'>): UploadService {
  const { directory, store } = uploadStore(ctx.config);
  const tus = new JsonErrorsServer({
    path: '/api/uploads',
    datastore: store,
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
      // Creations of one member run one at a time (handle), so this count sees the previous one.
      if (!mayStartUpload(await pendingUploadSizes(store, owner), upload.size))
        throw { status_code: 429, body: errorBody('too_many_pending_uploads', TOO_MANY_PENDING) };
      return { metadata: { ...upload.metadata, owner } };
    },
  });
  const oneCreationAtATime = queuePerKey();
  const handle: UploadService['handle'] = (request, res, owner) => {
    const answer = () => tus.requests.run(request, () => tus.handle(request.raw, res));
    return request.raw.method === 'POST' ? oneCreationAtATime(owner, answer) : answer();
  };
  return { tus, store, directory, handle };
}

const TOO_MANY_PENDING = `You already have uploads waiting (at most ${LIMITS.pendingUploads}, ${LIMITS.pendingUploadBytes / 1024 / 1024} MB in all): publish or cancel one first.`;

const errorBody = (code: ErrorCode, message: string) => JSON.stringify({ error: { code, message } });

/** The upload of this id, whoever it belongs to (the policy decides); null for a malformed or unknown id. */
export async function uploadOf(service: UploadService, id: string) {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  return service.store.getUpload(id).catch(() => null);
}

export interface TakenUpload {
  path: string;
  size: number;
  /** First bytes, for recognising the container. */
  head: Buffer;
  discard(): Promise<void>;
}

/** A complete upload of the actor's, ready to be inspected and stored. */
export async function takeUpload(service: UploadService, actor: Actor, id: string): Promise<TakenUpload> {
  const upload = await uploadOf(service, id);
  authorize(actor, 'continue', { owner: upload?.metadata?.owner });
  if (!upload) throw new NotFoundError('Upload not found.', 'upload_not_found');
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new ValidationError('The upload is not complete.', undefined, 'upload_incomplete');
  const path = join(service.directory, id);
  const file = await open(path, 'r');
  const head = Buffer.alloc(64);
  try {
    await file.read(head, 0, 64, 0);
  } finally {
    await file.close();
  }
  return { path, size: upload.size, head, discard: () => service.store.remove(id).catch(() => {}) };
}

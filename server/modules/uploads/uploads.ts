import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { LIMITS } from '../../../domain/limits';
import type { AppContext } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/** Set by our route (never by the client: any incoming value is overwritten) before tus sees a request. */
export const UPLOADER_HEADER = 'x-kinora-uploader';
export const UPLOAD_EXPIRY_MS = 24 * 3600 * 1000;

export interface UploadService {
  tus: Server;
  store: FileStore;
  directory: string;
}

/**
 * Resumable uploads (tus 1.0): the browser sends the video in chunks to /api/uploads and, after a
 * dropped connection, asks how much arrived (HEAD) and continues from there. Files wait in
 * DATA_DIR/uploads until a command takes them (upload form, replace video) or they expire (24 h).
 */
export function createUploadService(ctx: Pick<AppContext, 'config' | 'media'>): UploadService {
  const directory = join(ctx.config.dataDir, 'uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const tus = new Server({
    path: '/api/uploads',
    datastore: store,
    maxSize: LIMITS.videoBytes,
    relativeLocation: true,
    respectForwardedHeaders: ctx.config.trustProxy,
    onUploadCreate: async (req, upload) => {
      const owner = req.headers.get(UPLOADER_HEADER);
      if (!owner) throw { status_code: 401, body: errorBody('unauthenticated', 'You must be signed in.') };
      if (!ctx.media.available)
        throw { status_code: 503, body: errorBody('media_unavailable', 'Video processing is unavailable.') };
      if (upload.size !== undefined && upload.size > LIMITS.videoBytes)
        throw { status_code: 413, body: errorBody('video_too_large', 'The video exceeds 100 MB.') };
      return { metadata: { ...upload.metadata, owner } };
    },
  });
  return { tus, store, directory };
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/** The upload if it belongs to the actor (anybody else's looks missing). */
export async function findOwnUpload(service: UploadService, actor: Actor, id: string) {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const upload = await service.store.getUpload(id).catch(() => null);
  return upload && upload.metadata?.owner === actor.userId ? upload : null;
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
  const upload = await findOwnUpload(service, actor, id);
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

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { type DataStore, ERRORS } from '@tus/utils';
import type { AppContext } from '../../context';
import { isStorageFull } from '../../errors';
import { BucketStore, contiguous } from './bucket-store';

export const UPLOAD_EXPIRY_MS = 24 * 3600 * 1000;

/** A complete upload as a file on this machine, for the publish command to inspect and store. */
export interface LocalCopy {
  path: string;
  /** Removes this machine's copy (not the upload): nothing for the file store, the download for the bucket. */
  drop(): Promise<void>;
}

/** Where the bytes of resumable uploads wait: tus's data store, and how to read a finished one locally. */
export interface UploadBytes {
  store: DataStore;
  localCopy(id: string, size: number): Promise<LocalCopy>;
}

/**
 * With S3, in the bucket (every api node reaches every upload, BucketStore); without, in
 * DATA_DIR/uploads on the one node (@tus/file-store). Holds no state of its own: the expiry job
 * opens its own on any worker.
 */
export function uploadStore(ctx: Pick<AppContext, 'config' | 'storage'>, onRemoved?: OnRemoved): UploadBytes {
  const tmpDir = join(ctx.config.dataDir, 'tmp', 'uploads');
  if (ctx.storage.kind === 's3') {
    const store = new BucketStore(ctx.storage, tmpDir, UPLOAD_EXPIRY_MS, onRemoved);
    return { store, localCopy: (id, size) => downloadCopy(ctx.storage, store, tmpDir, id, size) };
  }
  const directory = join(ctx.config.dataDir, 'uploads');
  return {
    store: new RoomAwareFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }, onRemoved),
    localCopy: async (id) => ({ path: join(directory, id), drop: async () => {} }),
  };
}

/**
 * What else goes with an upload's bytes (its quota row), run by the store's remove: tus's
 * termination removes both before it answers, so a member's next creation finds the room.
 */
export type OnRemoved = (id: string) => Promise<void>;

/** The upload's chunks, in order, into one file under DATA_DIR/tmp/uploads. */
async function downloadCopy(
  storage: AppContext['storage'],
  store: BucketStore,
  tmpDir: string,
  id: string,
  size: number,
): Promise<LocalCopy> {
  const { run, offset } = contiguous(await store.chunks(id));
  if (offset !== size) throw new Error(`upload ${id} has ${offset} of its ${size} bytes in the bucket`);
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `taken-${id}-${randomUUID()}`);
  try {
    const file = await open(path, 'w');
    try {
      for (const chunk of run) for await (const data of await storage.get(chunk.key)) await file.write(data);
    } finally {
      await file.close();
    }
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, drop: () => rm(path, { force: true }) };
}

/**
 * @tus/file-store answers any failed write with its generic FILE_WRITE_ERROR and drops the errno,
 * so a full disk would be a 500 like any other. This is its write with the errno kept when it
 * says the disk is full (the bytes that did land count, as the store measures the file's size).
 */
class RoomAwareFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly onRemoved: OnRemoved = async () => {},
  ) {
    super(options);
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.onRemoved(id);
  }

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

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { type Storage, StorageNotFoundError } from '../../adapters/storage/storage';
import { systemClock } from '../../clock';

/** Everything of upload `id` lives under `uploads/<id>/`: `info.json`, then one object per chunk. */
const PREFIX = 'uploads';
const infoKey = (id: string) => `${PREFIX}/${id}/info.json`;
/** A chunk's object names its byte range, so listing the folder gives the offset without reading anything. */
const chunkKey = (id: string, start: number, end: number) =>
  `${PREFIX}/${id}/${String(start).padStart(12, '0')}-${String(end).padStart(12, '0')}.part`;
const CHUNK_NAME = /\/(\d{12})-(\d{12})\.part$/;
/**
 * As S3's multipart limit: at most this many chunks per upload (100 MB in ≥ 10 KB chunks on
 * average; the web app sends 5 MB), so a client cannot make an upload cost a million objects.
 */
export const MAX_CHUNKS = 10_000;

export interface Chunk {
  key: string;
  start: number;
  end: number;
}

/**
 * The resumable uploads' bytes in the bucket, when Kinora runs on S3 (several api nodes share it).
 * A tus data store on the storage adapter: each PATCH's bytes become one object named by their
 * range, the upload's info one more. It needs only what every S3-compatible server has (put, get,
 * list, delete) — @tus/s3-store's multipart uploads need ListParts, ListMultipartUploads and
 * AbortMultipartUpload, which s3rver (the tests' and the topology's S3) does not implement.
 * A PATCH is received into a temporary file first: the object's name needs its length, and an
 * interrupted request keeps the bytes that arrived (tus ends the stream; the client resumes after them).
 */
export class BucketStore extends DataStore {
  constructor(
    private readonly storage: Storage,
    private readonly tmpDir: string,
    private readonly expirationMs: number,
    /** What goes with an upload's bytes (upload-store.ts OnRemoved). */
    private readonly onRemoved: (id: string) => Promise<void> = async () => {},
  ) {
    super();
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date ??= systemClock.now().toISOString();
    upload.storage = { type: 'bucket', path: `${PREFIX}/${upload.id}` };
    await this.saveInfo(upload);
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.info(id);
    const { offset } = contiguous(await this.chunks(id));
    return new Upload({ ...info, offset });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const chunks = await this.chunks(id);
    if (chunks.length >= MAX_CHUNKS) throw { status_code: 400, body: 'Too many chunks for one upload.\n' };
    await mkdir(this.tmpDir, { recursive: true });
    const file = join(this.tmpDir, `upload-${id}-${randomUUID()}`);
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, counter, createWriteStream(file));
      if (received > 0) await this.storage.putFile(chunkKey(id, offset, offset + received), file);
    } finally {
      await rm(file, { force: true });
    }
    return offset + received;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const info = await this.info(id);
    info.size = length;
    await this.saveInfo(info);
  }

  override async remove(id: string): Promise<void> {
    if ((await this.storage.deletePrefix(`${PREFIX}/${id}`)) === 0) throw ERRORS.FILE_NOT_FOUND;
    await this.onRemoved(id);
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  /**
   * Removes the uploads older than the expiry (tus dates them on the wall clock), and chunks left
   * without their info (a removal cut short): the creation writes the info before any chunk.
   */
  override async deleteExpired(): Promise<number> {
    const ids = new Set<string>();
    for await (const key of this.storage.list(PREFIX)) ids.add(key.split('/')[1]!);
    let removed = 0;
    for (const id of ids) {
      // Only a missing info means an orphan: another failure must not remove a live upload.
      const info = await this.info(id).catch((error) => {
        if (error === ERRORS.FILE_NOT_FOUND) return null;
        throw error;
      });
      const created = Date.parse(info?.creation_date ?? '');
      if (info && !(created + this.expirationMs < systemClock.now().getTime())) continue;
      removed += (await this.storage.deletePrefix(`${PREFIX}/${id}`)) > 0 ? 1 : 0;
    }
    return removed;
  }

  /** The chunks of an upload, by start (only the run from 0 counts: see contiguous). */
  async chunks(id: string): Promise<Chunk[]> {
    const chunks: Chunk[] = [];
    for await (const key of this.storage.list(`${PREFIX}/${id}`)) {
      const match = CHUNK_NAME.exec(key);
      if (match) chunks.push({ key, start: Number(match[1]), end: Number(match[2]) });
    }
    return chunks.sort((a, b) => a.start - b.start);
  }

  private async info(id: string): Promise<Upload> {
    let text: string;
    try {
      text = await streamText(await this.storage.get(infoKey(id)));
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    const { size, metadata, creation_date, storage } = JSON.parse(text) as Upload;
    return new Upload({ id, size, offset: 0, metadata, creation_date, storage });
  }

  private async saveInfo(upload: Upload): Promise<void> {
    const { id, size, metadata, creation_date, storage } = upload;
    const info = { id, size, metadata, creation_date, storage };
    await this.storage.put(infoKey(id), Buffer.from(JSON.stringify(info)), {
      contentType: 'application/json',
    });
  }
}

/**
 * The chunks that make the upload's bytes, from offset 0 without a gap, and where they end. Under
 * the lock each write starts where the previous ended, so this is every chunk; a chunk out of the
 * run (none is expected) is ignored rather than trusted.
 */
export function contiguous(chunks: readonly Chunk[]): { run: Chunk[]; offset: number } {
  const run: Chunk[] = [];
  let offset = 0;
  for (const chunk of chunks) {
    if (chunk.start !== offset || chunk.end <= chunk.start) continue;
    run.push(chunk);
    offset = chunk.end;
  }
  return { run, offset };
}

async function streamText(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

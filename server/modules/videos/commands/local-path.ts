import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../../adapters/storage/storage';

/** ffmpeg needs a file: a local disk gives its path, S3 is downloaded into the work folder. */
export async function localPath(storage: Storage, key: string, work: string): Promise<string> {
  const path = storage.localPath(key);
  if (path) return path;
  const copy = join(work, 'source');
  await pipeline(await storage.get(key), createWriteStream(copy));
  return copy;
}

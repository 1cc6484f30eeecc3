import { join } from 'node:path';
import { LocalStorage } from './local-storage';
import { type S3Options, S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when configured, else local disk under DATA_DIR/storage. */
export function createStorage(opts: { dataDir: string; s3?: S3Options | undefined }): Storage {
  return opts.s3 ? new S3Storage(opts.s3) : new LocalStorage(join(opts.dataDir, 'storage'));
}

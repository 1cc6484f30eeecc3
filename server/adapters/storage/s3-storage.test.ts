import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import { S3Storage } from './s3-storage';
import { storageContract } from './storage-contract';

describe('S3Storage against a real S3-compatible server (s3rver)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-s3-'));
  let server: S3rver;
  let storage: S3Storage;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'kinora-test', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    storage = new S3Storage({
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      bucket: 'kinora-test',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  storageContract(() => storage);
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { createTestContext, type TestContext } from '../../test/test-context';
import { expireUploadsJob } from './expire-uploads.job';
import { UPLOAD_EXPIRY_MS } from './uploads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** An unfinished upload as tus keeps it: the bytes so far and its info beside them. */
function pendingUpload(id: string, createdAt: Date): string {
  mkdirSync(ctx.uploads.directory, { recursive: true });
  const file = join(ctx.uploads.directory, id);
  writeFileSync(file, Buffer.alloc(10));
  const info = {
    id,
    size: 100,
    offset: 10,
    metadata: { owner: 'u1' },
    creation_date: createdAt.toISOString(),
  };
  writeFileSync(`${file}.json`, JSON.stringify(info));
  return file;
}

describe('uploads.expire', () => {
  it('removes the unfinished uploads older than 24 h, with no upload service (as a worker runs it)', async () => {
    // tus dates uploads on the wall clock and expires them by it.
    const now = systemClock.now().getTime();
    const stale = pendingUpload('a'.repeat(32), new Date(now - UPLOAD_EXPIRY_MS - 60_000));
    const fresh = pendingUpload('b'.repeat(32), new Date(now - UPLOAD_EXPIRY_MS + 60_000));
    const { uploads: _, ...worker } = ctx;
    await expireUploadsJob.handle(worker, {});
    expect([existsSync(stale), existsSync(`${stale}.json`)]).toEqual([false, false]);
    expect([existsSync(fresh), existsSync(`${fresh}.json`)]).toEqual([true, true]);
  });
});

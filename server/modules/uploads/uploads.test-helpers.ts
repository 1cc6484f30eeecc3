import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import S3rver from 's3rver';
import { startModules } from '../../all-modules';
import { buildApp } from '../../app';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/client';
import { Metrics } from '../../metrics/metrics';
import { createRealtimeHub } from '../../realtime/hub';
import { SCRATCH_DIR } from '../../test/paths';
import type { TestContext } from '../../test/test-context';
import { recordPendingUpload } from './pending-uploads.repository';
import type { UploadBytes } from './upload-store';

/**
 * An upload as a creation leaves it — its row and its bytes so far — made `ageMs` ago on the wall
 * clock (tus's), so tests can put it past the 24 h expiry.
 */
export async function arrangeUpload(
  ctx: Pick<AppContext, 'db'>,
  bytes: UploadBytes,
  {
    id,
    ownerId,
    size = 100,
    sent = 10,
    ageMs = 0,
  }: { id: string; ownerId: string; size?: number; sent?: number; ageMs?: number },
): Promise<void> {
  const createdAt = new Date(systemClock.now().getTime() - ageMs);
  await recordPendingUpload(ctx.db.db, { id, ownerId, declaredBytes: size, createdAt }, new Date(0));
  await bytes.store.create(
    new Upload({ id, size, offset: 0, metadata: { owner: ownerId }, creation_date: createdAt.toISOString() }),
  );
  if (sent > 0) await bytes.store.write(Readable.from([Buffer.alloc(sent, 7)]), id, 0);
}

/** Whether the store still has the upload. */
export const stillStored = (bytes: UploadBytes, id: string) =>
  bytes.store.getUpload(id).then(
    () => true,
    () => false,
  );

/** An S3-compatible server on loopback (s3rver) with one bucket, and the S3_* settings that reach it. */
export async function startS3Server(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const directory = mkdtempSync(join(SCRATCH_DIR, 's3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'kinora-test', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'kinora-test',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Another api node beside `a`: the same database and bucket, its own DATA_DIR and module services
 * (upload service, caches) and HTTP app. On PostgreSQL it also has its own pool and realtime
 * listener, as a node on another machine; PGlite lives in one process, so that node shares them.
 */
export async function secondNode(a: TestContext) {
  const dataDir = mkdtempSync(join(SCRATCH_DIR, 'node-b-'));
  const separate = a.db.kind === 'postgres';
  const db = separate
    ? await openDatabase({ kind: 'postgres', connectionString: a.db.connectionString!, maxConnections: 5 })
    : a.db;
  const realtime = separate ? await createRealtimeHub(db, a.logger) : a.realtime;
  const { logger, clock, storage, mailer, queue, media, geo, payments, payouts, standing } = a;
  const config = { ...a.config, dataDir };
  const context = { config, logger, clock, storage, mailer, queue, media, geo, payments, payouts, standing };
  // Its own registry, as another process has.
  const ctx: AppContext = { ...context, db, realtime, metrics: new Metrics({ db }) };
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();
  return {
    ctx: { ...ctx, ...services },
    app,
    close: async () => {
      await app.close();
      await services.close();
      if (separate) {
        await realtime.close();
        await db.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

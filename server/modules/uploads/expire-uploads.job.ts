import { z } from 'zod';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/registry';
import { claimExpiredUploads } from './pending-uploads.repository';
import { sweepStaleLeases } from './upload-locker';
import { UPLOAD_EXPIRY_MS, uploadStore } from './upload-store';

const BATCH = 100;

/**
 * Removes resumable uploads abandoned for 24 h, so a cancelled upload leaves nothing behind: first
 * those the quota table knows (each row claimed by one sweep, so two workers never share one), then
 * whatever the store still holds past its expiry (an upload whose removal failed, or from before
 * the table). The store is opened here: a worker process serves no upload, only this sweep.
 */
export const expireUploadsJob = defineJob<Record<string, never>, AppContext>({
  name: 'uploads.expire',
  schema: z.object({}).strict(),
  schedule: { cron: '17 * * * *', tz: 'UTC' },
  handle: async (ctx) => {
    const { store } = uploadStore(ctx);
    // The wall clock, as tus dates its uploads and the rows (uploads.ts).
    const before = new Date(systemClock.now().getTime() - UPLOAD_EXPIRY_MS);
    let removed = 0;
    let ids: string[];
    do {
      ids = await claimExpiredUploads(ctx.db.db, before, BATCH);
      for (const id of ids) {
        // One that fails stays in the store, past its expiry: deleteExpired below tries it again.
        await store.remove(id).then(
          () => removed++,
          (err) => ctx.logger.warn({ err, uploadId: id }, 'expired upload not removed yet'),
        );
      }
    } while (ids.length === BATCH);
    removed += await store.deleteExpired();
    await sweepStaleLeases(ctx.db);
    if (removed) ctx.logger.info({ removed }, 'expired uploads removed');
  },
});

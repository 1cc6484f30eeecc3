import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { LIMITS, mayStartUpload } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { pendingUploads } from '../../db/schema';

/** Advisory-lock class of the per-member quota check (the second key is the member's hash). */
const QUOTA_LOCK_CLASS = 31_001;

export interface NewPendingUpload {
  id: string;
  ownerId: string;
  declaredBytes: number | undefined;
  /** On the wall clock (tus's own), like `since`. */
  createdAt: Date;
}

/**
 * Records a new upload if the member's pending ones leave room for it (domain/limits.ts), and says
 * whether it did. The check and the insert run under a transaction-scoped advisory lock per member:
 * two api nodes creating at once for one member pass the check one after the other, and nothing
 * outlives the transaction (so it works through a pooler in transaction mode).
 * `since`: uploads created before it have expired and count no more.
 */
export async function recordPendingUpload(
  db: Database,
  upload: NewPendingUpload,
  since: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${upload.ownerId}))`);
    const pending = await tx
      .select({ bytes: pendingUploads.declaredBytes })
      .from(pendingUploads)
      .where(and(eq(pendingUploads.ownerId, upload.ownerId), gt(pendingUploads.createdAt, since)));
    const sizes = pending.map((p) => p.bytes ?? LIMITS.videoBytes);
    if (!mayStartUpload(sizes, upload.declaredBytes)) return false;
    await tx.insert(pendingUploads).values({ ...upload, declaredBytes: upload.declaredBytes ?? null });
    return true;
  });
}

/** Forgets uploads (taken, cancelled, failed at creation): they count no more. */
export async function forgetPendingUploads(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pendingUploads).where(inArray(pendingUploads.id, [...ids]));
}

/**
 * Removes up to `limit` uploads created before `before` and returns their ids, for the caller to
 * remove their bytes: a row is claimed by one sweep only, so two workers never race on one.
 */
export async function claimExpiredUploads(db: Database, before: Date, limit: number): Promise<string[]> {
  const expired = db
    .select({ id: pendingUploads.id })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, before))
    .limit(limit);
  const gone = await db
    .delete(pendingUploads)
    .where(inArray(pendingUploads.id, expired))
    .returning({ id: pendingUploads.id });
  return gone.map((g) => g.id);
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxIdempotency } from '../../../db/schema';

/**
 * Like Stripe's Idempotency-Key: the first request under a key does the work and stores its answer
 * (in the caller's transaction); a retry under the same key gets that answer and changes nothing.
 * Concurrent requests under one key queue on a lock held until the first commits, then read its
 * answer: every caller gets the same one (never a primary-key error for the loser of the race).
 */
export async function once<T>(tx: Database, key: string, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-idempotency:${key}`}, 0))`);
  const [stored] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  if (stored) return stored.result as T;
  const result = await work();
  await tx.insert(sandboxIdempotency).values({ key, result: result as object });
  return result;
}

import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/**
 * Fixed-window counter in the database (shared by every api node): counts one hit for `key` and
 * returns the hits in the current window of `windowS` seconds (a window that has ended restarts at 1).
 */
export async function countHit(db: Database, key: string, windowS: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit_counters (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.window_start < now() - make_interval(secs => ${windowS})
                   THEN 1 ELSE rate_limit_counters.count + 1 END,
      window_start = CASE WHEN rate_limit_counters.window_start < now() - make_interval(secs => ${windowS})
                   THEN now() ELSE rate_limit_counters.window_start END
    RETURNING count`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The hits counted for `key` in its current window, without counting one (0 once the window has ended). */
export async function readRateLimit(db: Database, key: string, windowS: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limit_counters
    WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${windowS})`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

export async function resetRateLimit(db: Database, ...keys: string[]): Promise<void> {
  for (const key of keys) await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}

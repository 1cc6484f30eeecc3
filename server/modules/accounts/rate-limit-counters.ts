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

export interface SharedHits {
  key: string;
  count: number;
  /** When the key's current window started (the caller's clock, as passed in `now`). */
  windowStart: Date;
}

/**
 * Adds several keys' hits at once (one statement), on the caller's clock: `now` starts a window and
 * says when one has ended, so a node counting on its own clock compares like with like.
 */
export async function addHits(
  db: Database,
  hits: { key: string; delta: number }[],
  windowS: number,
  now: Date,
): Promise<SharedHits[]> {
  if (hits.length === 0) return [];
  const windowEnd = new Date(now.getTime() - windowS * 1000).toISOString();
  const at = now.toISOString();
  const values = sql.join(
    hits.map((hit) => sql`(${hit.key}, ${hit.delta}::int, ${at}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; count: number; window_start: string | Date }>(sql`
    INSERT INTO rate_limit_counters (key, count, window_start) VALUES ${values}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.window_start <= ${windowEnd}::timestamptz
                   THEN excluded.count ELSE rate_limit_counters.count + excluded.count END,
      window_start = CASE WHEN rate_limit_counters.window_start <= ${windowEnd}::timestamptz
                   THEN excluded.window_start ELSE rate_limit_counters.window_start END
    RETURNING key, count, window_start`);
  return rowsOf<{ key: string; count: number; window_start: string | Date }>(result).map((row) => ({
    key: row.key,
    count: Number(row.count),
    windowStart: new Date(row.window_start),
  }));
}

/** Forgets the windows of `prefix…` keys that ended before `before` (they would restart anyway). */
export async function purgeEndedHits(db: Database, prefix: string, before: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM rate_limit_counters
    WHERE starts_with(key, ${prefix}) AND window_start < ${before.toISOString()}::timestamptz`);
}

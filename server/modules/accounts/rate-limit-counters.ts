import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Fixed-window counter in the database (shared by every api node): counts one hit for `key` and
 * says whether it is still within `max` hits per `windowS` seconds.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  max: number,
  windowS: number,
): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit_counters (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.window_start < now() - make_interval(secs => ${windowS})
                   THEN 1 ELSE rate_limit_counters.count + 1 END,
      window_start = CASE WHEN rate_limit_counters.window_start < now() - make_interval(secs => ${windowS})
                   THEN now() ELSE rate_limit_counters.window_start END
    RETURNING count`);
  const rows =
    (result as unknown as { rows: { count: number }[] }).rows ?? (result as unknown as { count: number }[]);
  return Number(rows[0]?.count ?? 0) <= max;
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}

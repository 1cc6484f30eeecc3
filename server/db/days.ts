import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The UTC hour a timestamptz falls in, whatever the session's time zone: per-day counts group by
 * it, then domain/admin-overview.ts hoursToDays sums the hours into Europe/Paris days.
 */
export const utcHourOf = (instant: AnyPgColumn | SQL): SQL<Date | string> =>
  sql<Date | string>`date_trunc('hour', ${instant}, 'UTC')`;

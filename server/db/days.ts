import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OVERVIEW_TIME_ZONE } from '../../domain/admin-overview';

/** The Europe/Paris day ('YYYY-MM-DD') of a timestamptz column or expression, for per-day counts. */
export const parisDayOf = (instant: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${instant} at time zone ${OVERVIEW_TIME_ZONE}, 'YYYY-MM-DD')`;

import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { videos } from '../../db/schema';

/**
 * "Listed": a video anyone may find in a list. Defined once, by the generated column
 * `videos.listed` (server/db/schema/videos.ts); every listing of every module filters with these,
 * never with the visibility or publication fields (server/boundaries.unit.test.ts refuses that).
 * Written as the bare column, not `= $1`: the planner then matches the partial indexes'
 * `WHERE listed` whatever the plan (a bound parameter would not prove the index predicate).
 */
export const isListed: SQL = sql`${videos.listed}`;

/** The same rule in raw SQL, for queries that name the videos table by an alias (`videos v`). */
export const listedAs = (alias: string): SQL => sql`${sql.identifier(alias)}.listed`;

/**
 * What a member's own lists (history, continue watching) may show: listed videos, and the member's
 * own published ones even while private.
 */
export const listedOrOwn = (userId: string): SQL =>
  or(isListed, and(eq(videos.ownerId, userId), isNotNull(videos.publishedAt)))!;

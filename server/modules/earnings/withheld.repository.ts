import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { earningsWithheldReleases, earningsWithheldViews } from '../../db/schema';

/**
 * Withheld views (issue 27, docs/decisions/0031-withheld-earnings.md): views a moderation
 * demonetisation kept from paying, and the overturns that released them.
 */

export type WithheldView = typeof earningsWithheldViews.$inferSelect;

/**
 * Serialises, per video, recording withheld views and releasing them, until the transaction ends:
 * a view's reaction and the overturn's release, committing at the same time, would otherwise each
 * miss the other's row (a view withheld after its release, never credited). Videos in id order: no
 * two transactions deadlock.
 */
export async function lockWithheldVideos(tx: Database, videoIds: readonly string[]): Promise<void> {
  for (const videoId of [...new Set(videoIds)].sort())
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`earnings.withheld:${videoId}`}, 0))`,
    );
}

/** The overturns recorded for these videos, oldest first. */
export async function releasesOf(
  tx: Database,
  videoIds: readonly string[],
): Promise<{ decisionId: string; videoId: string; releasedAt: Date }[]> {
  if (videoIds.length === 0) return [];
  return tx
    .select({
      decisionId: earningsWithheldReleases.decisionId,
      videoId: earningsWithheldReleases.videoId,
      releasedAt: earningsWithheldReleases.releasedAt,
    })
    .from(earningsWithheldReleases)
    .where(inArray(earningsWithheldReleases.videoId, [...new Set(videoIds)]))
    .orderBy(asc(earningsWithheldReleases.releasedAt));
}

/** Records views as withheld (or as released at once, `releasedAt` set); a view once (its id is the key). */
export async function insertWithheldViews(tx: Database, views: readonly WithheldView[]): Promise<void> {
  if (views.length === 0) return;
  await tx
    .insert(earningsWithheldViews)
    .values([...views])
    .onConflictDoNothing();
}

/** The next unreleased views of a video after `afterViewId`, in view id order (a release's batch). */
export async function unreleasedViewsOf(
  tx: Database,
  videoId: string,
  afterViewId: string | null,
  limit: number,
): Promise<WithheldView[]> {
  return tx
    .select()
    .from(earningsWithheldViews)
    .where(
      and(
        eq(earningsWithheldViews.videoId, videoId),
        isNull(earningsWithheldViews.releasedAt),
        afterViewId ? gt(earningsWithheldViews.viewId, afterViewId) : undefined,
      ),
    )
    .orderBy(asc(earningsWithheldViews.viewId))
    .limit(limit);
}

export async function markReleased(
  tx: Database,
  viewIds: readonly string[],
  release: { decisionId: string; releasedAt: Date },
): Promise<void> {
  if (viewIds.length === 0) return;
  await tx
    .update(earningsWithheldViews)
    .set({ releasedAt: release.releasedAt, releasedBy: release.decisionId })
    .where(
      and(inArray(earningsWithheldViews.viewId, [...viewIds]), isNull(earningsWithheldViews.releasedAt)),
    );
}

/** Records an overturn's release; called again for the same decision, adds what this call credited. */
export async function recordRelease(
  tx: Database,
  release: { decisionId: string; videoId: string; releasedAt: Date; views: number; cents: number },
): Promise<void> {
  await tx
    .insert(earningsWithheldReleases)
    .values(release)
    .onConflictDoUpdate({
      target: earningsWithheldReleases.decisionId,
      set: {
        views: sql`${earningsWithheldReleases.views} + excluded.views`,
        cents: sql`${earningsWithheldReleases.cents} + excluded.cents`,
      },
    });
}

/** A creator's withheld views, per video: still withheld, and released (member export, dashboard). */
export async function withheldTotalsOf(
  db: Database,
  ownerId: string,
): Promise<
  {
    videoId: string;
    withheldViews: number;
    withheldCents: number;
    releasedViews: number;
    releasedCents: number;
  }[]
> {
  const rows = await db
    .select({
      videoId: earningsWithheldViews.videoId,
      withheldViews: sql<number>`count(*) filter (where ${earningsWithheldViews.releasedAt} is null)`,
      withheldCents: sql<number>`coalesce(sum(${earningsWithheldViews.amountCents}) filter (where ${earningsWithheldViews.releasedAt} is null), 0)`,
      releasedViews: sql<number>`count(*) filter (where ${earningsWithheldViews.releasedAt} is not null)`,
      releasedCents: sql<number>`coalesce(sum(${earningsWithheldViews.amountCents}) filter (where ${earningsWithheldViews.releasedAt} is not null), 0)`,
    })
    .from(earningsWithheldViews)
    .where(eq(earningsWithheldViews.ownerId, ownerId))
    .groupBy(earningsWithheldViews.videoId)
    .orderBy(asc(earningsWithheldViews.videoId));
  return rows.map((r) => ({
    videoId: r.videoId,
    withheldViews: Number(r.withheldViews),
    withheldCents: Number(r.withheldCents),
    releasedViews: Number(r.releasedViews),
    releasedCents: Number(r.releasedCents),
  }));
}

/** What a creator's views still withheld would earn (the dashboard's figure). */
export async function withheldCentsOf(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${earningsWithheldViews.amountCents}), 0)` })
    .from(earningsWithheldViews)
    .where(and(eq(earningsWithheldViews.ownerId, ownerId), isNull(earningsWithheldViews.releasedAt)));
  return Number(row?.cents ?? 0);
}

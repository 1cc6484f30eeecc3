import { and, asc, sql } from 'drizzle-orm';
import type { PaidViewFacts } from '../../../../domain/earnings';
import type { Database } from '../../../db/client';
import { videoViews } from '../../../db/schema';

/** Where a reader of validated views stopped: the last view it read (its transaction and id). */
export interface ViewCursor {
  xact: string;
  viewId: string;
}

/** A validated view as it was at that moment: the paid-view rule's facts (DESIGN §4) and its ids. */
export interface ValidatedView extends PaidViewFacts {
  viewId: string;
  videoId: string;
  videoDemonetized: boolean;
  validatedAt: string;
}

/**
 * Up to `limit` validated views after `cursor`, in the order of the transactions that wrote them,
 * and the cursor after the last one. Only views of transactions older than every transaction still
 * running are returned (`pg_snapshot_xmin`): a view whose transaction began earlier but commits later
 * cannot appear behind a cursor that already passed it. A reader that moves its cursor in the
 * transaction that handles the page sees each view exactly once; read one page per transaction
 * (its own writes would hold the horizon back).
 */
export async function validatedViewsAfter(
  db: Database,
  cursor: ViewCursor,
  limit: number,
): Promise<{ views: ValidatedView[]; cursor: ViewCursor }> {
  const rows = await db
    .select({
      viewId: videoViews.id,
      videoId: videoViews.videoId,
      ownerId: videoViews.ownerId,
      viewerUserId: videoViews.viewerUserId,
      viewerPremium: videoViews.viewerPremium,
      viewerSanctioned: videoViews.viewerSanctioned,
      videoPublic: videoViews.videoPublic,
      videoMonetized: videoViews.videoMonetized,
      videoDemonetized: videoViews.videoDemonetized,
      videoDurationS: videoViews.videoDurationS,
      validatedAt: videoViews.validatedAt,
      xact: sql<string>`${videoViews.xact}::text`,
    })
    .from(videoViews)
    .where(
      and(
        sql`(${videoViews.xact}, ${videoViews.id}) > (${cursor.xact}::xid8, ${cursor.viewId}::uuid)`,
        sql`${videoViews.xact} < pg_snapshot_xmin(pg_current_snapshot())`,
      ),
    )
    .orderBy(asc(videoViews.xact), asc(videoViews.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    views: rows.map(({ xact: _, validatedAt, ...row }) => ({
      ...row,
      // The owner's own views are never validated (countsAsView); kept explicit for the earnings rule.
      viewerIsOwner: row.viewerUserId !== null && row.viewerUserId === row.ownerId,
      validatedAt: validatedAt.toISOString(),
    })),
    cursor: last ? { xact: last.xact, viewId: last.viewId } : cursor,
  };
}

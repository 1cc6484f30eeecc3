import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';
import { announceAccessChange } from '../access-versions';

/**
 * Moderation's sanctions on videos (issue 27 part 3, docs/decisions/0028-video-sanctions.md).
 * Moderation owns the decision and calls these inside its decision's transaction; the videos
 * module alone writes its table. Each change of who may see or earn bumps the video's access
 * version and announces it after commit, as a visibility change does: playback grants stop and
 * the video caches drop on every api node within seconds. A missing video (deleted, or an id that
 * cannot be one) changes nothing and says so (false).
 */
type Deps = Pick<AppContext, 'clock' | 'realtime'>;

export interface VideoDecisionRef {
  videoId: string;
  decisionId: string;
}

const ids = z.object({ videoId: z.guid(), decisionId: z.guid() });
const validIds = (input: VideoDecisionRef) => ids.safeParse(input).success;
const bumped = { accessVersion: sql`${videos.accessVersion} + 1` };
const changed = { id: videos.id, accessVersion: videos.accessVersion };

function announceAfterCommit(
  ctx: Deps,
  scope: TransactionScope,
  rows: { id: string; accessVersion: number }[],
) {
  for (const row of rows)
    scope.afterCommit(() => announceAccessChange(ctx.realtime, row.id, row.accessVersion));
  return rows.length > 0;
}

/** Removes the video from everyone's sight but its owner's and admins'. False when already removed. */
export async function removeVideoByModeration(
  ctx: Deps,
  scope: TransactionScope,
  input: VideoDecisionRef,
): Promise<boolean> {
  if (!validIds(input)) return false;
  const now = ctx.clock.now();
  const rows = await scope.tx
    .update(videos)
    .set({ removedAt: now, removalDecisionId: input.decisionId, ...bumped, updatedAt: now })
    .where(and(eq(videos.id, input.videoId), sql`${videos.removedAt} is null`))
    .returning(changed);
  return announceAfterCommit(ctx, scope, rows);
}

/** Lifts the removal this decision made (an overturn); another decision's removal stays. */
export async function restoreVideoByModeration(
  ctx: Deps,
  scope: TransactionScope,
  input: VideoDecisionRef,
): Promise<boolean> {
  if (!validIds(input)) return false;
  const rows = await scope.tx
    .update(videos)
    .set({ removedAt: null, removalDecisionId: null, ...bumped, updatedAt: ctx.clock.now() })
    .where(and(eq(videos.id, input.videoId), eq(videos.removalDecisionId, input.decisionId)))
    .returning(changed);
  return announceAfterCommit(ctx, scope, rows);
}

/**
 * Demonetises until `until` (null: for good). What `monetized` was is remembered only by the
 * first demonetisation, so a second decision does not remember its own "false"; the latest
 * decision's end and id replace the earlier ones.
 */
export async function demonetiseVideo(
  ctx: Deps,
  scope: TransactionScope,
  input: VideoDecisionRef & { until: Date | null },
): Promise<boolean> {
  if (!validIds(input)) return false;
  const now = ctx.clock.now();
  const rows = await scope.tx
    .update(videos)
    .set({
      monetizedBeforeDemonetisation: sql`case when ${videos.demonetisedAt} is null then ${videos.monetized} else ${videos.monetizedBeforeDemonetisation} end`,
      monetized: false,
      demonetisedAt: sql`coalesce(${videos.demonetisedAt}, ${now.toISOString()}::timestamptz)`,
      demonetisedUntil: input.until,
      demonetisationDecisionId: input.decisionId,
      ...bumped,
      updatedAt: now,
    })
    .where(eq(videos.id, input.videoId))
    .returning(changed);
  return announceAfterCommit(ctx, scope, rows);
}

/**
 * Lifts this decision's demonetisation (its end, or an overturn): monetization comes back as it
 * was before. A video its owner switched on again after the end (the lock ends with it) stays on.
 */
export async function remonetiseVideo(
  ctx: Deps,
  scope: TransactionScope,
  input: VideoDecisionRef,
): Promise<boolean> {
  if (!validIds(input)) return false;
  const rows = await scope.tx
    .update(videos)
    .set({
      monetized: sql`${videos.monetized} or coalesce(${videos.monetizedBeforeDemonetisation}, false)`,
      monetizedBeforeDemonetisation: null,
      demonetisedAt: null,
      demonetisedUntil: null,
      demonetisationDecisionId: null,
      ...bumped,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(videos.id, input.videoId), eq(videos.demonetisationDecisionId, input.decisionId)))
    .returning(changed);
  return announceAfterCommit(ctx, scope, rows);
}

/**
 * A ban ("content no longer listed") or its lift: every video of the owner, kept as it is
 * otherwise. Returns how many videos changed.
 */
export async function setOwnerContentHidden(
  ctx: Deps,
  scope: TransactionScope,
  input: { ownerId: string; hidden: boolean },
): Promise<number> {
  const rows = await scope.tx
    .update(videos)
    .set({ ownerBanned: input.hidden, ...bumped, updatedAt: ctx.clock.now() })
    .where(and(eq(videos.ownerId, input.ownerId), ne(videos.ownerBanned, input.hidden)))
    .returning(changed);
  announceAfterCommit(ctx, scope, rows);
  return rows.length;
}

export interface VideoModerationFacts {
  ownerId: string;
  title: string;
  removed: boolean;
  demonetised: boolean;
}

/** What moderation needs to know of a video to decide on it (null: no such video). */
export async function videoModerationFacts(
  db: Database,
  videoId: string,
): Promise<VideoModerationFacts | null> {
  if (!z.guid().safeParse(videoId).success) return null;
  const [row] = await db
    .select({
      ownerId: videos.ownerId,
      title: videos.title,
      removed: sql<boolean>`${videos.removedAt} is not null`,
      demonetised: sql<boolean>`${videos.demonetisedAt} is not null`,
    })
    .from(videos)
    .where(eq(videos.id, videoId));
  return row ?? null;
}

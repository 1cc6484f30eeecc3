import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { earningsCountedViews, earningsUnpostedCredits, earningsViewCursor } from '../../db/schema';
import type { ViewCursor } from '../videos/videos.public';

/**
 * The earnings module's own tables around the ledger: views counted once, credits waiting for the
 * ledger, the per-day roll-up and the creators' settlement marks (docs/decisions/0020-payouts.md).
 */

/**
 * Marks validated views counted, once: returns the ids not counted before (a re-delivered job's
 * views are not). Unpaid views are added to their creator's day here (addValidatedViews); paid ones
 * with their credit, by the batch that posts it (addPostedCredits) — so reactions and the batch
 * never wait on the same roll-up rows.
 */
export async function countViewsOnce(
  tx: Database,
  viewIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (viewIds.length === 0) return new Set();
  const inserted = await tx
    .insert(earningsCountedViews)
    .values(viewIds.map((viewId) => ({ viewId, countedAt: now })))
    .onConflictDoNothing()
    .returning({ viewId: earningsCountedViews.viewId });
  return new Set(inserted.map((row) => row.viewId));
}

/** Adds unpaid validated views to their creators' days (cells in key order: no two batches deadlock). */
export async function addValidatedViews(
  tx: Database,
  views: readonly { ownerId: string; videoId: string; day: string }[],
): Promise<void> {
  const cells = sortedCells(views, () => 0);
  if (cells.length === 0) return;
  await tx.execute(sql`
    insert into earnings_daily (owner_id, day, video_id, validated_views)
    values ${sql.join(
      cells.map((c) => sql`(${c.ownerId}, ${c.day}::date, ${c.videoId}::uuid, ${c.views})`),
      sql`, `,
    )}
    on conflict (owner_id, day, video_id) do update
      set validated_views = earnings_daily.validated_views + excluded.validated_views`);
}

/** Queues paid views' credits for the post-credits job (a view's credit once: its id is the key). */
export async function queueUnpostedCredits(
  tx: Database,
  credits: readonly {
    viewId: string;
    ownerId: string;
    videoId: string;
    amountCents: number;
    videoDurationS: number;
    validatedAt: Date;
    day: string;
  }[],
): Promise<void> {
  if (credits.length === 0) return;
  await tx
    .insert(earningsUnpostedCredits)
    .values(
      credits.map((c) => ({
        viewId: c.viewId,
        ownerId: c.ownerId,
        videoId: c.videoId,
        amountCents: c.amountCents,
        videoDurationS: c.videoDurationS,
        validatedAt: c.validatedAt,
        day: c.day,
      })),
    )
    .onConflictDoNothing();
}

export type UnpostedCredit = typeof earningsUnpostedCredits.$inferSelect;

/** Roll-up cells (creator, day, video) with their view count and cents, in key order. */
function sortedCells<T extends { ownerId: string; videoId: string; day: string }>(
  rows: readonly T[],
  cents: (row: T) => number,
) {
  const cells = new Map<
    string,
    { ownerId: string; videoId: string; day: string; views: number; cents: number }
  >();
  for (const row of rows) {
    const key = `${row.ownerId}\u0000${row.day}\u0000${row.videoId}`;
    const cell = cells.get(key) ?? {
      ownerId: row.ownerId,
      videoId: row.videoId,
      day: row.day,
      views: 0,
      cents: 0,
    };
    cell.views += 1;
    cell.cents += cents(row);
    cells.set(key, cell);
  }
  return [...cells].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, cell]) => cell);
}

/** Takes up to `limit` queued credits, oldest first, locked for this transaction (others skip them). */
export async function takeUnpostedCredits(tx: Database, limit: number): Promise<UnpostedCredit[]> {
  const rows = rowsOf<{
    view_id: string;
    owner_id: string;
    video_id: string;
    amount_cents: number;
    video_duration_s: number;
    validated_at: string | Date;
    day: string;
  }>(
    await tx.execute(sql`
      delete from earnings_unposted_credits where view_id in (
        select view_id from earnings_unposted_credits order by validated_at
        limit ${limit} for update skip locked)
      returning *`),
  );
  return rows
    .map((r) => ({
      viewId: r.view_id,
      ownerId: r.owner_id,
      videoId: r.video_id,
      amountCents: Number(r.amount_cents),
      videoDurationS: Number(r.video_duration_s),
      validatedAt: new Date(r.validated_at),
      day: typeof r.day === 'string' ? r.day : new Date(r.day).toISOString().slice(0, 10),
    }))
    .sort((a, b) => a.validatedAt.getTime() - b.validatedAt.getTime() || (a.viewId < b.viewId ? -1 : 1));
}

/**
 * Adds posted credits to the roll-up (validated and paid views, cents per creator, day and video) and marks
 * each creator's earliest unsettled day: one statement each, whatever the batch's size. Released
 * withheld views were counted validated when they were withheld (`alreadyValidated`): paid only here.
 */
export async function addPostedCredits(
  tx: Database,
  credits: { ownerId: string; videoId: string; day: string; amountCents: number }[],
  { alreadyValidated = false } = {},
): Promise<void> {
  if (credits.length === 0) return;
  const cells = sortedCells(credits, (c) => c.amountCents);
  const firstDays = new Map<string, string>();
  for (const c of credits) {
    const first = firstDays.get(c.ownerId);
    if (!first || c.day < first) firstDays.set(c.ownerId, c.day);
  }
  await tx.execute(sql`
    insert into earnings_daily (owner_id, day, video_id, validated_views, paid_views, earned_cents)
    values ${sql.join(
      cells.map(
        (c) =>
          sql`(${c.ownerId}, ${c.day}::date, ${c.videoId}::uuid, ${alreadyValidated ? 0 : c.views}, ${c.views}, ${c.cents})`,
      ),
      sql`, `,
    )}
    on conflict (owner_id, day, video_id) do update
      set validated_views = earnings_daily.validated_views + excluded.validated_views,
          paid_views = earnings_daily.paid_views + excluded.paid_views,
          earned_cents = earnings_daily.earned_cents + excluded.earned_cents`);
  await tx.execute(sql`
    insert into earnings_creators (user_id, unsettled_since)
    values ${sql.join(
      [...firstDays]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([userId, day]) => sql`(${userId}, ${day}::date)`),
      sql`, `,
    )}
    on conflict (user_id) do update
      set unsettled_since = least(coalesce(earnings_creators.unsettled_since, excluded.unsettled_since),
                                  excluded.unsettled_since)`);
}

/** Counted-view marks older than `before` (a week: far beyond any retry of the reaction's job). */
export async function forgetCountedViews(db: Database, before: Date, limit: number): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`
      delete from earnings_counted_views where view_id in (
        select view_id from earnings_counted_views where counted_at < ${before.toISOString()}::timestamptz
        limit ${limit})
      returning view_id`),
  );
  return rows.length;
}

const VIEW_CURSOR = 'video_views';

/**
 * Where earnings stopped reading the validated views, locked until the transaction ends: readers
 * running at once take turns, each after the cursor the previous one moved.
 */
export async function lockViewCursor(tx: Database): Promise<ViewCursor> {
  const [row] = await tx
    .select({ xact: earningsViewCursor.xact, viewId: earningsViewCursor.viewId })
    .from(earningsViewCursor)
    .where(eq(earningsViewCursor.name, VIEW_CURSOR))
    .for('update');
  // Migration 0035 writes it: without it every view ever validated would be read again.
  if (!row) throw new Error('earnings_view_cursor has no video_views row (migration 0035)');
  return row;
}

export async function moveViewCursor(tx: Database, cursor: ViewCursor, now: Date): Promise<void> {
  await tx
    .update(earningsViewCursor)
    .set({ xact: cursor.xact, viewId: cursor.viewId, movedAt: now })
    .where(eq(earningsViewCursor.name, VIEW_CURSOR));
}

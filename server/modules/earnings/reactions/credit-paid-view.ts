import type { z } from 'zod';
import { dayIn, PAYOUT_TIME_ZONE, paidViewCents, withheldViewCents } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import type { Reaction } from '../../../jobs/registry';
import { type ValidatedView, validatedViewsAfter, type viewValidated } from '../../videos/videos.public';
import { withholdViews } from '../commands/withheld-earnings';
import {
  addValidatedViews,
  countViewsOnce,
  lockViewCursor,
  moveViewCursor,
  queueUnpostedCredits,
} from '../earnings.repository';
import { postCreditsJob, postCreditsSoon } from '../jobs/post-credits.job';

export type ViewValidated = z.infer<typeof viewValidated.schema>;

/** Validated views read per transaction: one roll-up upsert and one credits insert each. */
export const VIEWS_PER_PAGE = 500;

/** The clock second whose post-credits job this process queued and saw committed. */
let queuedSecond = -1;

/**
 * Counts validated views, in the caller's transaction: each on its creator's day (charts: validated
 * views) and, when DESIGN §4's rule held at that moment (`domain/earnings.ts` isPaidView, on the facts
 * the view carries), queues its credit; the post-credits job writes queued credits to the ledger in
 * batches (docs/decisions/0021-payouts.md). A view that would have paid but for moderation's
 * demonetisation is recorded as withheld instead (0031). A view that does not pay writes no credit.
 */
async function countViews(
  ctx: AppContext,
  { tx, enqueue, afterCommit }: TransactionScope,
  views: readonly ValidatedView[],
): Promise<number> {
  const counted = views.map((view) => {
    const validatedAt = new Date(view.validatedAt);
    return {
      ...view,
      validatedAt,
      day: dayIn(PAYOUT_TIME_ZONE, validatedAt),
      amountCents: paidViewCents(view),
    };
  });
  const withheld = counted
    .map((view) => ({ ...view, amountCents: withheldViewCents(view) }))
    .filter((view) => view.amountCents > 0);
  // Validated before an overturn released its video: credited now, like a paid view.
  const late = await withholdViews(tx, withheld, ctx.clock.now());
  const lateIds = new Set(late.map((view) => view.viewId));
  await addValidatedViews(
    tx,
    counted.filter((view) => view.amountCents === 0 && !lateIds.has(view.viewId)),
  );
  const credits = [...counted.filter((view) => view.amountCents > 0), ...late];
  if (credits.length === 0) return 0;
  await queueUnpostedCredits(tx, credits);
  // One post-credits job per second is enough (its key is the second's): a process that queued
  // this second's, and saw it commit, skips the insert.
  const second = Math.floor(ctx.clock.now().getTime() / 1000);
  if (queuedSecond !== second) {
    await enqueue(postCreditsJob, {}, postCreditsSoon(ctx.clock.now()));
    afterCommit(() => {
      queuedSecond = second;
    });
  }
  return credits.length;
}

/**
 * Reads the validated views added since the last read (videos' validatedViewsAfter) and counts them,
 * a page per transaction, the cursor moved in the same transaction: each view is counted exactly
 * once, whatever crashes, retries or readers running at once. Returns the views read.
 */
export async function countNewViews(ctx: AppContext, pageSize = VIEWS_PER_PAGE): Promise<number> {
  let read = 0;
  for (;;) {
    const page = await withTransaction(ctx, async (scope) => {
      const cursor = await lockViewCursor(scope.tx);
      const { views, cursor: next } = await validatedViewsAfter(scope.tx, cursor, pageSize);
      if (views.length === 0) return 0;
      await countViews(ctx, scope, views);
      await moveViewCursor(scope.tx, next, ctx.clock.now());
      return views.length;
    });
    read += page;
    if (page < pageSize) return read;
  }
}

/**
 * The reaction to `views.added` (its job: views-added.count-new-views): reads what was added. Many
 * announcements at once need one read.
 */
export const countNewViewsReaction: Reaction<{ second: number }, AppContext> = {
  name: 'earnings.count-new-views',
  handle: async (ctx) => {
    await countNewViews(ctx);
  },
  handleMany: async (ctx) => {
    await countNewViews(ctx);
  },
  batchSize: 20,
  concurrency: 1,
};

/**
 * Legacy: views queued one by one as `views.validated` before migration 0035 (the cursor starts after
 * them), counted once each by their view id. Also the tests' way to count a given view.
 */
export async function recordValidatedViews(
  ctx: AppContext,
  views: readonly ViewValidated[],
): Promise<{ credited: number }> {
  const byId = new Map(views.map((view) => [view.viewId, view]));
  return withTransaction(ctx, async (scope) => {
    const fresh = await countViewsOnce(scope.tx, [...byId.keys()], ctx.clock.now());
    return {
      credited: await countViews(
        ctx,
        scope,
        [...fresh].map((id) => byId.get(id)!),
      ),
    };
  });
}

/** One view (tests, and the one-by-one path when a burst failed together). */
export async function recordValidatedView(
  ctx: AppContext,
  view: ViewValidated,
): Promise<{ credited: boolean }> {
  const { credited } = await recordValidatedViews(ctx, [view]);
  return { credited: credited > 0 };
}

/** Legacy: drains the `views.validated` jobs queued before migration 0035. */
export const creditPaidViewReaction: Reaction<ViewValidated, AppContext> = {
  name: 'earnings.credit-paid-view',
  handle: async (ctx, view) => {
    await recordValidatedView(ctx, view);
  },
  handleMany: async (ctx, views) => {
    await recordValidatedViews(ctx, views);
  },
  batchSize: 100,
  concurrency: 2,
};

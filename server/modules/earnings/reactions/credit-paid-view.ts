import type { z } from 'zod';
import { dayIn, PAYOUT_TIME_ZONE, paidViewCents, withheldViewCents } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Reaction } from '../../../jobs/registry';
import type { viewValidated } from '../../videos/videos.public';
import { withholdViews } from '../commands/withheld-earnings';
import { addValidatedViews, countViewsOnce, queueUnpostedCredits } from '../earnings.repository';
import { postCreditsJob, postCreditsSoon } from '../jobs/post-credits.job';

export type ViewValidated = z.infer<typeof viewValidated.schema>;

/** The clock second whose post-credits job this process queued and saw committed. */
let queuedSecond = -1;

/**
 * The reaction to `views.validated` (its job: views-validated.credit-paid-view), for one view or a
 * burst of them in one transaction. Counts each view once on its creator's day (charts: validated
 * views) and, when DESIGN §4's rule held at that moment (`domain/earnings.ts` isPaidView, on the
 * facts the event carries), queues its credit; the post-credits job writes queued credits to the
 * ledger in batches (docs/decisions/0021-payouts.md). A view that would have paid but for
 * moderation's demonetisation is recorded as withheld instead (0031). A view that does not pay
 * writes no credit; a re-delivered view writes nothing.
 */
export async function recordValidatedViews(
  ctx: AppContext,
  views: readonly ViewValidated[],
): Promise<{ credited: number }> {
  const byId = new Map(views.map((view) => [view.viewId, view]));
  return withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const fresh = await countViewsOnce(tx, [...byId.keys()], ctx.clock.now());
    const counted = [...fresh].map((id) => {
      const view = byId.get(id)!;
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
    if (credits.length === 0) return { credited: 0 };
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
    return { credited: credits.length };
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

export const creditPaidViewReaction: Reaction<ViewValidated, AppContext> = {
  name: 'earnings.credit-paid-view',
  handle: async (ctx, view) => {
    await recordValidatedView(ctx, view);
  },
  // A view validated is a job here: bursts go in one transaction, 50 at a time (half a fetch).
  handleMany: async (ctx, views) => {
    await recordValidatedViews(ctx, views);
  },
  batchSize: 100,
  concurrency: 2,
};

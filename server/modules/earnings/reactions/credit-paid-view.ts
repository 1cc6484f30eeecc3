import type { z } from 'zod';
import { dayIn, PAYOUT_TIME_ZONE, paidViewCents } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Reaction } from '../../../jobs/registry';
import type { viewValidated } from '../../videos/videos.public';
import { countViewOnce, queueUnpostedCredit } from '../earnings.repository';
import { postCreditsJob, postCreditsSoon } from '../jobs/post-credits.job';

export type ViewValidated = z.infer<typeof viewValidated.schema>;

/** The clock second whose post-credits job this process queued and saw committed. */
let queuedSecond = -1;

/**
 * The reaction to `views.validated` (its job: views-validated.credit-paid-view). Counts the view once
 * on the creator's day (charts: validated views) and, when DESIGN §4's rule held at that moment
 * (`domain/earnings.ts` isPaidView, on the facts the event carries), queues its credit; the
 * post-credits job writes queued credits to the ledger in batches (docs/decisions/0020-payouts.md).
 * A view that does not pay writes no credit; a re-delivered job writes nothing.
 */
export async function recordValidatedView(
  ctx: AppContext,
  view: ViewValidated,
): Promise<{ credited: boolean }> {
  const cents = paidViewCents(view);
  const validatedAt = new Date(view.validatedAt);
  const day = dayIn(PAYOUT_TIME_ZONE, validatedAt);
  return withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const counted = await countViewOnce(tx, { ...view, day, now: ctx.clock.now(), paid: cents > 0 });
    if (!counted || cents === 0) return { credited: false };
    await queueUnpostedCredit(tx, { ...view, day, validatedAt, amountCents: cents });
    // One post-credits job per second is enough (its key is the second's): a process that queued
    // this second's, and saw it commit, skips the insert — half of a credit's cost under a burst.
    const second = Math.floor(ctx.clock.now().getTime() / 1000);
    if (queuedSecond !== second) {
      await enqueue(postCreditsJob, {}, postCreditsSoon(ctx.clock.now()));
      afterCommit(() => {
        queuedSecond = second;
      });
    }
    return { credited: true };
  });
}

export const creditPaidViewReaction: Reaction<ViewValidated, AppContext> = {
  name: 'earnings.credit-paid-view',
  handle: async (ctx, view) => {
    await recordValidatedView(ctx, view);
  },
};

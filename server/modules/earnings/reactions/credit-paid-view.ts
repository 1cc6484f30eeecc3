import type { z } from 'zod';
import { paidViewCents } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Reaction } from '../../../jobs/registry';
import type { viewValidated } from '../../videos/videos.public';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE } from '../ledger/accounts';
import { appendEntry, type LedgerEntry } from '../ledger/append-entry';

export type ViewValidated = z.infer<typeof viewValidated.schema>;

/** A paid view's idempotency key: one credit per view, however often its job is delivered. */
export const paidViewKey = (viewId: string) => `paid_view:${viewId}`;

/**
 * Credits the video's owner for a validated view when DESIGN §4's rule held at that moment
 * (`domain/earnings.ts` isPaidView, on the facts the event carries): +N on their pending account,
 * −N on the platform's Premium revenue. A view that does not pay writes nothing.
 */
export async function creditPaidView(ctx: AppContext, view: ViewValidated): Promise<LedgerEntry | null> {
  const cents = paidViewCents(view);
  if (cents === 0) return null;
  return withTransaction(ctx, ({ tx }) =>
    appendEntry(tx, ctx.clock, {
      kind: 'paid_view',
      idempotencyKey: paidViewKey(view.viewId),
      postings: [
        { account: creatorAccount(view.ownerId, 'pending'), amountCents: cents },
        { account: PLATFORM_PREMIUM_REVENUE, amountCents: -cents },
      ],
      // What the credit is traceable to; the viewer is not named (their account may go, the entry stays).
      details: {
        viewId: view.viewId,
        videoId: view.videoId,
        videoDurationS: view.videoDurationS,
        validatedAt: view.validatedAt,
      },
    }),
  );
}

/** The reaction to `views.validated` (its job: views-validated.credit-paid-view). */
export const creditPaidViewReaction: Reaction<ViewValidated, AppContext> = {
  name: 'earnings.credit-paid-view',
  handle: async (ctx, view) => {
    await creditPaidView(ctx, view);
  },
};

import { EARNINGS_CREDITED_EVENT } from '../../../../domain/api/earnings';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { memberTopic } from '../../../realtime/hub';
import { addPostedCredits, takeUnpostedCredits } from '../earnings.repository';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE, paidViewKey } from '../ledger/accounts';
import { appendEntries } from '../ledger/append-entry';

/** Credits per ledger transaction: one lock, one read and two inserts for all of them. */
export const CREDITS_PER_BATCH = 500;

/**
 * Writes queued paid-view credits to the ledger, oldest first, a batch per transaction, until none
 * is left: +N on the creator's pending account, −N on the platform's Premium revenue, the roll-up
 * and the creator's unsettled day in the same transaction. After each commit, each creator's open
 * dashboards hear their new pending figure. Safe to run on several workers at once (rows are taken
 * with SKIP LOCKED) and twice (a credit's key is its view).
 */
export async function postCredits(ctx: AppContext, limit = CREDITS_PER_BATCH): Promise<number> {
  let posted = 0;
  for (;;) {
    const count = await withTransaction(ctx, async ({ tx, afterCommit }) => {
      const credits = await takeUnpostedCredits(tx, limit);
      if (credits.length === 0) return 0;
      const entries = await appendEntries(
        tx,
        ctx.clock,
        credits.map((c) => ({
          kind: 'paid_view',
          idempotencyKey: paidViewKey(c.viewId),
          postings: [
            { account: creatorAccount(c.ownerId, 'pending'), amountCents: c.amountCents },
            { account: PLATFORM_PREMIUM_REVENUE, amountCents: -c.amountCents },
          ],
          // What the credit is traceable to; the viewer is not named (their account may go, the entry stays).
          details: {
            viewId: c.viewId,
            videoId: c.videoId,
            videoDurationS: c.videoDurationS,
            validatedAt: c.validatedAt.toISOString(),
          },
        })),
      );
      // A replayed key (posted before a crash lost the queue's delete? never: same transaction) adds nothing.
      const fresh = credits.filter((_, i) => !entries[i]!.replayed);
      await addPostedCredits(tx, fresh);
      // Each creator's open dashboards hear their latest pending figure (the last entry of theirs in the batch).
      const byOwner = new Map<string, { pendingCents: number; videoId: string; amountCents: number }>();
      credits.forEach((c, i) => {
        if (entries[i]!.replayed) return;
        const prior = byOwner.get(c.ownerId);
        byOwner.set(c.ownerId, {
          pendingCents: entries[i]!.postings[0]!.balanceAfterCents,
          videoId: c.videoId,
          amountCents: (prior?.amountCents ?? 0) + c.amountCents,
        });
      });
      afterCommit(() =>
        ctx.realtime.publishMany(
          [...byOwner].map(([ownerId, news]) => ({
            topic: memberTopic(ownerId),
            event: { type: EARNINGS_CREDITED_EVENT, ...news },
          })),
        ),
      );
      return credits.length;
    });
    posted += count;
    if (count < limit) return posted;
  }
}

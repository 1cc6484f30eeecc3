import { EARNINGS_CREDITED_EVENT } from '../../../../domain/api/earnings';
import type { AppContext } from '../../../context';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { memberTopic } from '../../../realtime/hub';
import { addPostedCredits, takeUnpostedCredits } from '../earnings.repository';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE, paidViewKey } from '../ledger/accounts';
import { appendEntries, type LedgerEntry } from '../ledger/append-entry';
import type { EntryRequest } from '../ledger/canonical';

/** Credits per ledger transaction: one lock, one read and two inserts for all of them. */
export const CREDITS_PER_BATCH = 500;

/** What a paid view's credit is made of, wherever it comes from (queued, or withheld then released). */
export interface ViewCredit {
  viewId: string;
  ownerId: string;
  videoId: string;
  amountCents: number;
  videoDurationS: number;
  validatedAt: Date;
}

/**
 * A paid view's ledger request: +N on the creator's pending account, −N on the platform's Premium
 * revenue, keyed by the view. One builder for every path, so a view credited twice over is a replay
 * of the same request (nothing written), never a second credit.
 */
export const paidViewCredit = (c: ViewCredit): EntryRequest => ({
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
});

/**
 * After commit, each creator's open dashboards hear their latest pending figure (the last entry of
 * theirs among `entries`, which answer `credits` one for one) and what was credited.
 */
export function publishCredited(
  ctx: Pick<AppContext, 'realtime'>,
  afterCommit: TransactionScope['afterCommit'],
  credits: readonly ViewCredit[],
  entries: readonly LedgerEntry[],
): void {
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
  if (byOwner.size === 0) return;
  afterCommit(() =>
    ctx.realtime.publishMany(
      [...byOwner].map(([ownerId, news]) => ({
        topic: memberTopic(ownerId),
        event: { type: EARNINGS_CREDITED_EVENT, ...news },
      })),
    ),
  );
}

/**
 * Writes queued paid-view credits to the ledger, oldest first, a batch per transaction, until none
 * is left: the credit, the roll-up and the creator's unsettled day in the same transaction. After
 * each commit, each creator's open dashboards hear their new pending figure. Safe to run on several
 * workers at once (rows are taken with SKIP LOCKED) and twice (a credit's key is its view).
 */
export async function postCredits(ctx: AppContext, limit = CREDITS_PER_BATCH): Promise<number> {
  let posted = 0;
  for (;;) {
    const count = await withTransaction(ctx, async ({ tx, afterCommit }) => {
      const credits = await takeUnpostedCredits(tx, limit);
      if (credits.length === 0) return 0;
      const entries = await appendEntries(tx, ctx.clock, credits.map(paidViewCredit));
      // A replayed key (posted before a crash lost the queue's delete? never: same transaction) adds nothing.
      await addPostedCredits(
        tx,
        credits.filter((_, i) => !entries[i]!.replayed),
      );
      publishCredited(ctx, afterCommit, credits, entries);
      return credits.length;
    });
    posted += count;
    if (count < limit) return posted;
  }
}

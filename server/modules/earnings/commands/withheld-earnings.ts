import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { TransactionScope } from '../../../db/with-transaction';
import { addPostedCredits } from '../earnings.repository';
import { appendEntries, type LedgerEntry } from '../ledger/append-entry';
import {
  insertWithheldViews,
  lockWithheldVideos,
  markReleased,
  recordRelease,
  releasesOf,
  unreleasedViewsOf,
} from '../withheld.repository';
import { paidViewCredit, publishCredited, type ViewCredit } from './post-credits';

/**
 * Withheld earnings (issue 27 part 5, docs/decisions/0031-withheld-earnings.md): a view that would
 * have paid but for moderation's demonetisation of its video is recorded with the cents it would have
 * earned; an appeal that overturns the demonetisation credits them all, exactly as paid views.
 */

/** Withheld views credited per ledger append during a release (one read and two inserts each). */
export const RELEASE_BATCH = 1000;

export type WithheldCandidate = ViewCredit & { day: string };

/**
 * Records views as withheld, inside the reaction's transaction. A view validated before an overturn
 * already released its video (its job ran late) is not withheld: returned, to be credited now like
 * any paid view, and kept as released by that decision.
 */
export async function withholdViews(
  tx: Database,
  views: readonly WithheldCandidate[],
  now: Date,
): Promise<WithheldCandidate[]> {
  if (views.length === 0) return [];
  const videoIds = views.map((v) => v.videoId);
  await lockWithheldVideos(tx, videoIds);
  const releases = await releasesOf(tx, videoIds);
  const late: WithheldCandidate[] = [];
  const rows = views.map((view) => {
    const release = releases.find((r) => r.videoId === view.videoId && r.releasedAt >= view.validatedAt);
    if (release) late.push(view);
    return {
      viewId: view.viewId,
      videoId: view.videoId,
      ownerId: view.ownerId,
      amountCents: view.amountCents,
      videoDurationS: view.videoDurationS,
      validatedAt: view.validatedAt,
      day: view.day,
      releasedAt: release ? now : null,
      releasedBy: release?.decisionId ?? null,
    };
  });
  await insertWithheldViews(tx, rows);
  return late;
}

const releaseInputSchema = z.object({
  videoId: z.uuid(),
  decisionId: z
    .string()
    .min(1)
    .max(100)
    .refine((id) => !id.includes('\u0000')),
});

/**
 * Credits every unreleased withheld view of the video, inside the caller's transaction (moderation's,
 * when an appeal overturns a demonetisation): through the ledger as the post-credits job credits a
 * paid view (same request and key: a view is never paid twice), into the roll-up as paid views of
 * their validation days (settlement takes them the next night), and marks them released by the
 * decision. Batches of `batchSize` in view id order: memory stays flat for any number of views.
 * Called again, credits only what was withheld since (nothing, as recording waits on this lock).
 */
export async function releaseWithheldEarnings(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  scope: Pick<TransactionScope, 'tx' | 'afterCommit'>,
  input: { videoId: string; decisionId: string },
  batchSize = RELEASE_BATCH,
): Promise<{ views: number; cents: number }> {
  const { videoId, decisionId } = releaseInputSchema.parse(input);
  const { tx, afterCommit } = scope;
  const releasedAt = ctx.clock.now();
  await lockWithheldVideos(tx, [videoId]);
  let views = 0;
  let cents = 0;
  let after: string | null = null;
  // The live figure: the creator's pending balance after the last credit, and the whole release's amount.
  let last: { credit: ViewCredit; entry: LedgerEntry } | null = null;
  for (;;) {
    const batch = await unreleasedViewsOf(tx, videoId, after, batchSize);
    if (batch.length === 0) break;
    const entries = await appendEntries(tx, ctx.clock, batch.map(paidViewCredit));
    const fresh = batch.filter((_, i) => !entries[i]!.replayed);
    await addPostedCredits(tx, fresh, { alreadyValidated: true });
    await markReleased(
      tx,
      batch.map((v) => v.viewId),
      { decisionId, releasedAt },
    );
    views += fresh.length;
    cents += fresh.reduce((sum, v) => sum + v.amountCents, 0);
    const i = entries.findLastIndex((e) => !e.replayed);
    if (i >= 0) last = { credit: batch[i]!, entry: entries[i]! };
    after = batch.at(-1)!.viewId;
    if (batch.length < batchSize) break;
  }
  await recordRelease(tx, { decisionId, videoId, releasedAt, views, cents });
  if (last) publishCredited(ctx, afterCommit, [{ ...last.credit, amountCents: cents }], [last.entry]);
  return { views, cents };
}

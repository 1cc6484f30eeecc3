import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { createTestContext, type TestContext } from '../../test/test-context';
import { postCredits } from './commands/post-credits';
import { paidViewKey } from './ledger/accounts';
import { appendEntry } from './ledger/append-entry';
import type { EntryRequest } from './ledger/canonical';
import { recordValidatedView, type ViewValidated } from './reactions/credit-paid-view';

/**
 * A validated view that pays: a Premium member watching another member's public, monetized
 * 5-minute video. Tests change one fact at a time.
 */
export function paidViewEvent(change: Partial<ViewValidated> = {}): ViewValidated {
  return {
    viewId: randomUUID(),
    videoId: randomUUID(),
    ownerId: 'creator-1',
    viewerUserId: 'viewer-1',
    viewerPremium: true,
    viewerIsOwner: false,
    viewerSanctioned: false,
    videoDemonetized: false,
    videoPublic: true,
    videoMonetized: true,
    videoDurationS: 300,
    validatedAt: '2026-11-27T10:00:00.000Z',
    ...change,
  };
}

/** A journal transaction moving cents from one account to another (tests of the ledger itself). */
export const move = (
  key: string,
  from: string,
  to: string,
  cents: number,
  kind = 'test_move',
): EntryRequest => ({
  kind,
  idempotencyKey: key,
  postings: [
    { account: to, amountCents: cents },
    { account: from, amountCents: -cents },
  ],
  details: {},
});

/** Appends in a transaction of its own, as a command would. */
export const appendIn = (ctx: TestContext, request: EntryRequest) =>
  withTransaction(ctx, ({ tx }) => appendEntry(tx, ctx.clock, request));

/**
 * The context of a file of ledger tests, its clock on a fixed morning (months and days are read in
 * Europe/Paris), created before the file's tests and closed after them.
 */
export function ledgerTestContext(): { ctx: TestContext } {
  const t = {} as { ctx: TestContext };
  beforeAll(async () => {
    t.ctx = await createTestContext();
    t.ctx.clock.set(new Date('2026-11-27T10:00:00Z'));
  });
  afterAll(async () => {
    await t.ctx.close();
  });
  return t;
}

/**
 * A validated view through the reaction, then the queued credits posted (what the post-credits job
 * does): the view's ledger entry, `replayed` when it was there before; null when the view pays nothing.
 */
export async function creditPaidView(ctx: TestContext, view: ViewValidated) {
  const { credited } = await recordValidatedView(ctx, view);
  const entryOf = async () => {
    const [entry] = await ctx.db.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, paidViewKey(view.viewId)));
    return entry ?? null;
  };
  // Another caller's post may hold this view's credit (SKIP LOCKED): posted once it commits.
  for (let attempt = 0; attempt < 100; attempt++) {
    await postCredits(ctx);
    const entry = await entryOf();
    if (entry || !credited) return entry ? { ...entry, replayed: !credited } : null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the credit of view ${view.viewId} was never posted`);
}

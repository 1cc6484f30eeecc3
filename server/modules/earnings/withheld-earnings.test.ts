import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedEarningsSchema } from '../../../domain/api/accounts';
import { EARNINGS_CREDITED_EVENT } from '../../../domain/api/earnings';
import { earningsDaily, earningsWithheldViews, ledgerEntries } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { ALL_JOBS } from '../../jobs/all-jobs';
import { memberTopic, type RealtimeEvent } from '../../realtime/hub';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { postCredits } from './commands/post-credits';
import { releaseWithheldEarnings } from './earnings.public';
import { paidViewEvent } from './earnings.test-helpers';
import { paidViewKey } from './ledger/accounts';
import { verifyLedger } from './ledger/verify-ledger';
import { exportMemberEarnings, removeMemberEarnings } from './member-data';
import { balancesOf } from './queries/balances';
import { earningsSummaryOf } from './queries/summary';
import type { ViewValidated } from './reactions/credit-paid-view';

/**
 * Withheld earnings (issue 27 part 5, docs/decisions/0031-withheld-earnings.md), through the
 * reaction's own job, on PGlite and PostgreSQL: a view of a demonetised video that would otherwise
 * have paid is withheld, and an overturn credits it once, as a paid view.
 */
let ctx: TestContext;
const reactionJob = ALL_JOBS.find((job) => job.name === 'views-validated.credit-paid-view')!;
const deliver = async (view: ViewValidated) => {
  await reactionJob.handle(ctx, reactionJob.schema.parse(view), { id: 'x' });
  await postCredits(ctx);
};
const deliverMany = async (views: ViewValidated[]) => {
  await reactionJob.handleMany!(
    ctx,
    views.map((view) => ({ data: reactionJob.schema.parse(view), run: { id: 'x' } })),
  );
  await postCredits(ctx);
};
/** A view that pays but for moderation's demonetisation of its video. */
const withheldEvent = (change: Partial<ViewValidated> = {}) =>
  paidViewEvent({ videoDemonetized: true, videoMonetized: false, ...change });
const release = (videoId: string, decisionId = randomUUID(), batchSize?: number) =>
  withTransaction(ctx, (scope) => releaseWithheldEarnings(ctx, scope, { videoId, decisionId }, batchSize));

const withheldRow = async (viewId: string) =>
  (await ctx.db.db.select().from(earningsWithheldViews).where(eq(earningsWithheldViews.viewId, viewId)))[0] ??
  null;
const creditOf = async (viewId: string) =>
  ctx.db.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, paidViewKey(viewId)));
const paidEntryCount = async () =>
  (await ctx.db.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'paid_view:%')))
    .length;
const dayOf = async (ownerId: string, videoId: string) =>
  (
    await ctx.db.db
      .select()
      .from(earningsDaily)
      .where(and(eq(earningsDaily.ownerId, ownerId), eq(earningsDaily.videoId, videoId)))
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-27T12:00:00Z'));
});
afterAll(async () => {
  await ctx.close();
});

describe('withheld views', () => {
  it('withholds the tier of a view of a demonetised video, crediting nothing', async () => {
    const view = withheldEvent({ ownerId: 'withheld-1', videoDurationS: 600 });
    const before = await paidEntryCount();
    await deliver(view);
    expect(await withheldRow(view.viewId)).toMatchObject({
      videoId: view.videoId,
      ownerId: 'withheld-1',
      amountCents: 3,
      validatedAt: new Date(view.validatedAt),
      day: '2026-11-27',
      releasedAt: null,
      releasedBy: null,
    });
    expect(await paidEntryCount()).toBe(before);
    expect(await dayOf('withheld-1', view.videoId)).toMatchObject({ validatedViews: 1, paidViews: 0 });
  });

  it.each<[string, Partial<ViewValidated>]>([
    ['a video its owner did not monetize (not moderation)', { videoDemonetized: false }],
    ['a private video', { videoPublic: false }],
    ['a video under 60 s', { videoDurationS: 59.5 }],
    ['a visitor', { viewerUserId: null, viewerPremium: false }],
    ['a free member', { viewerPremium: false }],
    ['the owner', { viewerIsOwner: true, viewerUserId: 'creator-1' }],
    ['a sanctioned viewer', { viewerSanctioned: true }],
  ])('withholds nothing for %s', async (_, change) => {
    const view = withheldEvent(change);
    await deliver(view);
    expect(await withheldRow(view.viewId)).toBeNull();
    expect(await creditOf(view.viewId)).toHaveLength(0);
  });

  it('pays, not withholds, a view of a monetized video', async () => {
    const view = withheldEvent({ videoMonetized: true });
    await deliver(view);
    expect(await withheldRow(view.viewId)).toBeNull();
    expect(await creditOf(view.viewId)).toHaveLength(1);
  });

  it('withholds a view once, however often its job is delivered, one by one or in a burst', async () => {
    const view = withheldEvent({ ownerId: 'withheld-replayed' });
    for (let i = 0; i < 3; i++) await deliver(view);
    await Promise.all([deliver(view), deliverMany([view, view])]);
    const others = [withheldEvent({ videoId: view.videoId, ownerId: 'withheld-replayed' }), withheldEvent()];
    await deliverMany([...others, view]);
    const rows = await ctx.db.db
      .select()
      .from(earningsWithheldViews)
      .where(eq(earningsWithheldViews.videoId, view.videoId));
    expect(rows.map((r) => r.viewId).sort()).toEqual([view.viewId, others[0]!.viewId].sort());
    expect(await withheldRow(others[1]!.viewId)).not.toBeNull();
    expect(await dayOf('withheld-replayed', view.videoId)).toMatchObject({ validatedViews: 2, paidViews: 0 });
  });
});

describe('releaseWithheldEarnings', () => {
  it('credits every withheld view of the video once, as paid views, in batches', async () => {
    const ownerId = 'withheld-release';
    const videoId = randomUUID();
    const views = Array.from({ length: 23 }, (_, i) =>
      withheldEvent({ ownerId, videoId, videoDurationS: i % 2 ? 600 : 300 }),
    );
    await deliverMany(views);
    const otherVideo = withheldEvent({ ownerId });
    await deliver(otherVideo);
    const heard: RealtimeEvent[] = [];
    const stop = ctx.realtime.subscribe(memberTopic(ownerId), (e) => heard.push(e));
    const decisionId = randomUUID();

    // Batches of 5: 23 views take five appends in the one transaction.
    expect(await release(videoId, decisionId, 5)).toEqual({ views: 23, cents: 11 * 3 + 12 * 2 });

    for (const view of views) {
      const [entry] = await creditOf(view.viewId);
      expect(entry).toMatchObject({
        kind: 'paid_view',
        details: { viewId: view.viewId, videoId, videoDurationS: view.videoDurationS },
      });
      expect(await withheldRow(view.viewId)).toMatchObject({ releasedBy: decisionId });
    }
    expect(await withheldRow(otherVideo.viewId)).toMatchObject({ releasedAt: null });
    expect((await balancesOf(ctx.db.db, ownerId, ctx.clock.now())).pendingCents).toBe(57);
    // Counted validated once (when withheld), paid once (when released).
    expect(await dayOf(ownerId, videoId)).toMatchObject({
      validatedViews: 23,
      paidViews: 23,
      earnedCents: 57,
    });
    const live = await until(
      'the live pending figure',
      async () => heard.filter((e) => e.type === EARNINGS_CREDITED_EVENT).at(-1),
      (e) => e !== undefined,
    );
    stop();
    expect(live).toMatchObject({ pendingCents: 57, amountCents: 57, videoId });

    // Called again (a retried transaction, the same decision or another): no second credit.
    const entries = await paidEntryCount();
    expect(await release(videoId, decisionId)).toEqual({ views: 0, cents: 0 });
    expect(await release(videoId)).toEqual({ views: 0, cents: 0 });
    expect(await paidEntryCount()).toBe(entries);
    expect((await balancesOf(ctx.db.db, ownerId, ctx.clock.now())).pendingCents).toBe(57);
    expect((await verifyLedger(ctx.db.db)).firstBad).toBeNull();
  });

  it('returns zero when the video has nothing withheld', async () => {
    const entries = await paidEntryCount();
    expect(await release(randomUUID())).toEqual({ views: 0, cents: 0 });
    expect(await paidEntryCount()).toBe(entries);
  });

  it('credits at once a view validated before the overturn whose job ran after it', async () => {
    const ownerId = 'withheld-late';
    const videoId = randomUUID();
    const early = withheldEvent({ ownerId, videoId, validatedAt: '2026-11-27T11:00:00.000Z' });
    await release(videoId);
    await deliver(early);
    expect(await creditOf(early.viewId)).toHaveLength(1);
    expect(await withheldRow(early.viewId)).toMatchObject({ releasedAt: ctx.clock.now() });
    expect(await dayOf(ownerId, videoId)).toMatchObject({ validatedViews: 1, paidViews: 1, earnedCents: 2 });
    // A view of a later demonetisation (validated after that overturn) is withheld again.
    const later = withheldEvent({ ownerId, videoId, validatedAt: '2026-11-27T13:00:00.000Z' });
    await deliver(later);
    expect(await creditOf(later.viewId)).toHaveLength(0);
    expect(await withheldRow(later.viewId)).toMatchObject({ releasedAt: null });
    expect((await verifyLedger(ctx.db.db)).firstBad).toBeNull();
  });

  it("credits a view whose reaction runs while the overturn's transaction is still open", async () => {
    const videoId = randomUUID();
    const view = withheldEvent({
      ownerId: 'withheld-race',
      videoId,
      validatedAt: '2026-11-27T11:30:00.000Z',
    });
    let released!: () => void;
    const isReleased = new Promise<void>((resolve) => {
      released = resolve;
    });
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const overturn = withTransaction(ctx, async (scope) => {
      const result = await releaseWithheldEarnings(ctx, scope, { videoId, decisionId: randomUUID() });
      released();
      await committing; // moderation's own writes, before its commit
      return result;
    });
    await isReleased;
    // On PostgreSQL the reaction waits on the video's lock, then sees the committed release.
    const delivering = deliver(view);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    expect(await overturn).toEqual({ views: 0, cents: 0 });
    await delivering;
    expect(await creditOf(view.viewId)).toHaveLength(1);
  });

  it('refuses ids that are not ids', async () => {
    await expect(
      withTransaction(ctx, (scope) =>
        releaseWithheldEarnings(ctx, scope, { videoId: 'x\u0000', decisionId: randomUUID() }),
      ),
    ).rejects.toThrow();
    await expect(
      withTransaction(ctx, (scope) =>
        releaseWithheldEarnings(ctx, scope, { videoId: randomUUID(), decisionId: 'a\u0000' }),
      ),
    ).rejects.toThrow();
  });
});

describe('member data', () => {
  it("exports a creator's withheld and released views per video, and keeps them when the account goes", async () => {
    const ownerId = 'withheld-member';
    const [kept, released] = [randomUUID(), randomUUID()];
    await deliverMany([
      withheldEvent({ ownerId, videoId: kept, videoDurationS: 600 }),
      withheldEvent({ ownerId, videoId: kept, videoDurationS: 600 }),
      withheldEvent({ ownerId, videoId: released }),
    ]);
    const summary = () =>
      earningsSummaryOf(ctx.db.db, {
        userId: ownerId,
        provider: 'sandbox',
        earningHeld: false,
        now: ctx.clock.now(),
      });
    expect((await summary()).withheldCents).toBe(8);
    await release(released);
    // The dashboard's figure is what is still withheld.
    expect((await summary()).withheldCents).toBe(6);
    const exported = exportedEarningsSchema.parse(await exportMemberEarnings(ctx.db.db, ownerId));
    expect(exported.withheld).toEqual(
      [
        { videoId: kept, withheldViews: 2, withheldCents: 6, releasedViews: 0, releasedCents: 0 },
        { videoId: released, withheldViews: 0, withheldCents: 0, releasedViews: 1, releasedCents: 2 },
      ].sort((a, b) => (a.videoId < b.videoId ? -1 : 1)),
    );
    // Another member's export names none of them.
    expect(
      (await exportMemberEarnings(ctx.db.db, 'withheld-1')).withheld.map((w) => w.videoId),
    ).not.toContain(kept);
    await removeMemberEarnings.handle(ctx, { userId: ownerId });
    expect((await exportMemberEarnings(ctx.db.db, ownerId)).withheld).toHaveLength(2);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import { ALL_JOBS } from '../../jobs/all-jobs';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { viewValidated } from '../videos/videos.public';
import { heartbeatAt, insertVideo, startWatching } from '../videos/videos.test-helpers';
import { postCredits } from './commands/post-credits';
import { creditPaidView, paidViewEvent } from './earnings.test-helpers';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE, paidViewKey } from './ledger/accounts';
import { verifyLedger } from './ledger/verify-ledger';
import { balancesOf } from './queries/balances';
import type { ViewValidated } from './reactions/credit-paid-view';

/**
 * Paid views through the reaction's own job (views-validated.credit-paid-view), on PGlite and
 * PostgreSQL: DESIGN §4's rule decides, the tier pays, and a view is credited once.
 */
let ctx: TestContext;
const reactionJob = ALL_JOBS.find((job) => job.name === 'views-validated.credit-paid-view')!;
/** The reaction's job, then the post-credits job (queued by it, run here at once). */
const deliver = async (view: ViewValidated) => {
  await reactionJob.handle(ctx, reactionJob.schema.parse(view), { id: 'x' });
  await postCredits(ctx);
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const entryOf = async (viewId: string) => {
  const [entry] = await ctx.db.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, paidViewKey(viewId)));
  if (!entry) return null;
  const postings = await ctx.db.db
    .select({ account: ledgerPostings.account, amountCents: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id));
  return { ...entry, postings };
};
const entryCount = async () => (await ctx.db.db.select().from(ledgerEntries)).length;

describe('earnings.credit-paid-view', () => {
  it.each([
    [59, 0],
    [60, 1],
    [299, 1],
    [300, 2],
    [599, 2],
    [600, 3],
  ])(
    "a paid view of a %s s video credits %s cent(s) to the owner's pending account",
    async (durationS, cents) => {
      const ownerId = `tier-${durationS}`;
      const view = paidViewEvent({ ownerId, videoDurationS: durationS });
      await deliver(view);
      const entry = await entryOf(view.viewId);
      if (cents === 0) {
        expect(entry).toBeNull();
        return;
      }
      expect(entry).toMatchObject({
        kind: 'paid_view',
        details: { viewId: view.viewId, videoId: view.videoId },
      });
      expect(entry!.postings).toEqual([
        { account: creatorAccount(ownerId, 'pending'), amountCents: cents },
        { account: PLATFORM_PREMIUM_REVENUE, amountCents: -cents },
      ]);
      expect((await balancesOf(ctx.db.db, ownerId, ctx.clock.now())).pendingCents).toBe(cents);
    },
  );

  it.each<[string, Partial<ViewValidated>]>([
    ['a private video', { videoPublic: false }],
    ['a video that is not monetized', { videoMonetized: false }],
    ['a video under 60 s', { videoDurationS: 59.5 }],
    ['a visitor', { viewerUserId: null, viewerPremium: false }],
    ['a free member', { viewerPremium: false }],
    ['the owner', { viewerIsOwner: true, viewerUserId: 'creator-1' }],
    ['a sanctioned viewer', { viewerSanctioned: true }],
  ])('writes nothing for %s', async (_, change) => {
    const before = await entryCount();
    const view = paidViewEvent(change);
    await deliver(view);
    expect(await entryOf(view.viewId)).toBeNull();
    expect(await entryCount()).toBe(before);
  });

  it('credits a view once, however often its job is delivered', async () => {
    const view = paidViewEvent({ ownerId: 'replayed', videoDurationS: 600 });
    for (let i = 0; i < 10; i++) await deliver(view);
    // Even at once (two workers holding the same delivery).
    await Promise.all([deliver(view), deliver(view), deliver(view)]);
    const entries = await ctx.db.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, paidViewKey(view.viewId)));
    expect(entries).toHaveLength(1);
    expect(await balancesOf(ctx.db.db, 'replayed', ctx.clock.now())).toMatchObject({
      pendingCents: 3,
      totalEarnedCents: 3,
    });
    const again = await creditPaidView(ctx, view);
    expect(again).toMatchObject({ replayed: true, id: entries[0]!.id });
    expect((await verifyLedger(ctx.db.db)).firstBad).toBeNull();
  });

  it('credits a burst in one go: each paying view once, unpaid ones counted, repeats and overlaps nothing more', async () => {
    const paid = Array.from({ length: 30 }, (_, i) =>
      paidViewEvent({ ownerId: `burst-${i % 3}`, videoDurationS: 300 }),
    );
    const free = Array.from({ length: 10 }, () =>
      paidViewEvent({ ownerId: 'burst-0', viewerPremium: false }),
    );
    const burst = [...paid, ...free, paid[0]!, free[0]!];
    const deliveries = burst.map((view, i) => ({
      data: reactionJob.schema.parse(view),
      run: { id: `b${i}` },
    }));
    // Two workers holding overlapping bursts at once, then the whole burst again (re-delivered).
    await Promise.all([
      reactionJob.handleMany!(ctx, deliveries.slice(0, 25)),
      reactionJob.handleMany!(ctx, deliveries.slice(15)),
    ]);
    await reactionJob.handleMany!(ctx, deliveries);
    await postCredits(ctx);
    for (let i = 0; i < 3; i++)
      expect(await balancesOf(ctx.db.db, `burst-${i}`, ctx.clock.now())).toMatchObject({
        pendingCents: 20,
        totalEarnedCents: 20,
      });
    const { rows } = await ctx.db.query<{ validated: number; paid: number }>(
      `select sum(validated_views)::int as validated, sum(paid_views)::int as paid
         from earnings_daily where owner_id = 'burst-0'`,
    );
    expect(rows[0]).toEqual({ validated: 10 + 10, paid: 10 });
    expect((await verifyLedger(ctx.db.db)).firstBad).toBeNull();
  });

  it('still drains views.validated jobs queued before views were read by cursor', async () => {
    await ctx.queue.work(ctx);
    const view = paidViewEvent({ ownerId: 'through-the-queue', videoDurationS: 61 });
    await ctx.queue.send(viewValidated, view);
    const entry = await until(
      'the credit',
      () => entryOf(view.viewId),
      (e) => e !== null,
    );
    expect(entry!.postings).toContainEqual({
      account: creatorAccount('through-the-queue', 'pending'),
      amountCents: 1,
    });
  });

  it('credits the owner when a Premium member really watches a monetized video, not one that is not', async () => {
    await ctx.queue.work(ctx);
    const [owner, premium] = await insertMembers(ctx, 2, { prefix: 'watch' });
    const monetized = await insertVideo(ctx, owner!, { durationS: 300, monetized: true });
    const free = await insertVideo(ctx, owner!, { durationS: 600, monetized: false });
    const viewer = {
      actor: {
        userId: premium!,
        email: '',
        sessionId: '',
        roles: [],
        plan: 'premium' as const,
        sanctions: [],
      },
      anonId: '',
      ip: '10.7.0.2',
    };
    const watch = async (videoId: string) => {
      const playbackToken = await startWatching(ctx, viewer, videoId);
      const t0 = ctx.clock.now().getTime();
      for (let s = 0; s <= 40; s += 10)
        await heartbeatAt(ctx, new Date(t0 + s * 1000), viewer, videoId, {
          positionS: s,
          playing: true,
          playbackToken,
        });
    };
    await watch(free);
    await watch(monetized);
    // Both views read by earnings (announced by views.added; the unpaid one counted as validated).
    await until(
      'both views counted',
      () =>
        ctx.db.query<{ views: number }>(
          `select coalesce(sum(validated_views), 0)::int as views from earnings_daily where owner_id = $1`,
          [owner],
        ),
      (r) => r.rows[0]!.views === 2,
    );
    await postCredits(ctx);
    const balances = await balancesOf(ctx.db.db, owner!, ctx.clock.now());
    // Both views were validated; only the monetized video's pays, at the 300 s tier.
    const validated = await ctx.db.query('select 1 from video_views where viewer_user_id = $1', [premium]);
    expect(validated.rows).toHaveLength(2);
    expect(balances).toMatchObject({ pendingCents: 2, totalEarnedCents: 2 });
  });
});

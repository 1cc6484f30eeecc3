import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_TIME_ZONE } from '../../../domain/admin-overview';
import type { Overview } from '../../../domain/api/admin-overview';
import { dayIn, dayStartIn, nextDay } from '../../../domain/zoned-days';
import { user } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { grantConfiguredAdmins } from '../accounts/accounts.public';
import { insertMembers, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { checkoutUrl, settle } from '../billing/billing.test-helpers';
import { payWithdrawal } from '../earnings/commands/pay-withdrawal';
import { withdrawEarnings } from '../earnings/commands/withdraw-earnings';
import { creditPaidView, paidViewEvent } from '../earnings/earnings.test-helpers';
import { connectCreator, giveWithdrawable, providerMovesOn, topUp } from '../earnings/payouts.test-helpers';
import { payCheckoutWith } from '../sandbox/sandbox.test-helpers';
import { recordHeartbeat } from '../videos/commands/engagement';
import { removeVideoFilesJob } from '../videos/jobs/remove-video-files.job';
import { insertVideo, startWatching, userIdOf } from '../videos/videos.test-helpers';

/**
 * The admin overview's figures, exactly, from data made through the real commands (checkouts
 * and a refund through the sandbox provider, views through heartbeats, paid views through the
 * earnings reaction, withdrawals through the payout engine) or the modules' test factories.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let today: string;
const ORIGIN = 'http://localhost:3000';
const MINUTE_MS = 60_000;

/** `minutes` after the start of the Paris day `daysAgo` days before today. */
const at = (daysAgo: number, minutes = 10) =>
  new Date(dayStartIn(OVERVIEW_TIME_ZONE, nextDay(today, -daysAgo)).getTime() + minutes * MINUTE_MS);

let visitors = 0;
/** A visitor watches 40 s of the video at `when`: one validated view (unpaid: not monetized). */
async function validateView(videoId: string, when: Date) {
  const n = ++visitors;
  const viewer = { actor: null, anonId: `ov-anon-${n}`, ip: `10.77.0.${n}` };
  t.ctx.clock.set(when);
  const playbackToken = await startWatching(t.ctx, viewer, videoId);
  for (let s = 0; s <= 40; s += 10) {
    t.ctx.clock.set(when.getTime() + s * 1000);
    await recordHeartbeat(t.ctx, viewer, videoId, { positionS: s, playing: true, playbackToken });
  }
}

async function buyer(n: number, plan: 'premium' | 'qa') {
  const client = new TestClient(t.app, ORIGIN, `10.78.0.${n}`);
  await signUpConfirmed(t.ctx, client, `ov-buyer${n}@example.com`, `ov_buyer${n}`);
  await payCheckoutWith(t.ctx, await checkoutUrl(client, plan));
  await settle(t.ctx);
  return client;
}

const tile = (o: Overview, key: string) => o.tiles.find((x) => x.key === key)?.value;
const series = (o: Overview, key: string) => o.series.find((x) => x.key === key)!.values;
const overview = async (days: number) => {
  const res = await admin.get(`/api/admin/overview?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Overview;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, ORIGIN, '10.78.0.1');
  await signUpConfirmed(t.ctx, admin, 'ov-admin@example.com', 'ov_admin');
  await grantConfiguredAdmins(t.ctx, ['ov-admin@example.com']);

  // Withdrawals: one whose payout failed (then reversed), then one on its way (transferred).
  await topUp(t.ctx, 10_000);
  for (const [creator, bank, cents] of [
    ['ov-failed', 'fail', 90],
    ['ov-pending', 'succeed', 120],
  ] as const) {
    await connectCreator(t.ctx, creator, bank);
    await giveWithdrawable(t.ctx, creator, cents);
    const { withdrawal } = await withdrawEarnings(t.ctx, {
      userId: creator,
      automatic: false,
      earningHeld: false,
    });
    await payWithdrawal(t.ctx, withdrawal.id);
    if (bank === 'fail') await providerMovesOn(t.ctx);
  }

  // Money: two Premium checkouts (one refunded at once) and one QA checkout, 2.99 € each.
  const owner = await buyer(2, 'premium');
  const refunded = await buyer(3, 'premium');
  const refund = await refunded.post('/api/billing/refund', { plan: 'premium' });
  expect(refund.statusCode, refund.body).toBe(200);
  await settle(t.ctx);
  await buyer(4, 'qa');

  // Everyone above signed up long ago as far as the figures go; the members below are dated.
  const now = t.ctx.clock.now();
  today = dayIn(OVERVIEW_TIME_ZONE, now);
  await t.ctx.db.db.update(user).set({ createdAt: at(200) });
  await insertMembers(t.ctx, 2, { prefix: 'ov-yesterday', createdAt: at(1, 600) });
  await insertMembers(t.ctx, 1, { prefix: 'ov-today', createdAt: at(0, 1) });
  await insertMembers(t.ctx, 1, { prefix: 'ov-45d', createdAt: at(45) });
  await insertMembers(t.ctx, 1, { prefix: 'ov-gone', createdAt: at(0, 2), deletedAt: now });

  // Videos: today, yesterday (a replacement file being processed), 60 days ago.
  const ownerId = await userIdOf(owner);
  const fresh = await insertVideo(t.ctx, ownerId, { createdAt: at(0, 1), durationS: 300 });
  await insertVideo(t.ctx, ownerId, {
    createdAt: at(1),
    sourceBytes: 5000,
    pendingSource: {
      key: 'k',
      format: 'mp4',
      bytes: 700,
      durationS: 90,
      width: 640,
      height: 360,
      generation: 2,
    },
  });
  await insertVideo(t.ctx, ownerId, { createdAt: at(60), sourceBytes: 300 });

  // Validated views: two today, one yesterday, one 40 days ago.
  await validateView(fresh, at(0, 3));
  await validateView(fresh, at(0, 4));
  await validateView(fresh, at(1, 700));
  await validateView(fresh, at(40));
  // Paid views (the earnings roll-up): three today, one yesterday, two 50 days ago.
  for (const when of [at(0, 3), at(0, 4), at(0, 5), at(1), at(50), at(50, 20)])
    await creditPaidView(t.ctx, paidViewEvent({ validatedAt: when.toISOString() }));
  t.ctx.clock.set(now);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/overview', () => {
  it('gives each module’s figures over the last 30 Paris days', async () => {
    const o = await overview(30);
    expect([o.days, o.today, o.from]).toEqual([30, today, nextDay(today, -29)]);
    expect(
      Object.fromEntries(o.tiles.filter((x) => !x.key.startsWith('jobs.')).map((x) => [x.key, x.value])),
    ).toEqual({
      // admin, 3 buyers, 2 creators (200 days ago), 2 + 1 + 1 dated; the deleted one is not counted
      'members.total': 10,
      'members.new': 3,
      'subscribers.premium': 1,
      'subscribers.qa': 1,
      'videos.total': 3,
      'videos.uploads': 2,
      'videos.storageBytes': 1000 + 5000 + 700 + 300,
      'views.validatedToday': 2,
      'views.validated': 3,
      'views.paidToday': 3,
      'views.paid': 4,
      'revenue.paid': 3 * 299,
      'revenue.refunded': 299,
      'revenue.net': 2 * 299,
      'payouts.pending': 1,
      'payouts.pendingCents': 120,
      'payouts.failed': 1,
      'payouts.failedCents': 90,
      // No report yet (counted in detail in server/modules/moderation/queue.test.ts).
      'reports.open': 0,
      'reports.oldestAgeS': 0,
    });
    for (const s of o.series) expect(s.values, s.key).toHaveLength(30);
    expect(series(o, 'members.new').slice(-2)).toEqual([2, 1]);
    expect(series(o, 'videos.uploads').slice(-2)).toEqual([1, 1]);
    expect(series(o, 'views.validated').slice(-2)).toEqual([1, 2]);
    expect(series(o, 'views.paid').slice(-2)).toEqual([1, 3]);
    expect(series(o, 'revenue.net').at(-1)).toBe(598);
    expect(o.series.map((s) => s.key)).toEqual([
      'members.new',
      'videos.uploads',
      'views.validated',
      'views.paid',
      'revenue.net',
    ]);
  });

  it('over 90 days takes in the older figures; the stock figures do not change', async () => {
    const o = await overview(90);
    expect(o.from).toBe(nextDay(today, -89));
    expect(tile(o, 'members.total')).toBe(10);
    expect(tile(o, 'members.new')).toBe(4);
    expect(tile(o, 'videos.uploads')).toBe(3);
    expect(tile(o, 'views.validated')).toBe(4);
    expect(tile(o, 'views.paid')).toBe(6);
    expect(series(o, 'views.paid')[89 - 50]).toBe(2);
    expect(series(o, 'members.new')[89 - 45]).toBe(1);
    expect(tile(o, 'revenue.net')).toBe(598);
  });

  it('reports the job queue (counted in detail in server/jobs/queue-health.test.ts)', async () => {
    await t.ctx.queue.send(
      removeVideoFilesJob,
      { videoId: randomUUID(), imageUrls: [] },
      { startAfterS: 3600 },
    );
    const o = await overview(30);
    expect(tile(o, 'jobs.queued')).toBeGreaterThanOrEqual(1);
    expect(tile(o, 'jobs.failed24h')).toBe(0);
    expect(o.queues).toContainEqual({ name: 'videos.remove-files', queued: 1, failed24h: 0 });
  });

  it('is the admins’ only, and refuses any other range', async () => {
    const member = new TestClient(t.app, ORIGIN, '10.78.0.9');
    await signUpConfirmed(t.ctx, member, 'ov-member@example.com', 'ov_member');
    expect((await member.get('/api/admin/overview')).statusCode).toBe(403);
    expect((await new TestClient(t.app, ORIGIN, '10.78.0.10').get('/api/admin/overview')).statusCode).toBe(
      401,
    );
    for (const days of ['7', '31', 'abc', '30.5', '%00'])
      expect((await admin.get(`/api/admin/overview?days=${days}`)).statusCode, days).toBe(400);
    // The member signed up just now, today.
    expect(tile(await overview(30), 'members.new')).toBe(4);
  });
});

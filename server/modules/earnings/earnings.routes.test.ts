import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_CREDITED_EVENT, earningsSummarySchema } from '../../../domain/api/earnings';
import { onboardThroughEngine } from '../../adapters/payouts/payouts.test-helpers';
import { buildApp } from '../../app';
import { memberTopic, type RealtimeEvent } from '../../realtime/hub';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { STRONG_PASSWORD, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { settleEarnings } from './commands/settle-earnings';
import { creditPaidView, paidViewEvent } from './earnings.test-helpers';
import { deliverAndApplyEvents, providerMovesOn, topUp } from './payouts.test-helpers';

/**
 * The earnings API as the dashboard uses it, on a real app: a creator earns from paid views (the
 * figure moves live), connects the sandbox account through the API, withdraws, follows the payout
 * to paid through the Connect webhook, and downloads statements that equal the ledger.
 */
let ctx: TestContext;
let app: FastifyInstance;
let creator: TestClient;
let other: TestClient;
let creatorId: string;
let videoId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-26T10:00:00Z'));
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  creator = new TestClient(app, 'http://localhost:3000', '10.9.0.1');
  other = new TestClient(app, 'http://localhost:3000', '10.9.0.2');
  await signUpConfirmed(ctx, creator, 'creator@earnings.example', 'creator_e');
  await signUpConfirmed(ctx, other, 'other@earnings.example', 'other_e');
  creatorId = await userIdOf(creator);
  videoId = await insertVideo(ctx, creatorId, { durationS: 630, monetized: true, title: '=Tutoriel "vélo"' });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const summary = async (client: TestClient) => {
  const res = await client.get('/api/earnings');
  expect(res.statusCode).toBe(200);
  return earningsSummarySchema.parse(res.json());
};
const errorOf = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => ({
  status: res.statusCode,
  code: res.json().error.code,
});

describe('the earnings API', () => {
  it('shows what paid views earn, live, and makes it withdrawable at midnight', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = ctx.realtime.subscribe(memberTopic(creatorId), (e) => heard.push(e));
    for (let i = 0; i < 20; i++)
      await creditPaidView(
        ctx,
        paidViewEvent({
          ownerId: creatorId,
          videoId,
          videoDurationS: 630,
          validatedAt: ctx.clock.now().toISOString(),
        }),
      );
    // With PostgreSQL the event travels through NOTIFY: it arrives a moment after the commit.
    const lastHeard = await until(
      'the live pending figure',
      async () => heard.filter((e) => e.type === EARNINGS_CREDITED_EVENT).at(-1),
      (e) => e?.pendingCents === 60,
    );
    stop();
    expect(lastHeard).toMatchObject({ pendingCents: 60, videoId });
    expect(await summary(creator)).toMatchObject({
      totalCents: 60,
      thisMonthCents: 60,
      pendingCents: 60,
      withdrawableCents: 0,
      blocker: 'not_connected',
      account: { state: 'not_connected', provider: 'sandbox' },
      nextSettlementAt: '2026-11-26T23:00:00.000Z',
    });
    // Another member sees only their own (empty) earnings.
    expect(await summary(other)).toMatchObject({ totalCents: 0, pendingCents: 0 });
    const daily = (await creator.get('/api/earnings/daily?days=7')).json();
    expect(daily.days).toHaveLength(7);
    expect(daily.days.at(-1)).toEqual({
      day: '2026-11-26',
      validatedViews: 20,
      paidViews: 20,
      earnedCents: 60,
    });
    const videos = (await creator.get('/api/earnings/videos')).json();
    expect(videos.items).toEqual([
      {
        videoId,
        title: '=Tutoriel "vélo"',
        validatedViews: 20,
        paidViews: 20,
        earnedCents: 60,
        centsPerThousandViews: 3000,
      },
    ]);
    ctx.clock.set(new Date('2026-11-26T23:00:00Z'));
    await settleEarnings(ctx);
    expect(await summary(creator)).toMatchObject({ pendingCents: 0, withdrawableCents: 60 });
  });

  it('refuses to withdraw with the reason, then connects, withdraws and follows the payout to paid', async () => {
    expect(errorOf(await creator.post('/api/earnings/withdraw'))).toEqual({
      status: 409,
      code: 'payout_account_not_connected',
    });
    const connect = await creator.post('/api/earnings/connect');
    expect(connect.statusCode).toBe(200);
    expect(await summary(creator)).toMatchObject({
      account: { state: 'onboarding' },
      blocker: 'requirements_due',
    });
    await onboardThroughEngine(ctx, connect.json().url);
    // The account.updated event reaches the webhook; sync reads it too.
    await deliverAndApplyEvents(ctx);
    const synced = await creator.post('/api/earnings/sync');
    expect(synced.json()).toMatchObject({ account: { state: 'connected' }, blocker: null });
    await topUp(ctx, 10_000);
    const key = { 'idempotency-key': 'withdraw-click-0001' };
    const [first, second] = await Promise.all([
      creator.request({ method: 'POST', url: '/api/earnings/withdraw', headers: key }),
      creator.request({ method: 'POST', url: '/api/earnings/withdraw', headers: key }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json().withdrawal.id).toBe(second!.json().withdrawal.id);
    expect(first!.json().summary).toMatchObject({
      withdrawableCents: 0,
      inFlightCents: 60,
      blocker: 'payout_in_flight',
    });
    const id = first!.json().withdrawal.id as string;
    // The job transfers and pays out; the sandbox settles the payout; payout.paid comes back.
    await until(
      'the transfer',
      async () => (await creator.get('/api/earnings/withdrawals')).json().items[0].status,
      (s) => s === 'transferred',
    );
    await providerMovesOn(ctx);
    const history = (await creator.get('/api/earnings/withdrawals')).json();
    expect(history.items[0]).toMatchObject({ id, status: 'paid', amountCents: 60, automatic: false });
    expect(await summary(creator)).toMatchObject({
      inFlightCents: 0,
      lastPayment: { amountCents: 60 },
      blocker: 'below_minimum',
    });
    expect((await other.get(`/api/earnings/withdrawals/${id}/statement.csv`)).statusCode).toBe(404);
    const statement = await creator.get(`/api/earnings/withdrawals/${id}/statement.csv`);
    expect(statement.headers['content-type']).toContain('text/csv');
    expect(statement.body).toContain(`"${id}"`);
    // The views it covers, per day and video; the title made inert for spreadsheets.
    expect(statement.body).toContain(`"2026-11-26","${videoId}","'=Tutoriel ""vélo""","20","0.60"`);
    const month = await creator.get('/api/earnings/statements/2026-11.csv');
    expect(month.body).toContain('"paid_view","pending"');
    expect(month.body).toContain('"withdrawal_paid","paid-out"');
    // A month the zone arithmetic cannot place (year 345 was a 500), or no month at all: 400.
    for (const bad of ['0345-01', '2026-13', '2026-1', 'x'])
      expect((await creator.get(`/api/earnings/statements/${bad}.csv`)).json()).toMatchObject({
        error: { details: [{ message: 'invalid_statement_month', path: '/month' }] },
      });
  });

  it("exports the member's earnings and refuses deletion while a withdrawal is on its way", async () => {
    const exported = (await creator.get('/api/me/export')).json();
    expect(exported.earnings).toMatchObject({
      totalCents: 60,
      withdrawableCents: 0,
      withdrawals: [{ amountCents: 60, status: 'paid' }],
      payoutAccount: { provider: 'sandbox' },
    });
    expect(JSON.stringify((await other.get('/api/me/export')).json().earnings)).not.toContain(videoId);
    // A withdrawal on its way: the account stays until it is paid.
    for (let i = 0; i < 20; i++)
      await creditPaidView(
        ctx,
        paidViewEvent({
          ownerId: creatorId,
          videoId,
          videoDurationS: 630,
          validatedAt: ctx.clock.now().toISOString(),
        }),
      );
    ctx.clock.set(new Date('2026-11-28T23:00:00Z'));
    await settleEarnings(ctx);
    const withdrawal = await creator.post('/api/earnings/withdraw');
    expect(withdrawal.statusCode).toBe(201);
    const refused = await creator.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: STRONG_PASSWORD },
    });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'payout_in_flight' });
    expect((await creator.get('/api/earnings')).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { adminCommands } from '../../admin/admin-commands';
import { notifications } from '../../db/schema';
import { insertMember } from '../accounts/accounts.test-helpers';
import { settleEarnings } from './commands/settle-earnings';
import { creditPaidView, ledgerTestContext, paidViewEvent } from './earnings.test-helpers';
import { settleNightlyJob } from './jobs/settle-nightly.job';
import { verifyLedger } from './ledger/verify-ledger';
import { removeMemberEarnings } from './member-data';
import { autoPayoutOf, findPayoutAccount, setAutoPayout } from './payout-accounts.repository';
import { connectCreator, giveWithdrawable } from './payouts.test-helpers';
import { balancesOf } from './queries/balances';
import { inFlightWithdrawalOf } from './withdrawals.repository';

/**
 * Nightly settlement at 00:00 Europe/Paris: a credit belongs to the Paris day its view was
 * validated; every day up to yesterday becomes withdrawable, once, across DST changes.
 */
const t = ledgerTestContext();
const at = (iso: string) => t.ctx.clock.set(new Date(iso));
const viewAt = (ownerId: string, iso: string, videoDurationS = 300) =>
  creditPaidView(t.ctx, paidViewEvent({ ownerId, videoDurationS, validatedAt: new Date(iso).toISOString() }));
const balances = (userId: string) => balancesOf(t.ctx.db.db, userId, t.ctx.clock.now());

describe('settleEarnings', () => {
  it("makes yesterday's earnings withdrawable at midnight in Paris, today's stay pending", async () => {
    const creator = 's-daily';
    at('2026-11-26T10:00:00Z');
    await viewAt(creator, '2026-11-26T10:00:00Z');
    // 23:59:59 in Paris on the 26th (22:59:59 UTC) and 00:00:01 on the 27th.
    await viewAt(creator, '2026-11-26T22:59:59Z', 600);
    await viewAt(creator, '2026-11-26T23:00:01Z', 60);
    at('2026-11-26T23:00:00Z'); // 00:00 on the 27th in Paris
    const report = await settleEarnings(t.ctx);
    expect(report).toMatchObject({ through: '2026-11-26', creators: 1, settledCents: 5 });
    expect(await balances(creator)).toMatchObject({ pendingCents: 1, withdrawableCents: 5 });
    // Twice: nothing more.
    expect(await settleEarnings(t.ctx)).toMatchObject({ creators: 0, settledCents: 0 });
    expect(await balances(creator)).toMatchObject({ pendingCents: 1, withdrawableCents: 5 });
    expect((await verifyLedger(t.ctx.db.db)).firstBad).toBeNull();
  });

  it('settles a late credit (posted after its night) the next night, and catches up missed nights', async () => {
    const creator = 's-late';
    at('2026-11-20T23:00:00Z'); // 00:00 on the 21st in Paris: nothing yet
    await settleEarnings(t.ctx);
    // A view of the 20th whose credit reached the ledger after that night's settlement.
    await viewAt(creator, '2026-11-20T22:30:00Z');
    expect(await balances(creator)).toMatchObject({ pendingCents: 2, withdrawableCents: 0 });
    at('2026-11-21T12:00:00Z');
    await viewAt(creator, '2026-11-21T12:00:00Z', 600);
    // Three nights missed: the fourth settles everything up to its yesterday.
    at('2026-11-24T23:00:00Z');
    expect(await settleEarnings(t.ctx)).toMatchObject({ through: '2026-11-24', settledCents: 5 });
    expect(await balances(creator)).toMatchObject({ pendingCents: 0, withdrawableCents: 5 });
  });

  it.each([
    // Autumn: 25 October 2026, clocks go back at 03:00 (a 25-hour day).
    ['autumn', '2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z', '2026-10-25T23:00:00Z', '2026-10-25'],
    // Spring: 28 March 2027, clocks go forward at 02:00 (a 23-hour day).
    ['spring', '2027-03-27T23:30:00Z', '2027-03-28T21:30:00Z', '2027-03-28T22:00:00Z', '2027-03-28'],
  ])('is right across the %s DST change', async (season, firstOfDay, lastOfDay, midnight, day) => {
    const creator = `s-dst-${season}`;
    // 00:30 and 23:30 of the day in Paris, whatever the offset that day.
    await viewAt(creator, firstOfDay);
    await viewAt(creator, lastOfDay);
    at(new Date(new Date(midnight).getTime() - 1000).toISOString());
    await settleEarnings(t.ctx);
    expect(await balances(creator)).toMatchObject({ pendingCents: 4, withdrawableCents: 0 }); // the day is not over
    at(midnight);
    expect(await settleEarnings(t.ctx)).toMatchObject({ through: day });
    expect(await balances(creator)).toMatchObject({ pendingCents: 0, withdrawableCents: 4 });
  });

  it('runs as `npm run cli -- earnings:settle [--through YYYY-MM-DD]`', async () => {
    at('2026-11-29T10:00:00Z');
    await viewAt('s-cli', '2026-11-28T10:00:00Z', 600);
    await expect(adminCommands['earnings:settle']!(t.ctx, ['--through', 'yesterday'])).rejects.toThrow(
      /Usage/,
    );
    expect(await adminCommands['earnings:settle']!(t.ctx, ['--through', '2026-11-27'])).toMatch(
      /through 2026-11-27/,
    );
    expect(await balances('s-cli')).toMatchObject({ pendingCents: 3 });
    expect(await adminCommands['earnings:settle']!(t.ctx, [])).toMatch(
      /Settled through 2026-11-28 .* cents now withdrawable/,
    );
    expect(await balances('s-cli')).toMatchObject({ pendingCents: 0, withdrawableCents: 3 });
  });

  it('refuses to settle later than today, and today itself but in test mode (sandbox)', async () => {
    at('2026-11-27T10:00:00Z');
    await expect(settleEarnings(t.ctx, { through: '2026-11-28' })).rejects.toMatchObject({ status: 400 });
    expect(t.ctx.config.payments.provider).toBe('sandbox');
    await expect(settleEarnings(t.ctx, { through: '2026-11-27' })).resolves.toMatchObject({
      through: '2026-11-27',
    });
    const live = {
      ...t.ctx,
      config: { ...t.ctx.config, payments: { ...t.ctx.config.payments, provider: 'stripe' } },
    };
    await expect(settleEarnings(live as typeof t.ctx, { through: '2026-11-27' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(settleEarnings(t.ctx, { through: '2026-11-26' })).resolves.toMatchObject({
      through: '2026-11-26',
    });
  });
});

describe('the nightly job', () => {
  it('settles, then withdraws for creators who chose automatic payout, and says why when it cannot', async () => {
    at('2026-12-01T10:00:00Z');
    await connectCreator(t.ctx, 's-auto');
    await setAutoPayout(t.ctx.db.db, 's-auto', true);
    for (let i = 0; i < 20; i++) await viewAt('s-auto', '2026-12-01T10:00:00Z', 600);
    await insertMember(t.ctx, 's-auto-unconnected');
    await setAutoPayout(t.ctx.db.db, 's-auto-unconnected', true);
    await giveWithdrawable(t.ctx, 's-auto-unconnected', 100);
    await connectCreator(t.ctx, 's-auto-small');
    await setAutoPayout(t.ctx.db.db, 's-auto-small', true);
    await viewAt('s-auto-small', '2026-12-01T10:00:00Z', 600);
    at('2026-12-01T23:00:00Z');
    await settleNightlyJob.handle(t.ctx, {});
    expect(await inFlightWithdrawalOf(t.ctx.db.db, 's-auto')).toMatchObject({
      amountCents: 60,
      automatic: true,
    });
    expect(await inFlightWithdrawalOf(t.ctx.db.db, 's-auto-small')).toBeNull();
    expect(await balances('s-auto-small')).toMatchObject({ withdrawableCents: 3 });
    const notices = await t.ctx.db.db.select().from(notifications);
    expect(notices.filter((n) => n.userId === 's-auto-unconnected').map((n) => n.data)).toEqual([
      { reason: 'not_connected' },
    ]);
    // Below the minimum is no news.
    expect(notices.filter((n) => n.userId === 's-auto-small')).toEqual([]);
    // The job again (a retry): no second withdrawal, no second notice.
    await settleNightlyJob.handle(t.ctx, {});
    expect(
      (await t.ctx.db.db.select().from(notifications)).filter((n) => n.userId === 's-auto-unconnected'),
    ).toHaveLength(1);
  });

  it("forgets a deleted member's payout account and automatic payout, keeps their ledger", async () => {
    await connectCreator(t.ctx, 's-leaving');
    await setAutoPayout(t.ctx.db.db, 's-leaving', true);
    await giveWithdrawable(t.ctx, 's-leaving', 70);
    await removeMemberEarnings.handle(t.ctx, { userId: 's-leaving' });
    await removeMemberEarnings.handle(t.ctx, { userId: 's-leaving' }); // a retried step
    expect(await findPayoutAccount(t.ctx.db.db, 's-leaving')).toBeNull();
    expect(await autoPayoutOf(t.ctx.db.db, 's-leaving')).toBe(false);
    expect(await balances('s-leaving')).toMatchObject({ withdrawableCents: 70 });
    // Never a row for someone who had none.
    await removeMemberEarnings.handle(t.ctx, { userId: 's-never-earned' });
    const rows = await t.ctx.db.query('select 1 from earnings_creators where user_id = $1', [
      's-never-earned',
    ]);
    expect(rows.rows).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_IBAN } from '../../adapters/payouts/payouts.test-helpers';
import { changeBankAccount } from '../../adapters/payouts/sandbox/connect-accounts';
import { transfersOfGroup } from '../../adapters/payouts/sandbox/connect-money';
import { notifications } from '../../db/schema';
import { insertMember } from '../accounts/accounts.test-helpers';
import { payWithdrawal } from './commands/pay-withdrawal';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { ledgerTestContext } from './earnings.test-helpers';
import { verifyLedger } from './ledger/verify-ledger';
import { findPayoutAccount } from './payout-accounts.repository';
import {
  connectCreator,
  deliverAndApplyEvents,
  giveWithdrawable,
  providerMovesOn,
  topUp,
} from './payouts.test-helpers';
import { balancesOf } from './queries/balances';
import { findWithdrawal } from './withdrawals.repository';

/**
 * Withdrawals against the sandbox payout provider (the real engine, on PGlite and PostgreSQL):
 * requested → transferred → paid, or failed → reversed; never twice; never lost.
 */
const t = ledgerTestContext();
const withdraw = (userId: string, extra: { requestKey?: string } = {}) =>
  withdrawEarnings(t.ctx, { userId, automatic: false, earningHeld: false, ...extra });
const balances = (userId: string) => balancesOf(t.ctx.db.db, userId, t.ctx.clock.now());
const expectLedgerHolds = async () => expect((await verifyLedger(t.ctx.db.db)).firstBad).toBeNull();
const noticesOf = async (userId: string) =>
  (await t.ctx.db.db.select().from(notifications)).filter((n) => n.userId === userId).map((n) => n.kind);

describe('withdrawals', () => {
  it('moves the whole withdrawable balance to the bank: requested, transferred, paid', async () => {
    const creator = 'w-happy';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 75);
    await topUp(t.ctx, 10_000);
    const { withdrawal, created } = await withdraw(creator);
    expect(created).toBe(true);
    expect(withdrawal).toMatchObject({ status: 'requested', amountCents: 75 });
    expect(await balances(creator)).toMatchObject({ withdrawableCents: 0, inFlightCents: 75 });
    await payWithdrawal(t.ctx, withdrawal.id);
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({ status: 'transferred' });
    const events = await providerMovesOn(t.ctx);
    expect(events).toContain('payout.paid');
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({ status: 'paid' });
    expect(await balances(creator)).toMatchObject({ withdrawableCents: 0, inFlightCents: 0 });
    expect(await noticesOf(creator)).toContain('payout_paid');
    await expectLedgerHolds();
  });

  it('refuses with the reason when money cannot move', async () => {
    await insertMember(t.ctx, 'w-nobody');
    await expect(withdraw('w-nobody')).rejects.toMatchObject({
      status: 409,
      code: 'payout_account_not_connected',
    });
    await connectCreator(t.ctx, 'w-small');
    await giveWithdrawable(t.ctx, 'w-small', 49);
    await expect(withdraw('w-small')).rejects.toMatchObject({
      status: 409,
      code: 'withdrawal_below_minimum',
    });
    await giveWithdrawable(t.ctx, 'w-small', 1);
    await expect(
      withdrawEarnings(t.ctx, { userId: 'w-small', automatic: false, earningHeld: true }),
    ).rejects.toMatchObject({ status: 403, code: 'earnings_held_by_moderation' });
    expect(await balances('w-small')).toMatchObject({ withdrawableCents: 50, inFlightCents: 0 });
  });

  it('holds withdrawals for 72 hours after the payout bank account changed', async () => {
    const creator = 'w-new-bank';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 200);
    const account = await findPayoutAccount(t.ctx.db.db, creator);
    await changeBankAccount(t.ctx, account!.accountId, { iban: TEST_IBAN, behaviour: 'succeed' });
    await deliverAndApplyEvents(t.ctx);
    await expect(withdraw(creator)).rejects.toMatchObject({
      status: 409,
      code: 'payout_destination_changed',
    });
    t.ctx.clock.advance(72 * 3600_000);
    await expect(withdraw(creator)).resolves.toMatchObject({ created: true });
  });

  it('makes exactly one withdrawal of 50 concurrent requests', async () => {
    const creator = 'w-crowd';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 300);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => withdraw(creator)));
    const made = results.filter((r) => r.status === 'fulfilled');
    expect(made).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, code: 'payout_in_flight' });
    expect(await balances(creator)).toMatchObject({ withdrawableCents: 0, inFlightCents: 300 });
    await expectLedgerHolds();
  }, 120_000);

  it('answers the same withdrawal to the same Idempotency-Key', async () => {
    const creator = 'w-replay';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 120);
    const first = await withdraw(creator, { requestKey: 'click-1234' });
    const again = await Promise.all([
      withdraw(creator, { requestKey: 'click-1234' }),
      withdraw(creator, { requestKey: 'click-1234' }),
    ]);
    for (const replay of again)
      expect(replay).toMatchObject({ created: false, withdrawal: { id: first.withdrawal.id } });
    expect(await balances(creator)).toMatchObject({ inFlightCents: 120 });
  });

  it('waits for platform funds without losing anything, then pays once topped up', async () => {
    const creator = 'w-funds';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 5_000_000);
    const { withdrawal } = await withdraw(creator);
    await payWithdrawal(t.ctx, withdrawal.id);
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({
      status: 'requested',
      waitingForFunds: true,
    });
    expect(await noticesOf(creator)).toContain('payout_blocked');
    await payWithdrawal(t.ctx, withdrawal.id); // still short: a second refusal, nothing moved
    await topUp(t.ctx, 5_000_000);
    await payWithdrawal(t.ctx, withdrawal.id);
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({
      status: 'transferred',
      waitingForFunds: false,
    });
    await providerMovesOn(t.ctx);
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({ status: 'paid' });
    await expectLedgerHolds();
  });

  it.each(['fail', 'fail_after_paid'] as const)(
    'gives the money back when the payout fails (bank: %s): reversed, withdrawable again',
    async (bank) => {
      const creator = `w-${bank}`;
      await connectCreator(t.ctx, creator, bank);
      await giveWithdrawable(t.ctx, creator, 90);
      await topUp(t.ctx, 10_000);
      const { withdrawal } = await withdraw(creator);
      await payWithdrawal(t.ctx, withdrawal.id);
      await providerMovesOn(t.ctx);
      if (bank === 'fail_after_paid') {
        expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({ status: 'paid' });
        await providerMovesOn(t.ctx);
      }
      const done = await findWithdrawal(t.ctx.db.db, withdrawal.id);
      expect(done).toMatchObject({ status: 'reversed' });
      expect(done!.failureCode).toBeTruthy();
      expect(await balances(creator)).toMatchObject({ withdrawableCents: 90, inFlightCents: 0 });
      const transfer = await t.ctx.payouts.findTransfer(withdrawal.id);
      expect(transfer).toMatchObject({ amountCents: 90, reversedCents: 90 });
      expect(await noticesOf(creator)).toContain('payout_failed');
      await expectLedgerHolds();
    },
  );

  it('never transfers twice when the answer of the transfer was lost (a crash before the commit)', async () => {
    const creator = 'w-crash';
    await connectCreator(t.ctx, creator);
    await giveWithdrawable(t.ctx, creator, 80);
    await topUp(t.ctx, 10_000);
    const { withdrawal } = await withdraw(creator);
    // The job called the provider, which made the transfer, and died before recording it.
    await t.ctx.payouts.createTransfer(
      { accountId: withdrawal.accountId, amountCents: 80, withdrawalId: withdrawal.id },
      `withdrawal:${withdrawal.id}:transfer:0`,
    );
    await payWithdrawal(t.ctx, withdrawal.id);
    await payWithdrawal(t.ctx, withdrawal.id);
    expect(await transfersOfGroup(t.ctx, withdrawal.id)).toHaveLength(1);
    await providerMovesOn(t.ctx);
    expect(await findWithdrawal(t.ctx.db.db, withdrawal.id)).toMatchObject({ status: 'paid' });
    await expectLedgerHolds();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn, PAYOUT_TIME_ZONE } from '../../../domain/earnings';
import type { SandboxBankBehaviour } from '../../db/schema';
import { payWithdrawal } from './commands/pay-withdrawal';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { creditPaidView, ledgerTestContext, paidViewEvent } from './earnings.test-helpers';
import { settleNightlyJob } from './jobs/settle-nightly.job';
import { verifyLedger } from './ledger/verify-ledger';
import { setAutoPayout } from './payout-accounts.repository';
import { connectCreator, providerMovesOn, topUp } from './payouts.test-helpers';
import { balancesOf } from './queries/balances';
import { inFlightWithdrawalOf, withdrawalsOf } from './withdrawals.repository';

/**
 * A model of the whole money path (fast-check, PGlite and PostgreSQL): random sequences of paid
 * views, nights, withdrawals, worker runs, payouts that succeed or fail (even after being paid),
 * lost provider answers (a crash), platform top-ups. After each step the ledger verifies, nothing
 * is negative, each creator's buckets add up to what their views earned, at most one withdrawal is
 * on its way, and what reached the bank is what paid withdrawals say.
 */
const t = ledgerTestContext();
const BANKS: SandboxBankBehaviour[] = ['succeed', 'fail', 'fail_after_paid'];

const step = fc.oneof(
  fc.record({
    op: fc.constant('view' as const),
    creator: fc.nat(2),
    durationS: fc.constantFrom(61, 300, 600),
    // A burst of views at once (enough for a withdrawal within a short sequence).
    count: fc.constantFrom(1, 25),
  }),
  fc.record({ op: fc.constant('night' as const) }),
  { arbitrary: fc.record({ op: fc.constant('withdraw' as const), creator: fc.nat(2) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('work' as const) }), weight: 3 },
  fc.record({ op: fc.constant('crash' as const), creator: fc.nat(2) }),
  { arbitrary: fc.record({ op: fc.constant('provider' as const) }), weight: 3 },
  fc.record({ op: fc.constant('topUp' as const), cents: fc.constantFrom(30, 5000) }),
);

describe('a model of the money path', () => {
  it('keeps every invariant after any sequence of views, nights, withdrawals, failures and crashes', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 24 }), async (steps) => {
        run += 1;
        const creators = await Promise.all(
          BANKS.map(async (bank, i) => {
            const id = `model-${run}-${i}`;
            await connectCreator(t.ctx, id, bank);
            // Half the creators let the nightly job withdraw for them.
            if (i !== 1) await setAutoPayout(t.ctx.db.db, id, true);
            return id;
          }),
        );
        const earned = new Map(creators.map((c) => [c, 0]));
        // Per creator and Paris day; a night settles every day before the new one.
        const earnedOn = new Map(creators.map((c) => [c, new Map<string, number>()]));
        const today = () => dayIn(PAYOUT_TIME_ZONE, t.ctx.clock.now());
        let settledThrough = '';
        for (const s of steps) {
          const creator = 'creator' in s ? creators[s.creator]! : '';
          if (s.op === 'view') {
            for (let i = 0; i < s.count; i++) {
              const credited = await creditPaidView(
                t.ctx,
                paidViewEvent({
                  ownerId: creator,
                  videoDurationS: s.durationS,
                  validatedAt: t.ctx.clock.now().toISOString(),
                }),
              );
              expect(credited).not.toBeNull();
            }
            const cents = (s.durationS >= 600 ? 3 : s.durationS >= 300 ? 2 : 1) * s.count;
            earned.set(creator, earned.get(creator)! + cents);
            const days = earnedOn.get(creator)!;
            days.set(today(), (days.get(today()) ?? 0) + cents);
          } else if (s.op === 'night') {
            t.ctx.clock.advance(86_400_000);
            settledThrough = dayIn(PAYOUT_TIME_ZONE, new Date(t.ctx.clock.now().getTime() - 86_400_000));
            await settleNightlyJob.handle(t.ctx, {});
          } else if (s.op === 'withdraw') {
            await withdrawEarnings(t.ctx, { userId: creator, automatic: false, earningHeld: false }).catch(
              (e) => expect(e.status).toBe(409),
            );
          } else if (s.op === 'crash') {
            // The provider made the transfer; the worker died before recording it.
            const w = await inFlightWithdrawalOf(t.ctx.db.db, creator);
            if (w?.status === 'requested')
              await t.ctx.payouts
                .createTransfer(
                  { accountId: w.accountId, amountCents: w.amountCents, withdrawalId: w.id },
                  `withdrawal:${w.id}:transfer:${w.fundsRefusals}`,
                )
                .catch(() => undefined);
          } else if (s.op === 'work') {
            // The worker (the job, or the minute's sweep) moves every withdrawal on.
            for (const c of creators) {
              const w = await inFlightWithdrawalOf(t.ctx.db.db, c);
              if (w) await payWithdrawal(t.ctx, w.id);
            }
          } else if (s.op === 'provider') await providerMovesOn(t.ctx);
          else await topUp(t.ctx, s.cents);

          expect((await verifyLedger(t.ctx.db.db)).firstBad).toBeNull();
          for (const c of creators) {
            const b = await balancesOf(t.ctx.db.db, c, t.ctx.clock.now());
            const withdrawals = await withdrawalsOf(t.ctx.db.db, c);
            const paidOut = withdrawals
              .filter((w) => w.status === 'paid')
              .reduce((sum, w) => sum + w.amountCents, 0);
            expect(Math.min(b.pendingCents, b.withdrawableCents, b.inFlightCents)).toBeGreaterThanOrEqual(0);
            expect(b.totalEarnedCents).toBe(earned.get(c));
            expect(b.pendingCents + b.withdrawableCents + b.inFlightCents + paidOut).toBe(earned.get(c));
            expect(
              withdrawals.filter((w) => ['requested', 'transferred', 'failed'].includes(w.status)).length,
            ).toBeLessThanOrEqual(1);
            // Pending is exactly what was earned on days no night has settled yet.
            const unsettled = [...earnedOn.get(c)!].filter(([day]) => day > settledThrough);
            expect(b.pendingCents).toBe(unsettled.reduce((sum, [, cents]) => sum + cents, 0));
          }
        }
      }),
      { numRuns: 15, seed: 20261127 },
    );
  }, 300_000);
});

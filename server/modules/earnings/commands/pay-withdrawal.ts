import { WITHDRAWAL_UPDATED_EVENT } from '../../../../domain/api/earnings';
import {
  PayoutProviderError,
  PlatformFundsError,
  type ProviderPayout,
} from '../../../adapters/payouts/payout-provider';
import type { AppContext } from '../../../context';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { memberTopic } from '../../../realtime/hub';
import { notifyMembers } from '../../notifications/notifications.public';
import { presentWithdrawal } from '../earnings.presenter';
import { creatorAccount } from '../ledger/accounts';
import { appendEntry } from '../ledger/append-entry';
import { findWithdrawal, updateWithdrawal, type WithdrawalRow } from '../withdrawals.repository';

/**
 * Moves a withdrawal on from wherever it stopped — the job after a request, the minute's sweep after
 * a crash or a lost webhook, an event: `requested` → transfer and payout at the provider →
 * `transferred` → `paid`, or `failed` → transfer reversed → `reversed` (withdrawable again). Each
 * provider call carries a key derived from the withdrawal and is looked up first (findTransfer,
 * findPayout): a crash between the call and the commit never pays twice.
 */
export async function payWithdrawal(ctx: AppContext, withdrawalId: string): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db.db, withdrawalId);
  if (!withdrawal) return;
  if (withdrawal.status === 'requested') await transferAndPayOut(ctx, withdrawal);
  else if (withdrawal.status === 'transferred') {
    const payout = await ctx.payouts.getPayout(withdrawal.accountId, withdrawal.payoutId!);
    if (payout) await applyPayout(ctx, withdrawal.id, payout);
  } else if (withdrawal.status === 'failed') await reverseWithdrawal(ctx, withdrawal);
}

async function transferAndPayOut(ctx: AppContext, w: WithdrawalRow): Promise<void> {
  const input = { accountId: w.accountId, amountCents: w.amountCents, withdrawalId: w.id };
  let transfer = w.transferId ? { id: w.transferId } : await ctx.payouts.findTransfer(w.id);
  if (!transfer) {
    try {
      transfer = await ctx.payouts.createTransfer(input, `withdrawal:${w.id}:transfer:${w.fundsRefusals}`);
    } catch (error) {
      if (!(error instanceof PlatformFundsError)) throw error;
      // Nothing moved: the minute's sweep tries again (a new attempt, a new key); the creator is told
      // once why it waits.
      await moveWithdrawal(
        ctx,
        w,
        'requested',
        { waitingForFunds: true, fundsRefusals: w.fundsRefusals + 1 },
        async (scope) => {
          if (!w.waitingForFunds)
            await notifyMembers(ctx, scope, [
              {
                userId: w.userId,
                kind: 'payout_blocked',
                data: { reason: 'waiting_for_platform_funds' },
                dedupKey: `payout_blocked:${w.id}:funds`,
              },
            ]);
        },
      );
      return;
    }
  }
  if (!w.transferId)
    await updateWithdrawal(ctx.db.db, w.id, 'requested', { transferId: transfer.id, waitingForFunds: false });
  let payout: ProviderPayout;
  try {
    payout =
      (await ctx.payouts.findPayout(w.accountId, w.id)) ??
      (await ctx.payouts.createPayout(input, `withdrawal:${w.id}:payout`));
  } catch (error) {
    // The account can no longer receive payouts (restricted since the request): give the money back.
    const account = await ctx.payouts.getAccount(w.accountId).catch(() => null);
    if (!(error instanceof PayoutProviderError) || !account || account.payoutsEnabled) throw error;
    await moveWithdrawal(ctx, w, 'requested', {
      status: 'failed',
      transferId: transfer.id,
      failedAt: ctx.clock.now(),
      failureCode: 'payouts_disabled',
      failureMessage: account.disabledReason,
    });
    return reverseWithdrawal(ctx, (await findWithdrawal(ctx.db.db, w.id))!);
  }
  await moveWithdrawal(ctx, w, 'requested', {
    status: 'transferred',
    transferId: transfer.id,
    payoutId: payout.id,
    transferredAt: ctx.clock.now(),
    waitingForFunds: false,
  });
  await applyPayout(ctx, w.id, payout);
}

/**
 * What the provider says of the withdrawal's payout now (read again from it, never from an event's
 * body): paid → in flight becomes paid out; failed or canceled — even after it was paid — → failed,
 * then reversed.
 */
export async function applyPayout(
  ctx: AppContext,
  withdrawalId: string,
  payout: ProviderPayout,
): Promise<void> {
  const w = await findWithdrawal(ctx.db.db, withdrawalId);
  if (!w || w.payoutId !== payout.id) return;
  if (payout.status === 'paid' && w.status === 'transferred') {
    await moveWithdrawal(
      ctx,
      w,
      'transferred',
      { status: 'paid', paidAt: ctx.clock.now() },
      async (scope) => {
        await appendEntry(scope.tx, ctx.clock, {
          kind: 'withdrawal_paid',
          idempotencyKey: `withdrawal:${w.id}:paid`,
          postings: [
            { account: creatorAccount(w.userId, 'in-flight'), amountCents: -w.amountCents },
            { account: creatorAccount(w.userId, 'paid-out'), amountCents: w.amountCents },
          ],
          details: { withdrawalId: w.id, payoutId: payout.id },
        });
        await notifyMembers(ctx, scope, [
          {
            userId: w.userId,
            kind: 'payout_paid',
            data: { withdrawalId: w.id, amountCents: w.amountCents },
            dedupKey: `payout_paid:${w.id}`,
          },
        ]);
      },
    );
    return;
  }
  if (
    (payout.status === 'failed' || payout.status === 'canceled') &&
    (w.status === 'transferred' || w.status === 'paid')
  ) {
    const failed = await moveWithdrawal(ctx, w, w.status, {
      status: 'failed',
      failedAt: ctx.clock.now(),
      failureCode: payout.failureCode ?? payout.status,
      failureMessage: payout.failureMessage,
    });
    if (failed) await reverseWithdrawal(ctx, (await findWithdrawal(ctx.db.db, w.id))!);
  }
}

/** A failed withdrawal's transfer taken back, and its amount withdrawable again. */
async function reverseWithdrawal(ctx: AppContext, w: WithdrawalRow): Promise<void> {
  const transfer = await ctx.payouts.findTransfer(w.id);
  if (transfer && transfer.reversedCents < transfer.amountCents)
    await ctx.payouts.reverseTransfer(transfer.id, `withdrawal:${w.id}:reversal`);
  // Paid then failed: the money had reached paid-out; otherwise it was still in flight.
  const from = w.paidAt ? 'paid-out' : 'in-flight';
  await moveWithdrawal(
    ctx,
    w,
    'failed',
    { status: 'reversed', reversedAt: ctx.clock.now() },
    async (scope) => {
      await appendEntry(scope.tx, ctx.clock, {
        kind: 'withdrawal_reversed',
        idempotencyKey: `withdrawal:${w.id}:reversed`,
        postings: [
          { account: creatorAccount(w.userId, from), amountCents: -w.amountCents },
          { account: creatorAccount(w.userId, 'withdrawable'), amountCents: w.amountCents },
        ],
        details: { withdrawalId: w.id, failureCode: w.failureCode },
      });
      await notifyMembers(ctx, scope, [
        {
          userId: w.userId,
          kind: 'payout_failed',
          data: { withdrawalId: w.id, amountCents: w.amountCents, failureCode: w.failureCode },
          dedupKey: `payout_failed:${w.id}`,
        },
      ]);
    },
  );
}

/**
 * Changes the withdrawal from `from` (false, with nothing written, when another run moved it first),
 * with the ledger and notices in the same transaction; the creator's open dashboards hear of it.
 */
async function moveWithdrawal(
  ctx: AppContext,
  w: WithdrawalRow,
  from: WithdrawalRow['status'],
  changes: Partial<WithdrawalRow>,
  alsoInside?: (scope: TransactionScope) => Promise<void>,
): Promise<boolean> {
  return withTransaction(ctx, async (scope) => {
    if (!(await updateWithdrawal(scope.tx, w.id, from, changes))) return false;
    await alsoInside?.(scope);
    const updated = (await findWithdrawal(scope.tx, w.id))!;
    scope.afterCommit(() =>
      ctx.realtime.publish(memberTopic(w.userId), {
        type: WITHDRAWAL_UPDATED_EVENT,
        withdrawal: presentWithdrawal(updated),
      }),
    );
    return true;
  });
}

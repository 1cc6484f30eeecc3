import { payoutAccountState } from '../../../../domain/payouts';
import { PayoutProviderError } from '../../../adapters/payouts/payout-provider';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import {
  findPayoutAccount,
  insertPayoutAccount,
  savePayoutAccountStatus,
} from '../payout-accounts.repository';
import { inFlightWithdrawalOf } from '../withdrawals.repository';
import { payWithdrawal } from './pay-withdrawal';

/** Connected accounts are made in this country unless the operator says otherwise (Stripe requires one). */
const DEFAULT_PAYOUT_COUNTRY = 'FR';

/** A provider failure as the API answers it (502 payout_provider_error, the provider's text logged). */
export async function atProvider<T>(ctx: AppContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError || !(error instanceof PayoutProviderError)) throw error;
    ctx.logger.warn({ err: error }, 'payout provider call failed');
    throw new AppError(502, 'payout_provider_error', 'The payment provider could not process the request.');
  }
}

/**
 * POST /api/earnings/connect: the creator's connected account, made on first use (one per creator:
 * the provider's idempotency key and the table's primary key make two tabs one account), then a
 * fresh single-use onboarding link while information is due, or the provider's dashboard once
 * connected. Only for the signed-in owner: the account is always the caller's own.
 */
export async function connectPayoutAccount(
  ctx: AppContext,
  input: { userId: string; email: string },
): Promise<{ url: string }> {
  return atProvider(ctx, async () => {
    let account = await findPayoutAccount(ctx.db.db, input.userId);
    if (!account) {
      const accountId = await ctx.payouts.createAccount(
        { userId: input.userId, email: input.email, country: DEFAULT_PAYOUT_COUNTRY },
        `payout-account:${input.userId}`,
      );
      const status = await ctx.payouts.getAccount(accountId);
      if (!status) throw new PayoutProviderError(`account ${accountId} not found right after its creation`);
      account = await insertPayoutAccount(ctx.db.db, {
        userId: input.userId,
        provider: ctx.payouts.name,
        status,
        now: ctx.clock.now(),
      });
    }
    if (payoutAccountState(account) === 'connected') return ctx.payouts.loginLink(account.accountId);
    const back = `${ctx.config.publicUrl.replace(/\/$/, '')}/dashboard`;
    const link = await ctx.payouts.onboardingLink(account.accountId, {
      refreshUrl: `${back}?payouts=refresh`,
      returnUrl: `${back}?payouts=return`,
    });
    return { url: link.url };
  });
}

/**
 * POST /api/earnings/sync: the account and the withdrawal on its way read again from the provider
 * (a webhook may be late or lost); the caller then answers the fresh summary.
 */
export async function syncPayouts(ctx: AppContext, userId: string): Promise<void> {
  await atProvider(ctx, async () => {
    const account = await findPayoutAccount(ctx.db.db, userId);
    if (account) await refreshPayoutAccount(ctx, account.accountId);
    const inFlight = await inFlightWithdrawalOf(ctx.db.db, userId);
    if (inFlight) await payWithdrawal(ctx, inFlight.id);
  });
}

/** What the provider says of an account now, stored (sync, `account.updated`). */
export async function refreshPayoutAccount(ctx: AppContext, accountId: string): Promise<void> {
  const status = await ctx.payouts.getAccount(accountId);
  if (status) await savePayoutAccountStatus(ctx.db.db, status, ctx.clock.now());
}

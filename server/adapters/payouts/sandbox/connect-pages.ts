import type {
  SandboxBankInput,
  SandboxOnboarding,
  SandboxOnboardingInput,
  SandboxOnboardingResult,
  SandboxPayoutDashboard,
} from '../../../../domain/api/sandbox-payouts';
import type { SandboxConnectAccountRow } from '../../../db/schema';
import { AppError, NotFoundError } from '../../../errors';
import type { SandboxDeps } from '../../payments/sandbox/sandbox-billing-cycle';
import { changeBankAccount, completeOnboarding, readLink } from './connect-accounts';
import { accountPayouts } from './connect-money';

/**
 * What the sandbox's hosted Connect pages show and do: the onboarding form behind an Account Link
 * and the account's dashboard behind a login link. The token is the capability; the routes also
 * check that a signed-in visitor is the account's member.
 */

/** The onboarding page: the form, or (expired or used) where Kinora makes a fresh link. */
export async function readOnboarding(
  deps: SandboxDeps,
  token: string,
): Promise<{ view: SandboxOnboarding; userId: string | null }> {
  const link = await readLink(deps, token, 'onboarding');
  if (link.state === 'missing') throw new NotFoundError('No such onboarding link.');
  if (link.state === 'expired')
    return { view: { state: 'expired', refreshUrl: link.refreshUrl ?? '' }, userId: null };
  return {
    view: {
      state: 'open',
      email: link.account.email,
      country: link.account.country,
      returnUrl: link.returnUrl ?? '',
    },
    userId: link.account.userId,
  };
}

export async function submitOnboarding(
  deps: SandboxDeps,
  token: string,
  form: SandboxOnboardingInput,
): Promise<SandboxOnboardingResult> {
  const result = await completeOnboarding(deps, token, form);
  return { connected: result.connected, redirectUrl: result.redirectUrl ?? '' };
}

/** The dashboard's account; an expired login link is 410 (Kinora makes a new one). */
export async function dashboardAccount(deps: SandboxDeps, token: string): Promise<SandboxConnectAccountRow> {
  const link = await readLink(deps, token, 'login');
  if (link.state === 'missing') throw new NotFoundError('No such dashboard link.');
  if (link.state === 'expired')
    throw new AppError(
      410,
      'sandbox_link_expired',
      'This dashboard link expired: open it again from Kinora.',
    );
  return link.account;
}

export async function readDashboard(
  deps: SandboxDeps,
  account: SandboxConnectAccountRow,
): Promise<SandboxPayoutDashboard> {
  const payouts = await accountPayouts(deps, account.id);
  return {
    email: account.email,
    holderName: account.holderName,
    bankLast4: account.bankLast4,
    bank: account.bankBehaviour,
    destinationChangedAt: account.destinationChangedAt?.toISOString() ?? null,
    payouts: payouts.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      arrivalDate: p.arrivalDate.toISOString(),
      failureCode: p.failureCode,
      failureMessage: p.failureMessage,
    })),
  };
}

export async function changeDashboardBank(
  deps: SandboxDeps,
  account: SandboxConnectAccountRow,
  input: SandboxBankInput,
): Promise<SandboxPayoutDashboard> {
  const changed = await changeBankAccount(deps, account.id, { iban: input.iban, behaviour: input.bank });
  return readDashboard(deps, changed);
}

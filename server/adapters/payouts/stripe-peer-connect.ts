import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { sandboxPayouts } from '../../db/schema';
import type { SandboxDeps } from '../payments/sandbox/sandbox-billing-cycle';
import {
  createConnectAccount,
  createLoginLink,
  createOnboardingLink,
  findConnectAccount,
} from './sandbox/connect-accounts';
import {
  ConnectRefusal,
  createConnectPayout,
  createConnectTransfer,
  findConnectPayout,
  findTransfer,
  platformBalanceCents,
  reverseConnectTransfer,
  transfersOfGroup,
} from './sandbox/connect-money';
import { accountObject, payoutObject, transferObject } from './sandbox/connect-objects';

/**
 * The Connect part of the local Stripe peer (stripe-peer.ts): accounts, Account Links, login links,
 * the platform balance, transfers and their reversals, and payouts on a connected account (the
 * `Stripe-Account` header), backed by the sandbox payout engine so both providers behave the same.
 * Returns undefined for a request it does not know; refusals are ConnectRefusal (Stripe's 4xx).
 */

/** The hosted pages' URLs end with the sandbox link's token (tests complete onboarding with it). */
export const peerOnboardingUrl = (accountId: string, token: string) =>
  `https://connect.stripe.com/setup/e/${accountId}/${token}`;

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
const missing = (what: string) => new ConnectRefusal('resource_missing', `No such ${what}`);
const amountOf = (value: string | undefined) => {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new ConnectRefusal('parameter_invalid_integer', 'Invalid positive integer: amount');
  return amount;
};

export async function handleConnect(
  deps: SandboxDeps,
  request: {
    method: string;
    path: string;
    params: Record<string, string>;
    key: string;
    stripeAccount: string | null;
  },
): Promise<unknown> {
  const { method, path, params: p, key, stripeAccount } = request;
  if (method === 'POST' && path === '/v1/accounts') {
    if (p.type !== 'express' || p['capabilities[transfers][requested]'] !== 'true')
      throw new ConnectRefusal('parameter_invalid', 'Express accounts with the transfers capability only.');
    const id = await createConnectAccount(
      deps,
      { userId: p['metadata[userId]'] ?? '', email: p.email ?? '', country: p.country ?? 'FR' },
      key,
    );
    return accountObject((await findConnectAccount(deps, id))!);
  }
  const accountMatch = /^\/v1\/accounts\/(acct_\w+)(\/login_links)?$/.exec(path);
  if (accountMatch) {
    const account = await findConnectAccount(deps, accountMatch[1]!);
    if (!account) throw missing('account');
    if (method === 'GET' && !accountMatch[2]) return accountObject(account);
    if (method === 'POST' && accountMatch[2]) {
      const { url } = await createLoginLink(deps, account.id);
      const token = url.split('/').at(-1)!;
      return {
        object: 'login_link',
        created: Math.floor(deps.clock.now().getTime() / 1000),
        url: `https://connect.stripe.com/express/${token}`,
      };
    }
  }
  if (method === 'POST' && path === '/v1/account_links') {
    if (p.type !== 'account_onboarding') throw new ConnectRefusal('parameter_invalid', 'Invalid type');
    if (!(await findConnectAccount(deps, p.account ?? ''))) throw missing('account');
    const link = await createOnboardingLink(deps, p.account!, {
      refreshUrl: p.refresh_url ?? '',
      returnUrl: p.return_url ?? '',
    });
    return {
      object: 'account_link',
      created: Math.floor(deps.clock.now().getTime() / 1000),
      expires_at: Math.floor(link.expiresAt.getTime() / 1000),
      url: peerOnboardingUrl(p.account!, link.id),
    };
  }
  if (method === 'GET' && path === '/v1/balance') {
    const available = await platformBalanceCents(deps.db.db);
    return {
      object: 'balance',
      available: [{ amount: available, currency: 'eur' }],
      pending: [],
      livemode: false,
    };
  }
  if (method === 'POST' && path === '/v1/transfers') {
    if (p.currency !== 'eur') throw new ConnectRefusal('parameter_invalid', 'Invalid currency');
    const transfer = await createConnectTransfer(
      deps,
      {
        accountId: p.destination ?? '',
        amountCents: amountOf(p.amount),
        transferGroup: p.transfer_group ?? '',
      },
      key,
    );
    return transferObject(transfer);
  }
  if (method === 'GET' && path === '/v1/transfers') {
    const rows = await transfersOfGroup(deps, p.transfer_group ?? '');
    return list(rows.reverse().map(transferObject), path);
  }
  const reversalMatch = /^\/v1\/transfers\/(tr_\w+)\/reversals$/.exec(path);
  if (reversalMatch && method === 'POST') {
    const reversal = await reverseConnectTransfer(deps, reversalMatch[1]!, key);
    return {
      id: reversal.id,
      object: 'transfer_reversal',
      amount: reversal.amountCents,
      currency: 'eur',
      transfer: reversalMatch[1],
    };
  }
  const transferMatch = /^\/v1\/transfers\/(tr_\w+)$/.exec(path);
  if (transferMatch && method === 'GET') {
    const transfer = await findTransfer(deps, transferMatch[1]!);
    if (!transfer) throw missing('transfer');
    return transferObject(transfer);
  }
  if (path.startsWith('/v1/payouts')) {
    if (!stripeAccount)
      throw new ConnectRefusal(
        'parameter_missing',
        'Payouts are made on a connected account (Stripe-Account).',
      );
    if (method === 'POST' && path === '/v1/payouts') {
      if (p.currency !== 'eur') throw new ConnectRefusal('parameter_invalid', 'Invalid currency');
      const payout = await createConnectPayout(
        deps,
        {
          accountId: stripeAccount,
          amountCents: amountOf(p.amount),
          withdrawalId: p['metadata[withdrawalId]'] ?? '',
        },
        key,
      );
      return payoutObject(payout);
    }
    if (method === 'GET' && path === '/v1/payouts') {
      const rows = await deps.db.db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.accountId, stripeAccount))
        .orderBy(desc(sandboxPayouts.createdAt));
      return list(rows.map(payoutObject), path);
    }
    const payoutMatch = /^\/v1\/payouts\/(po_\w+)$/.exec(path);
    if (payoutMatch && method === 'GET') {
      const payout = await findConnectPayout(deps, stripeAccount, payoutMatch[1]!);
      if (!payout) throw missing('payout');
      return payoutObject(payout);
    }
  }
  return undefined;
}

export const peerRequestId = () => `req_${randomBytes(6).toString('hex')}`;

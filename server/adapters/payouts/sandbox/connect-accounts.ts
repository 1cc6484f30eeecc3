import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  type SandboxBankBehaviour,
  type SandboxConnectAccountRow,
  sandboxConnectAccounts,
  sandboxConnectLinks,
} from '../../../db/schema';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { NotFoundError } from '../../../errors';
import type { SandboxDeps } from '../../payments/sandbox/sandbox-billing-cycle';
import { randomId } from '../../payments/sandbox/sandbox-events';
import { once } from '../../payments/sandbox/sandbox-idempotency';
import { emitConnectEvent } from './connect-events';
import { accountObject, bankAccountObject } from './connect-objects';

/** Connected accounts, their onboarding and login links, and their bank accounts (Connect test mode). */

/** What a new Express account must provide (Stripe's currently_due before onboarding). */
export const ONBOARDING_REQUIREMENTS = [
  'external_account',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
];
/** Account Links expire a few minutes after creation (Stripe); the page is refreshed through Kinora. */
export const ONBOARDING_LINK_TTL_MS = 15 * 60_000;
export const LOGIN_LINK_TTL_MS = 60 * 60_000;

export async function createConnectAccount(
  deps: SandboxDeps,
  input: { userId: string; email: string; country: string },
  idempotencyKey: string,
): Promise<string> {
  return withTransaction(deps, ({ tx }) =>
    once(tx, `connect-account:${idempotencyKey}`, async () => {
      const id = randomId('acct_');
      await tx.insert(sandboxConnectAccounts).values({
        id,
        userId: input.userId,
        email: input.email,
        country: input.country.toUpperCase(),
        requirementsDue: ONBOARDING_REQUIREMENTS,
        disabledReason: 'requirements.past_due',
        createdAt: deps.clock.now(),
      });
      return id;
    }),
  );
}

export async function findConnectAccount(
  deps: Pick<SandboxDeps, 'db'>,
  id: string,
): Promise<SandboxConnectAccountRow | null> {
  const [row] = await deps.db.db
    .select()
    .from(sandboxConnectAccounts)
    .where(eq(sandboxConnectAccounts.id, id));
  return row ?? null;
}

const pageUrl = (deps: SandboxDeps, page: 'onboarding' | 'payouts', token: string) =>
  `${deps.config.publicUrl}/sandbox/${page}/${token}`;

/** A fresh single-use onboarding link (Account Link of type account_onboarding). */
export async function createOnboardingLink(
  deps: SandboxDeps,
  accountId: string,
  urls: { refreshUrl: string; returnUrl: string },
): Promise<{ id: string; url: string; expiresAt: Date }> {
  if (!(await findConnectAccount(deps, accountId))) throw new NotFoundError('No such account.');
  const now = deps.clock.now();
  const link = {
    id: randomId('acl_'),
    accountId,
    kind: 'onboarding' as const,
    refreshUrl: urls.refreshUrl,
    returnUrl: urls.returnUrl,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONBOARDING_LINK_TTL_MS),
  };
  await deps.db.db.insert(sandboxConnectLinks).values(link);
  return { id: link.id, url: pageUrl(deps, 'onboarding', link.id), expiresAt: link.expiresAt };
}

/** The account's dashboard (Express login link); usable until it expires. */
export async function createLoginLink(deps: SandboxDeps, accountId: string): Promise<{ url: string }> {
  const account = await findConnectAccount(deps, accountId);
  if (!account) throw new NotFoundError('No such account.');
  const now = deps.clock.now();
  const id = randomId('lnk_');
  await deps.db.db.insert(sandboxConnectLinks).values({
    id,
    accountId,
    kind: 'login',
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_LINK_TTL_MS),
  });
  return { url: pageUrl(deps, 'payouts', id) };
}

export type LinkState =
  | { state: 'open'; account: SandboxConnectAccountRow; returnUrl: string | null; refreshUrl: string | null }
  | { state: 'expired'; refreshUrl: string | null }
  | { state: 'missing' };

/** A link by its token: open, expired or used (→ its refresh URL), or unknown. */
export async function readLink(
  deps: SandboxDeps,
  token: string,
  kind: 'onboarding' | 'login',
): Promise<LinkState> {
  const [link] = await deps.db.db
    .select()
    .from(sandboxConnectLinks)
    .where(and(eq(sandboxConnectLinks.id, token), eq(sandboxConnectLinks.kind, kind)));
  if (!link) return { state: 'missing' };
  if (link.usedAt || link.expiresAt <= deps.clock.now())
    return { state: 'expired', refreshUrl: link.refreshUrl };
  const account = (await findConnectAccount(deps, link.accountId))!;
  return { state: 'open', account, returnUrl: link.returnUrl, refreshUrl: link.refreshUrl };
}

export interface OnboardingForm {
  name: string;
  country: string;
  iban: string;
  bank: SandboxBankBehaviour;
}

/**
 * Submits the onboarding form: uses the link up (single use), connects the account with its bank
 * account and announces it (account.updated). Returns where to send the member: the return URL, or
 * the refresh URL when the link expired or was used meanwhile.
 */
export async function completeOnboarding(
  deps: SandboxDeps,
  token: string,
  form: OnboardingForm,
): Promise<{ connected: boolean; redirectUrl: string | null }> {
  return withTransaction(deps, async (scope) => {
    const now = deps.clock.now();
    const [link] = await scope.tx
      .select()
      .from(sandboxConnectLinks)
      .where(and(eq(sandboxConnectLinks.id, token), eq(sandboxConnectLinks.kind, 'onboarding')))
      .for('update');
    if (!link) throw new NotFoundError('No such onboarding link.');
    if (link.usedAt || link.expiresAt <= now) return { connected: false, redirectUrl: link.refreshUrl };
    await scope.tx.update(sandboxConnectLinks).set({ usedAt: now }).where(eq(sandboxConnectLinks.id, token));
    const [account] = await scope.tx
      .update(sandboxConnectAccounts)
      .set({
        holderName: form.name,
        country: form.country.toUpperCase(),
        detailsSubmitted: true,
        bankLast4: form.iban.replace(/\s/g, '').slice(-4),
        bankBehaviour: form.bank,
        requirementsDue: [],
        requirementsDeadline: null,
        disabledReason: null,
      })
      .where(eq(sandboxConnectAccounts.id, link.accountId))
      .returning();
    await emitConnectEvent(scope, 'account.updated', accountObject(account!), now, account!.id);
    return { connected: true, redirectUrl: link.returnUrl };
  });
}

/** Replaces the bank account (from the account's dashboard): the destination changed, two events. */
export async function changeBankAccount(
  deps: SandboxDeps,
  accountId: string,
  bank: { iban: string; behaviour: SandboxBankBehaviour },
): Promise<SandboxConnectAccountRow> {
  return withTransaction(deps, async (scope) => {
    const now = deps.clock.now();
    const [account] = await scope.tx
      .update(sandboxConnectAccounts)
      .set({
        bankLast4: bank.iban.replace(/\s/g, '').slice(-4),
        bankBehaviour: bank.behaviour,
        destinationChangedAt: now,
      })
      .where(and(eq(sandboxConnectAccounts.id, accountId), eq(sandboxConnectAccounts.detailsSubmitted, true)))
      .returning();
    if (!account) throw new NotFoundError('No such onboarded account.');
    await emitConnectEvent(
      scope,
      'account.external_account.updated',
      bankAccountObject(account),
      now,
      accountId,
    );
    await emitConnectEvent(scope, 'account.updated', accountObject(account), now, accountId);
    return account;
  });
}

/**
 * Asks a connected account for more information (what Stripe does on its own, e.g. identity checks):
 * due by `deadline`, or disabled now with `disabledReason`. Test mode only: tests and the peer.
 */
export async function requireAccountInformation(
  deps: SandboxDeps,
  accountId: string,
  input: { requirementsDue: string[]; deadline: Date | null; disabledReason: string | null },
): Promise<SandboxConnectAccountRow> {
  return withTransaction(deps, async (scope) => {
    const [account] = await scope.tx
      .update(sandboxConnectAccounts)
      .set({
        requirementsDue: input.requirementsDue,
        requirementsDeadline: input.deadline,
        disabledReason: input.disabledReason,
      })
      .where(eq(sandboxConnectAccounts.id, accountId))
      .returning();
    if (!account) throw new NotFoundError('No such account.');
    await emitConnectEvent(scope, 'account.updated', accountObject(account), deps.clock.now(), accountId);
    return account;
  });
}

/** Accounts whose deadline passed with information still due are disabled (requirements.past_due). */
export async function disableOverdueAccounts(deps: SandboxDeps): Promise<number> {
  const now = deps.clock.now();
  const overdue = await deps.db.db
    .select({ id: sandboxConnectAccounts.id })
    .from(sandboxConnectAccounts)
    .where(
      and(
        isNotNull(sandboxConnectAccounts.requirementsDeadline),
        lte(sandboxConnectAccounts.requirementsDeadline, now),
        sql`jsonb_array_length(${sandboxConnectAccounts.requirementsDue}) > 0`,
        sql`${sandboxConnectAccounts.disabledReason} is null`,
      ),
    );
  for (const { id } of overdue) await withTransaction(deps, (scope) => disableOverdue(scope, id, now));
  return overdue.length;
}

async function disableOverdue(scope: TransactionScope, id: string, now: Date): Promise<void> {
  const [account] = await scope.tx
    .update(sandboxConnectAccounts)
    .set({ disabledReason: 'requirements.past_due' })
    .where(and(eq(sandboxConnectAccounts.id, id), sql`${sandboxConnectAccounts.disabledReason} is null`))
    .returning();
  if (account) await emitConnectEvent(scope, 'account.updated', accountObject(account), now, id);
}

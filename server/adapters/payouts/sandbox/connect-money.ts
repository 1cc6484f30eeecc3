import { and, asc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type SandboxPayoutRow,
  type SandboxTransferRow,
  sandboxConnectAccounts,
  sandboxInvoices,
  sandboxPayouts,
  sandboxPlatformTopups,
  sandboxTransferReversals,
  sandboxTransfers,
} from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import type { SandboxDeps } from '../../payments/sandbox/sandbox-billing-cycle';
import { randomId } from '../../payments/sandbox/sandbox-events';
import { once } from '../../payments/sandbox/sandbox-idempotency';
import { PlatformFundsError } from '../payout-provider';
import { emitConnectEvent } from './connect-events';
import { accountEnabled, payoutObject } from './connect-objects';

/**
 * The platform's balance, transfers to connected accounts, their reversals and payouts to the
 * accounts' banks (Connect test mode), in euro cents. Payouts move on the platform clock
 * (runDuePayouts, from the sandbox clock job): paid or failed `payoutDelayMs` after creation, and a
 * "fails after paid" bank fails them again the same delay after they were paid.
 */

/** A refusal the provider answers with (Stripe's 4xx error code). */
export class ConnectRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long a sandbox payout takes to settle (SANDBOX_PAYOUT_DELAY_S; one minute by default). */
export const payoutDelayMs = (deps: Pick<SandboxDeps, 'config'>) =>
  (deps.config.payments.provider === 'sandbox' ? (deps.config.payments.payoutDelayS ?? 60) : 60) * 1000;

const PLATFORM_LOCK = 'sandbox-connect-platform-balance';
const lockPlatform = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${PLATFORM_LOCK}, 0))`);

const sumInt = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${expr}), 0)::bigint`;

/** Paid Premium invoices − refunds − transfers + reversals + top-ups. */
export async function platformBalanceCents(tx: Database): Promise<number> {
  const [invoices] = await tx
    .select({ cents: sumInt(sql`${sandboxInvoices.amountPaidCents} - ${sandboxInvoices.refundedCents}`) })
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.status, 'paid'));
  const [transfers] = await tx
    .select({ cents: sumInt(sql`${sandboxTransfers.amountCents} - ${sandboxTransfers.reversedCents}`) })
    .from(sandboxTransfers);
  const [topups] = await tx
    .select({ cents: sumInt(sql`${sandboxPlatformTopups.amountCents}`) })
    .from(sandboxPlatformTopups);
  return Number(invoices?.cents ?? 0) - Number(transfers?.cents ?? 0) + Number(topups?.cents ?? 0);
}

/** A connected account's balance: transfers kept − payouts not failed. */
export async function accountBalanceCents(tx: Database, accountId: string): Promise<number> {
  const [transfers] = await tx
    .select({ cents: sumInt(sql`${sandboxTransfers.amountCents} - ${sandboxTransfers.reversedCents}`) })
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.accountId, accountId));
  const [payouts] = await tx
    .select({ cents: sumInt(sql`${sandboxPayouts.amountCents}`) })
    .from(sandboxPayouts)
    .where(
      and(eq(sandboxPayouts.accountId, accountId), notInArray(sandboxPayouts.status, ['failed', 'canceled'])),
    );
  return Number(transfers?.cents ?? 0) - Number(payouts?.cents ?? 0);
}

/** An admin adds test money to the platform's balance. */
export async function topUpPlatform(
  deps: SandboxDeps,
  input: { amountCents: number; userId: string | null },
): Promise<number> {
  return withTransaction(deps, async ({ tx }) => {
    await lockPlatform(tx);
    await tx.insert(sandboxPlatformTopups).values({
      id: randomId('tu_'),
      amountCents: input.amountCents,
      userId: input.userId,
      createdAt: deps.clock.now(),
    });
    return platformBalanceCents(tx);
  });
}

type TransferAnswer =
  | { transfer: SandboxTransferRow }
  | { insufficient: { needed: number; available: number } };

/**
 * A transfer from the platform to an enabled account. Like Stripe, a refusal for funds is the
 * key's answer too: the same key replays it, a new attempt needs a new key.
 */
export async function createConnectTransfer(
  deps: SandboxDeps,
  input: { accountId: string; amountCents: number; transferGroup: string },
  idempotencyKey: string,
): Promise<SandboxTransferRow> {
  const answer = await withTransaction(deps, ({ tx }) =>
    once<TransferAnswer>(tx, `connect-transfer:${idempotencyKey}`, async () => {
      const [account] = await tx
        .select()
        .from(sandboxConnectAccounts)
        .where(eq(sandboxConnectAccounts.id, input.accountId));
      if (!account) throw new ConnectRefusal('resource_missing', `No such destination: '${input.accountId}'`);
      if (!accountEnabled(account))
        throw new ConnectRefusal(
          'insufficient_capabilities_for_transfer',
          'The destination account needs the transfers capability enabled.',
        );
      await lockPlatform(tx);
      const available = await platformBalanceCents(tx);
      if (available < input.amountCents) return { insufficient: { needed: input.amountCents, available } };
      const [transfer] = await tx
        .insert(sandboxTransfers)
        .values({ id: randomId('tr_'), ...input, createdAt: deps.clock.now() })
        .returning();
      return { transfer: transfer! };
    }),
  );
  if ('insufficient' in answer)
    throw new PlatformFundsError(answer.insufficient.needed, answer.insufficient.available);
  return revive(answer.transfer);
}

/** Rows replayed from the idempotency store come back as JSON: dates are strings again. */
function revive<T extends { createdAt: Date }>(row: T): T {
  return { ...row, createdAt: new Date(row.createdAt) };
}

export async function transfersOfGroup(
  deps: Pick<SandboxDeps, 'db'>,
  group: string,
): Promise<SandboxTransferRow[]> {
  return deps.db.db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.transferGroup, group))
    .orderBy(asc(sandboxTransfers.createdAt));
}

export async function findTransfer(
  deps: Pick<SandboxDeps, 'db'>,
  id: string,
): Promise<SandboxTransferRow | null> {
  const [row] = await deps.db.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, id));
  return row ?? null;
}

/** Takes the rest of a transfer back from the account (it must still hold it). Returns the reversal id. */
export async function reverseConnectTransfer(
  deps: SandboxDeps,
  transferId: string,
  idempotencyKey: string,
): Promise<{ id: string; amountCents: number }> {
  return withTransaction(deps, ({ tx }) =>
    once(tx, `connect-reversal:${idempotencyKey}`, async () => {
      const [transfer] = await tx
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.id, transferId))
        .for('update');
      if (!transfer) throw new ConnectRefusal('resource_missing', `No such transfer: '${transferId}'`);
      const amountCents = transfer.amountCents - transfer.reversedCents;
      if (amountCents <= 0)
        throw new ConnectRefusal('transfer_already_reversed', 'The transfer is fully reversed.');
      await lockAccount(tx, transfer.accountId);
      if ((await accountBalanceCents(tx, transfer.accountId)) < amountCents)
        throw new ConnectRefusal(
          'balance_insufficient',
          'The connected account no longer holds the transfer.',
        );
      const id = randomId('trr_');
      const now = deps.clock.now();
      await tx.insert(sandboxTransferReversals).values({ id, transferId, amountCents, createdAt: now });
      await tx
        .update(sandboxTransfers)
        .set({ reversedCents: transfer.amountCents })
        .where(eq(sandboxTransfers.id, transferId));
      return { id, amountCents };
    }),
  );
}

const lockAccount = (tx: Database, accountId: string) =>
  tx
    .select({ id: sandboxConnectAccounts.id })
    .from(sandboxConnectAccounts)
    .where(eq(sandboxConnectAccounts.id, accountId))
    .for('update');

/** A payout of part of the account's balance to its bank, for one withdrawal (payout.created). */
export async function createConnectPayout(
  deps: SandboxDeps,
  input: { accountId: string; amountCents: number; withdrawalId: string },
  idempotencyKey: string,
): Promise<SandboxPayoutRow> {
  const row = await withTransaction(deps, (scope) =>
    once(scope.tx, `connect-payout:${idempotencyKey}`, async () => {
      // Locked: payouts and reversals of one account queue, so its balance is never spent twice.
      const [account] = await scope.tx
        .select()
        .from(sandboxConnectAccounts)
        .where(eq(sandboxConnectAccounts.id, input.accountId))
        .for('update');
      if (!account) throw new ConnectRefusal('resource_missing', `No such account: '${input.accountId}'`);
      if (!accountEnabled(account) || !account.bankBehaviour)
        throw new ConnectRefusal('payouts_not_allowed', 'Payouts are not enabled on this account.');
      if ((await accountBalanceCents(scope.tx, input.accountId)) < input.amountCents)
        throw new ConnectRefusal('balance_insufficient', 'The account balance is too low for this payout.');
      const now = deps.clock.now();
      const settleAt = new Date(now.getTime() + payoutDelayMs(deps));
      const [payout] = await scope.tx
        .insert(sandboxPayouts)
        .values({
          id: randomId('po_'),
          ...input,
          status: 'pending',
          behaviour: account.bankBehaviour,
          arrivalDate: settleAt,
          nextStepAt: settleAt,
          createdAt: now,
        })
        .returning();
      await emitConnectEvent(scope, 'payout.created', payoutObject(payout!), now, input.accountId);
      return payout!;
    }),
  );
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    arrivalDate: new Date(row.arrivalDate),
    nextStepAt: row.nextStepAt && new Date(row.nextStepAt),
  };
}

export async function findConnectPayout(deps: Pick<SandboxDeps, 'db'>, accountId: string, payoutId: string) {
  const [row] = await deps.db.db
    .select()
    .from(sandboxPayouts)
    .where(and(eq(sandboxPayouts.id, payoutId), eq(sandboxPayouts.accountId, accountId)));
  return row ?? null;
}

export async function accountPayouts(
  deps: Pick<SandboxDeps, 'db'>,
  accountId: string,
): Promise<SandboxPayoutRow[]> {
  return deps.db.db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.accountId, accountId))
    .orderBy(sql`${sandboxPayouts.createdAt} desc, ${sandboxPayouts.id}`);
}

const BANK_FAILURE = { failureCode: 'account_closed', failureMessage: 'The bank account has been closed.' };

/** Moves every payout whose step is due (payout.paid, payout.failed). Returns the steps taken. */
export async function runDuePayouts(deps: SandboxDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.db
    .select({ id: sandboxPayouts.id })
    .from(sandboxPayouts)
    .where(
      and(
        isNotNull(sandboxPayouts.nextStepAt),
        lte(sandboxPayouts.nextStepAt, now),
        inArray(sandboxPayouts.status, ['pending', 'paid']),
      ),
    )
    .orderBy(asc(sandboxPayouts.nextStepAt));
  let steps = 0;
  for (const { id } of due)
    steps += await withTransaction(deps, async (scope) => {
      const [p] = await scope.tx.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).for('update');
      if (!p?.nextStepAt || p.nextStepAt > now) return 0;
      const fails = p.status === 'paid' || p.behaviour === 'fail';
      const paidThenFails = p.status === 'pending' && p.behaviour === 'fail_after_paid';
      const [moved] = await scope.tx
        .update(sandboxPayouts)
        .set(
          fails
            ? { status: 'failed', nextStepAt: null, ...BANK_FAILURE }
            : {
                status: 'paid',
                nextStepAt: paidThenFails ? new Date(now.getTime() + payoutDelayMs(deps)) : null,
              },
        )
        .where(eq(sandboxPayouts.id, id))
        .returning();
      await emitConnectEvent(
        scope,
        fails ? 'payout.failed' : 'payout.paid',
        payoutObject(moved!),
        now,
        p.accountId,
      );
      return 1;
    });
  return steps;
}

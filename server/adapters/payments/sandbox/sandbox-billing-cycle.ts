import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import {
  type SandboxCustomerRow,
  type SandboxInvoiceRow,
  type SandboxSubscriptionRow,
  sandboxCustomers,
  sandboxInvoices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { chargeStoredCard } from './sandbox-cards';
import { emitEvent, randomId } from './sandbox-events';
import { invoiceObject, subscriptionObject } from './sandbox-objects';
import { addMonths, customerNow, loadCustomer } from './sandbox-time';

/**
 * Renewals on the period boundary, failed payments and Stripe-like smart retries, against each
 * customer's own clock (test clocks). Every step is one transaction with its events.
 */

export type SandboxDeps = Pick<AppContext, 'db' | 'queue' | 'clock' | 'logger' | 'config'>;

/** Automatic retries of a failed renewal, in days after the first failure; after the last, it cancels. */
export const RETRY_DAYS = [1, 3, 5] as const;
const DAY_MS = 86_400_000;

const cardOf = (c: SandboxCustomerRow) => ({
  expMonth: c.cardExpMonth,
  expYear: c.cardExpYear,
  behaviour: c.cardBehaviour,
});

async function lockSubscription(tx: Database, id: string): Promise<SandboxSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, id))
    .for('update');
  return row ?? null;
}

async function saveSubscription(
  scope: TransactionScope,
  id: string,
  patch: Partial<SandboxSubscriptionRow>,
): Promise<SandboxSubscriptionRow> {
  const [row] = await scope.tx
    .update(sandboxSubscriptions)
    .set(patch)
    .where(eq(sandboxSubscriptions.id, id))
    .returning();
  return row!;
}

async function saveInvoice(
  scope: TransactionScope,
  id: string,
  patch: Partial<SandboxInvoiceRow>,
): Promise<SandboxInvoiceRow> {
  const [row] = await scope.tx
    .update(sandboxInvoices)
    .set(patch)
    .where(eq(sandboxInvoices.id, id))
    .returning();
  return row!;
}

/** Ends a subscription now (customer.subscription.deleted); voids what it still owes. */
export async function endSubscription(
  scope: TransactionScope,
  sub: SandboxSubscriptionRow,
  at: Date,
): Promise<SandboxSubscriptionRow> {
  const ended = await saveSubscription(scope, sub.id, { status: 'canceled', endedAt: at });
  await scope.tx
    .update(sandboxInvoices)
    .set({ status: 'void', nextPaymentAttempt: null })
    .where(and(eq(sandboxInvoices.subscriptionId, sub.id), eq(sandboxInvoices.status, 'open')));
  await emitEvent(scope, 'customer.subscription.deleted', subscriptionObject(ended), at, sub.customerId);
  return ended;
}

/** Marks an invoice paid (invoice.paid) and brings a past-due subscription back to active. */
async function markPaid(
  scope: TransactionScope,
  sub: SandboxSubscriptionRow,
  inv: SandboxInvoiceRow,
  at: Date,
): Promise<void> {
  const paid = await saveInvoice(scope, inv.id, {
    status: 'paid',
    amountPaidCents: inv.amountCents,
    attemptCount: inv.attemptCount + 1,
    nextPaymentAttempt: null,
    paidAt: at,
  });
  await emitEvent(scope, 'invoice.paid', invoiceObject(paid), at, sub.customerId);
  if (sub.status === 'past_due') {
    const active = await saveSubscription(scope, sub.id, { status: 'active' });
    await emitEvent(scope, 'customer.subscription.updated', subscriptionObject(active), at, sub.customerId);
  }
}

/**
 * Renews one subscription whose period ended for its customer's clock: ends it when cancelled at
 * period end, else opens the next period and charges the card (paid, or past due with retries).
 */
export async function renewSubscription(deps: SandboxDeps, subscriptionId: string): Promise<boolean> {
  return withTransaction(deps, async (scope) => {
    const sub = await lockSubscription(scope.tx, subscriptionId);
    const customer = sub && (await loadCustomer(scope.tx, sub.customerId));
    if (!sub || !customer || sub.status !== 'active') return false;
    const at = sub.currentPeriodEnd;
    if (at > customerNow(deps.clock, customer)) return false;
    if (sub.cancelAtPeriodEnd) {
      await endSubscription(scope, sub, at);
      return true;
    }
    const periodIndex = sub.periodIndex + 1;
    const period = { start: addMonths(sub.anchor, periodIndex), end: addMonths(sub.anchor, periodIndex + 1) };
    const [inv] = await scope.tx
      .insert(sandboxInvoices)
      .values({
        id: randomId('in_'),
        customerId: sub.customerId,
        subscriptionId: sub.id,
        plan: sub.plan,
        amountCents: sub.amountCents,
        status: 'open',
        periodStart: period.start,
        periodEnd: period.end,
        createdAt: at,
      })
      .returning();
    const decline = chargeStoredCard(cardOf(customer), at);
    const renewed = await saveSubscription(scope, sub.id, {
      periodIndex,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      status: decline ? 'past_due' : 'active',
    });
    if (decline) {
      const failed = await saveInvoice(scope, inv!.id, {
        attemptCount: 1,
        nextPaymentAttempt: new Date(at.getTime() + RETRY_DAYS[0] * DAY_MS),
      });
      await emitEvent(scope, 'invoice.payment_failed', invoiceObject(failed), at, sub.customerId);
    } else {
      await markPaid(scope, renewed, inv!, at);
    }
    await emitEvent(scope, 'customer.subscription.updated', subscriptionObject(renewed), at, sub.customerId);
    return true;
  });
}

/** An automatic retry of an open invoice that is due: paid, next retry planned, or the subscription ends. */
export async function retryInvoice(deps: SandboxDeps, invoiceId: string): Promise<boolean> {
  return withTransaction(deps, async (scope) => {
    const [inv] = await scope.tx
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.id, invoiceId))
      .for('update');
    if (inv?.status !== 'open' || !inv.nextPaymentAttempt) return false;
    const sub = await lockSubscription(scope.tx, inv.subscriptionId);
    const customer = sub && (await loadCustomer(scope.tx, inv.customerId));
    const at = inv.nextPaymentAttempt;
    if (!sub || !customer || at > customerNow(deps.clock, customer)) return false;
    if (!chargeStoredCard(cardOf(customer), at)) {
      await markPaid(scope, sub, inv, at);
      return true;
    }
    const attemptCount = inv.attemptCount + 1;
    const exhausted = attemptCount > RETRY_DAYS.length;
    const failed = await saveInvoice(scope, inv.id, {
      attemptCount,
      nextPaymentAttempt: exhausted
        ? null
        : new Date(inv.createdAt.getTime() + RETRY_DAYS[attemptCount - 1]! * DAY_MS),
    });
    await emitEvent(scope, 'invoice.payment_failed', invoiceObject(failed), at, sub.customerId);
    if (exhausted) await endSubscription(scope, sub, at);
    return true;
  });
}

/** The new card pays the customer's open invoices at once (portal card update). */
export async function payOpenInvoices(
  scope: TransactionScope,
  customer: SandboxCustomerRow,
  at: Date,
): Promise<void> {
  const open = await scope.tx
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.customerId, customer.id), eq(sandboxInvoices.status, 'open')))
    .orderBy(asc(sandboxInvoices.createdAt));
  for (const inv of open) {
    const sub = await lockSubscription(scope.tx, inv.subscriptionId);
    if (!sub) continue;
    if (!chargeStoredCard(cardOf(customer), at)) {
      await markPaid(scope, sub, inv, at);
    } else {
      const failed = await saveInvoice(scope, inv.id, { attemptCount: inv.attemptCount + 1 });
      await emitEvent(scope, 'invoice.payment_failed', invoiceObject(failed), at, customer.id);
    }
  }
}

/** Whatever is due for one customer (or all), earliest first: renewals and retries. */
async function nextDue(
  deps: SandboxDeps,
  customerId: string | null,
): Promise<{ kind: 'renewal' | 'retry'; id: string; at: Date } | null> {
  const now = deps.clock.now().toISOString();
  const customerNowSql = sql`${now}::timestamptz + ${sandboxCustomers.clockOffsetMs} * interval '1 millisecond'`;
  const [renewal] = await deps.db.db
    .select({ id: sandboxSubscriptions.id, at: sandboxSubscriptions.currentPeriodEnd })
    .from(sandboxSubscriptions)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
    .where(
      and(
        eq(sandboxSubscriptions.status, 'active'),
        sql`${sandboxSubscriptions.currentPeriodEnd} <= ${customerNowSql}`,
        customerId ? eq(sandboxSubscriptions.customerId, customerId) : undefined,
      ),
    )
    .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
    .limit(1);
  const [retry] = await deps.db.db
    .select({ id: sandboxInvoices.id, at: sandboxInvoices.nextPaymentAttempt })
    .from(sandboxInvoices)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxInvoices.customerId))
    .where(
      and(
        eq(sandboxInvoices.status, 'open'),
        sql`${sandboxInvoices.nextPaymentAttempt} <= ${customerNowSql}`,
        customerId ? eq(sandboxInvoices.customerId, customerId) : undefined,
      ),
    )
    .orderBy(asc(sandboxInvoices.nextPaymentAttempt))
    .limit(1);
  if (retry?.at && (!renewal || retry.at < renewal.at)) return { kind: 'retry', id: retry.id, at: retry.at };
  return renewal ? { kind: 'renewal', ...renewal } : null;
}

/** Bound on steps per run: a year of renewals and retries for many customers, never an endless loop. */
const MAX_STEPS = 10_000;

/**
 * Runs everything that became due (the clock job, every minute; and after a test-clock advance),
 * one step at a time in time order. Returns how many steps ran.
 */
export async function runDue(deps: SandboxDeps, customerId: string | null = null): Promise<number> {
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    const due = await nextDue(deps, customerId);
    if (!due) break;
    const ran =
      due.kind === 'renewal' ? await renewSubscription(deps, due.id) : await retryInvoice(deps, due.id);
    if (!ran) break;
  }
  return steps;
}

import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  type SandboxSubscriptionRow,
  sandboxCustomers,
  sandboxInvoices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, NotFoundError, RateLimitedError } from '../../../errors';
import type { ProviderSubscription } from '../payment-provider';
import { endSubscription, runDue, type SandboxDeps } from './sandbox-billing-cycle';
import { emitEvent, randomId } from './sandbox-events';
import { once } from './sandbox-idempotency';
import { chargeObject, subscriptionObject, testClockObject } from './sandbox-objects';
import { customerNow, loadCustomer } from './sandbox-time';

/** The sandbox's customers, subscriptions, cancellations, refunds and test clocks (Stripe's test mode). */

export async function createCustomer(
  deps: SandboxDeps,
  input: { userId: string; email: string },
  idempotencyKey: string,
): Promise<string> {
  return withTransaction(deps, ({ tx }) =>
    once(tx, `customer:${idempotencyKey}`, async () => {
      const id = randomId('cus_');
      await tx.insert(sandboxCustomers).values({ id, ...input, createdAt: deps.clock.now() });
      return id;
    }),
  );
}

/** Kinora's view of a subscription, with its first payment and refunds. */
export async function toProviderSubscription(
  deps: Pick<SandboxDeps, 'db' | 'clock'>,
  sub: SandboxSubscriptionRow,
): Promise<ProviderSubscription> {
  const customer = await loadCustomer(deps.db.db, sub.customerId);
  const [paid] = await deps.db.db
    .select({
      firstPaidAt: sql<string | null>`min(${sandboxInvoices.paidAt})`,
      refundedCents: sql<number>`coalesce(sum(${sandboxInvoices.refundedCents}), 0)::int`,
    })
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.subscriptionId, sub.id));
  return {
    id: sub.id,
    customerId: sub.customerId,
    userId: sub.userId || null,
    plan: sub.plan,
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    createdAt: sub.createdAt,
    endedAt: sub.endedAt,
    firstPaidAt: paid?.firstPaidAt ? new Date(paid.firstPaidAt) : null,
    refundedCents: Number(paid?.refundedCents ?? 0),
    // The dates above are on the customer's test clock.
    clockNow: customer ? customerNow(deps.clock, customer) : null,
  };
}

export async function findSubscription(deps: Pick<SandboxDeps, 'db'>, id: string) {
  const [row] = await deps.db.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row ?? null;
}

export async function customerSubscriptions(deps: Pick<SandboxDeps, 'db'>, customerId: string) {
  return deps.db.db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .orderBy(desc(sandboxSubscriptions.createdAt));
}

/** At period end (customer.subscription.updated) or now (customer.subscription.deleted). Idempotent. */
export async function cancelSubscription(
  deps: SandboxDeps,
  id: string,
  atPeriodEnd: boolean,
): Promise<SandboxSubscriptionRow> {
  return withTransaction(deps, async (scope) => {
    const [sub] = await scope.tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
      .for('update');
    if (!sub) throw new NotFoundError('No such subscription.');
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return sub;
    const customer = (await loadCustomer(scope.tx, sub.customerId))!;
    const at = customerNow(deps.clock, customer);
    if (!atPeriodEnd) return endSubscription(scope, sub, at);
    if (sub.cancelAtPeriodEnd) return sub;
    const [updated] = await scope.tx
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    await emitEvent(scope, 'customer.subscription.updated', subscriptionObject(updated!), at, sub.customerId);
    return updated!;
  });
}

/** Undoes a cancellation at period end while the period runs. */
export async function resumeSubscription(deps: SandboxDeps, id: string): Promise<SandboxSubscriptionRow> {
  return withTransaction(deps, async (scope) => {
    const [sub] = await scope.tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
      .for('update');
    if (!sub) throw new NotFoundError('No such subscription.');
    if (!sub.cancelAtPeriodEnd || sub.status === 'canceled') return sub;
    const customer = (await loadCustomer(scope.tx, sub.customerId))!;
    const [updated] = await scope.tx
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    const at = customerNow(deps.clock, customer);
    await emitEvent(scope, 'customer.subscription.updated', subscriptionObject(updated!), at, sub.customerId);
    return updated!;
  });
}

/** Refunds every paid invoice of the subscription in full (one charge.refunded each). */
export async function refundSubscription(
  deps: SandboxDeps,
  id: string,
  idempotencyKey: string,
): Promise<number> {
  return withTransaction(deps, (scope) =>
    once(scope.tx, `refund:${idempotencyKey}`, async () => {
      // Locked: refunds under other keys (or a renewal) wait, so no invoice is refunded twice.
      const [sub] = await scope.tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, id))
        .for('update');
      if (!sub) throw new NotFoundError('No such subscription.');
      const customer = (await loadCustomer(scope.tx, sub.customerId))!;
      const at = customerNow(deps.clock, customer);
      const invoices = await scope.tx
        .select()
        .from(sandboxInvoices)
        .where(
          and(
            eq(sandboxInvoices.subscriptionId, id),
            eq(sandboxInvoices.status, 'paid'),
            gt(sandboxInvoices.amountPaidCents, sandboxInvoices.refundedCents),
          ),
        )
        .orderBy(asc(sandboxInvoices.createdAt));
      let refundedCents = 0;
      for (const inv of invoices) {
        refundedCents += inv.amountPaidCents - inv.refundedCents;
        const [refunded] = await scope.tx
          .update(sandboxInvoices)
          .set({ refundedCents: inv.amountPaidCents })
          .where(eq(sandboxInvoices.id, inv.id))
          .returning();
        await emitEvent(scope, 'charge.refunded', chargeObject(refunded!), at, sub.customerId);
      }
      return refundedCents;
    }),
  );
}

/** A single invoice refunded in full (the Stripe peer's POST /v1/refunds). Returns the cents refunded. */
export async function refundInvoice(deps: SandboxDeps, invoiceId: string): Promise<number> {
  return withTransaction(deps, async (scope) => {
    const [inv] = await scope.tx
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.id, invoiceId))
      .for('update');
    if (inv?.status !== 'paid') throw new NotFoundError('No such paid invoice.');
    const cents = inv.amountPaidCents - inv.refundedCents;
    if (cents <= 0) return 0;
    const customer = (await loadCustomer(scope.tx, inv.customerId))!;
    const [refunded] = await scope.tx
      .update(sandboxInvoices)
      .set({ refundedCents: inv.amountPaidCents })
      .where(eq(sandboxInvoices.id, inv.id))
      .returning();
    await emitEvent(
      scope,
      'charge.refunded',
      chargeObject(refunded!),
      customerNow(deps.clock, customer),
      inv.customerId,
    );
    return cents;
  });
}

/** Test-clock advances per customer per minute (platform time). */
export const CLOCK_ADVANCES_PER_MINUTE = 5;
/** How far ahead of the platform's time a customer's test clock may be in all: about 13 periods. */
export const MAX_CLOCK_AHEAD_S = 400 * 86_400;

/**
 * Moves a customer's test clock forward and runs what became due (renewals, retries, ends), then
 * announces the move (test_helpers.test_clock.ready), so Kinora reads every subscription of the
 * customer again on the new time: one clock per customer, applied to all their subscriptions.
 * Limited per customer: CLOCK_ADVANCES_PER_MINUTE (429 sandbox_clock_rate_limited) and
 * MAX_CLOCK_AHEAD_S in all (409 sandbox_clock_limit_reached): each advance queues events.
 */
export async function advanceCustomerClock(
  deps: SandboxDeps,
  customerId: string,
  seconds: number,
): Promise<number> {
  await withTransaction(deps, async ({ tx }) => {
    const [customer] = await tx
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId))
      .for('update');
    if (!customer) throw new NotFoundError('No such customer.');
    const now = deps.clock.now();
    const windowOpen =
      customer.clockWindowStartedAt && now.getTime() - customer.clockWindowStartedAt.getTime() < 60_000;
    if (windowOpen && customer.clockWindowAdvances >= CLOCK_ADVANCES_PER_MINUTE)
      throw new RateLimitedError(
        'The test clock was moved too often: wait a minute.',
        'sandbox_clock_rate_limited',
      );
    if (customer.clockOffsetMs + seconds * 1000 > MAX_CLOCK_AHEAD_S * 1000)
      throw new ConflictError('The test clock cannot go further ahead.', 'sandbox_clock_limit_reached');
    await tx
      .update(sandboxCustomers)
      .set({
        clockOffsetMs: customer.clockOffsetMs + seconds * 1000,
        clockWindowStartedAt: windowOpen ? customer.clockWindowStartedAt : now,
        clockWindowAdvances: windowOpen ? customer.clockWindowAdvances + 1 : 1,
      })
      .where(eq(sandboxCustomers.id, customerId));
  });
  const steps = await runDue(deps, customerId);
  await withTransaction(deps, async (scope) => {
    const customer = (await loadCustomer(scope.tx, customerId))!;
    const at = customerNow(deps.clock, customer);
    await emitEvent(scope, 'test_helpers.test_clock.ready', testClockObject(customer, at), at, customerId);
  });
  return steps;
}

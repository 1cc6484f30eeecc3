import { and, eq, inArray } from 'drizzle-orm';
import type { SandboxCardInput, SandboxCheckout, SandboxPaymentResult } from '../../../../domain/api/sandbox';
import { type PaidPlan, PLANS, QA_PRICE_CENTS } from '../../../../domain/plans';
import {
  type PendingCard,
  type SandboxCheckoutRow,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { AppError, ConflictError, NotFoundError } from '../../../errors';
import type { CheckoutInput } from '../payment-provider';
import type { SandboxDeps } from './sandbox-billing-cycle';
import { CardDeclinedError, evaluateCard } from './sandbox-cards';
import { emitEvent, randomId } from './sandbox-events';
import { once } from './sandbox-idempotency';
import { checkoutSessionObject, invoiceObject, subscriptionObject } from './sandbox-objects';
import { addMonths, customerNow, loadCustomer } from './sandbox-time';

/** The sandbox's hosted checkout (Stripe Checkout in subscription mode, test mode). */

export const CHECKOUT_TTL_MS = 24 * 3600_000;
export const priceCentsOf = (plan: PaidPlan) => (plan === 'qa' ? QA_PRICE_CENTS : PLANS.premium.priceCents);
export const checkoutUrl = (deps: SandboxDeps, id: string) =>
  `${deps.config.publicUrl.replace(/\/$/, '')}/sandbox/checkout/${id}`;

export async function createCheckoutSession(
  deps: SandboxDeps,
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<{ id: string; url: string }> {
  return withTransaction(deps, ({ tx }) =>
    once(tx, `checkout:${idempotencyKey}`, async () => {
      const customer = await loadCustomer(tx, input.customerId);
      if (!customer) throw new NotFoundError('No such customer.');
      const now = deps.clock.now();
      const id = randomId('cs_test_');
      await tx.insert(sandboxCheckoutSessions).values({
        id,
        customerId: customer.id,
        userId: input.userId,
        plan: input.plan,
        amountCents: priceCentsOf(input.plan),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        locale: input.locale,
        createdAt: customerNow(deps.clock, customer),
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      });
      return { id, url: checkoutUrl(deps, id) };
    }),
  );
}

/** A session as Stripe's API shows it (expiry read from the time, like below). */
export async function getCheckoutSession(deps: SandboxDeps, id: string) {
  const [session] = await deps.db.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id));
  if (!session) return null;
  const status =
    session.status === 'open' && session.expiresAt <= deps.clock.now() ? 'expired' : session.status;
  return { ...session, status };
}

/** Expires the customer's open sessions now (account deletion). Returns how many. */
export async function expireOpenCheckoutSessions(deps: SandboxDeps, customerId: string): Promise<number> {
  const rows = await deps.db.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired', pendingCard: null })
    .where(
      and(eq(sandboxCheckoutSessions.customerId, customerId), eq(sandboxCheckoutSessions.status, 'open')),
    )
    .returning({ id: sandboxCheckoutSessions.id });
  return rows.length;
}

/** An open (or completed) session; 404 when unknown, 410 checkout_session_expired once expired. */
async function liveSession(
  deps: SandboxDeps,
  tx: TransactionScope['tx'],
  id: string,
): Promise<SandboxCheckoutRow> {
  const [session] = await tx
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id))
    .for('update');
  if (!session) throw new NotFoundError('No such checkout session.');
  // Expiry is read from the time, not stored: nothing needs to run when a session lapses.
  if (session.status === 'expired' || (session.status === 'open' && session.expiresAt <= deps.clock.now()))
    throw new AppError(410, 'checkout_session_expired', 'This checkout session has expired.');
  return session;
}

/** The hosted page's view of a session, and the account it was opened for (the page's owner check). */
export async function readCheckout(
  deps: SandboxDeps,
  id: string,
): Promise<{ view: SandboxCheckout; userId: string }> {
  return withTransaction(deps, async ({ tx }) => {
    const session = await liveSession(deps, tx, id);
    const customer = await loadCustomer(tx, session.customerId);
    return {
      userId: session.userId,
      view: {
        id: session.id,
        status: session.status,
        plan: session.plan,
        amountCents: session.amountCents,
        currency: 'EUR',
        email: customer?.email ?? '',
        requiresAction: session.pendingCard !== null,
        cancelUrl: session.cancelUrl,
        successUrl: session.successUrl,
      },
    };
  });
}

/** The first payment succeeded: card attached, subscription active, invoice paid, session complete. */
async function complete(
  deps: SandboxDeps,
  scope: TransactionScope,
  session: SandboxCheckoutRow,
  card: PendingCard,
) {
  // The customer's row is locked: two sessions of one plan paid at once are serialised here.
  const [customer] = await scope.tx
    .select()
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, session.customerId))
    .for('update');
  if (!customer) throw new NotFoundError('No such customer.');
  await refuseSecondSubscription(scope, session);
  const at = customerNow(deps.clock, customer);
  await scope.tx
    .update(sandboxCustomers)
    .set({
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      cardBehaviour: card.behaviour,
    })
    .where(eq(sandboxCustomers.id, customer.id));
  const [sub] = await scope.tx
    .insert(sandboxSubscriptions)
    .values({
      id: randomId('sub_'),
      customerId: customer.id,
      userId: session.userId,
      plan: session.plan,
      amountCents: session.amountCents,
      status: 'active',
      anchor: at,
      currentPeriodStart: at,
      currentPeriodEnd: addMonths(at, 1),
      createdAt: at,
    })
    .returning();
  const [inv] = await scope.tx
    .insert(sandboxInvoices)
    .values({
      id: randomId('in_'),
      customerId: customer.id,
      subscriptionId: sub!.id,
      plan: session.plan,
      amountCents: session.amountCents,
      amountPaidCents: session.amountCents,
      status: 'paid',
      attemptCount: 1,
      periodStart: sub!.currentPeriodStart,
      periodEnd: sub!.currentPeriodEnd,
      createdAt: at,
      paidAt: at,
    })
    .returning();
  const [done] = await scope.tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'complete', pendingCard: null, subscriptionId: sub!.id })
    .where(eq(sandboxCheckoutSessions.id, session.id))
    .returning();
  await emitEvent(scope, 'customer.subscription.created', subscriptionObject(sub!), at, customer.id);
  await emitEvent(scope, 'invoice.paid', invoiceObject(inv!), at, customer.id);
  await emitEvent(
    scope,
    'checkout.session.completed',
    checkoutSessionObject(done!, checkoutUrl(deps, done!.id)),
    at,
    customer.id,
  );
}

/**
 * A second subscription to a plan the customer already pays for (another tab's session, an old
 * one) is refused at payment time: charged twice a month, one refund would cover one of them. A
 * subscription cancelled at period end does not count (buying again is how one comes back).
 */
async function refuseSecondSubscription(scope: TransactionScope, session: SandboxCheckoutRow) {
  const [live] = await scope.tx
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.customerId, session.customerId),
        eq(sandboxSubscriptions.plan, session.plan),
        inArray(sandboxSubscriptions.status, ['active', 'trialing', 'past_due', 'incomplete']),
        eq(sandboxSubscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  if (live) throw new ConflictError('You already have this plan.', 'already_subscribed');
}

const completedError = () =>
  new ConflictError('This checkout session was already paid.', 'checkout_session_completed');

/**
 * Pays a session with a typed card: succeeded (go to the success URL), requires_action (3-D Secure
 * first), or a CardDeclinedError (402). A completed session is never paid again (409
 * checkout_session_completed), nor a second subscription to a plan (409 already_subscribed).
 */
export async function payCheckout(
  deps: SandboxDeps,
  id: string,
  cardInput: SandboxCardInput,
): Promise<SandboxPaymentResult> {
  return withTransaction(deps, async (scope) => {
    const session = await liveSession(deps, scope.tx, id);
    if (session.status === 'complete') throw completedError();
    await refuseSecondSubscription(scope, session);
    const customer = (await loadCustomer(scope.tx, session.customerId))!;
    const { card, requiresAction } = evaluateCard(cardInput, customerNow(deps.clock, customer));
    if (requiresAction) {
      await scope.tx
        .update(sandboxCheckoutSessions)
        .set({ pendingCard: card })
        .where(eq(sandboxCheckoutSessions.id, id));
      return { outcome: 'requires_action', redirectUrl: null };
    }
    await complete(deps, scope, session, card);
    return { outcome: 'succeeded', redirectUrl: session.successUrl };
  });
}

/** The 3-D Secure step: approved pays with the pending card; refused declines (card_authentication_failed). */
export async function confirmCheckout(
  deps: SandboxDeps,
  id: string,
  approve: boolean,
): Promise<SandboxPaymentResult> {
  const result = await withTransaction(deps, async (scope) => {
    const session = await liveSession(deps, scope.tx, id);
    if (session.status === 'complete') throw completedError();
    if (!session.pendingCard) throw new ConflictError('No payment waits for authentication.');
    if (!approve) {
      await scope.tx
        .update(sandboxCheckoutSessions)
        .set({ pendingCard: null })
        .where(eq(sandboxCheckoutSessions.id, id));
      return null;
    }
    await complete(deps, scope, session, session.pendingCard);
    return { outcome: 'succeeded' as const, redirectUrl: session.successUrl };
  });
  // Thrown after the commit: the refusal clears the pending card.
  if (!result) throw new CardDeclinedError('card_authentication_failed');
  return result;
}

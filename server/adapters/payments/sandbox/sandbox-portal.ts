import { desc, eq, inArray } from 'drizzle-orm';
import type { SandboxCardInput, SandboxPortal } from '../../../../domain/api/sandbox';
import { sandboxCustomers, sandboxInvoices, sandboxPortalSessions } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { NotFoundError } from '../../../errors';
import { payOpenInvoices, type SandboxDeps } from './sandbox-billing-cycle';
import { evaluateCard } from './sandbox-cards';
import { customerSubscriptions } from './sandbox-engine';
import { randomId } from './sandbox-events';
import { once } from './sandbox-idempotency';
import { customerNow, loadCustomer } from './sandbox-time';

/** The sandbox's hosted customer portal (Stripe's Billing Portal): card, subscriptions, invoices. */

export const PORTAL_TTL_MS = 3600_000;

export async function createPortalSession(
  deps: SandboxDeps,
  input: { customerId: string; returnUrl: string; locale: string },
  idempotencyKey: string,
): Promise<{ id: string; url: string }> {
  return withTransaction(deps, ({ tx }) =>
    once(tx, `portal:${idempotencyKey}`, async () => {
      if (!(await loadCustomer(tx, input.customerId))) throw new NotFoundError('No such customer.');
      const now = deps.clock.now();
      const id = randomId('bps_');
      await tx
        .insert(sandboxPortalSessions)
        .values({ id, ...input, createdAt: now, expiresAt: new Date(now.getTime() + PORTAL_TTL_MS) });
      return { id, url: `${deps.config.publicUrl.replace(/\/$/, '')}/sandbox/portal/${id}` };
    }),
  );
}

/** The portal session's customer; 404 when unknown or expired (a portal link lasts an hour). */
export async function portalCustomer(deps: SandboxDeps, token: string) {
  const [session] = await deps.db.db
    .select()
    .from(sandboxPortalSessions)
    .where(eq(sandboxPortalSessions.id, token));
  if (!session || session.expiresAt <= deps.clock.now()) throw new NotFoundError('No such portal session.');
  const customer = await loadCustomer(deps.db.db, session.customerId);
  if (!customer) throw new NotFoundError('No such portal session.');
  return { session, customer };
}

export async function readPortal(
  deps: SandboxDeps,
  token: string,
): Promise<{ view: SandboxPortal; userId: string }> {
  const { session, customer } = await portalCustomer(deps, token);
  const subs = await customerSubscriptions(deps, customer.id);
  const invoices = subs.length
    ? await deps.db.db
        .select()
        .from(sandboxInvoices)
        .where(
          inArray(
            sandboxInvoices.subscriptionId,
            subs.map((s) => s.id),
          ),
        )
        .orderBy(desc(sandboxInvoices.createdAt))
        .limit(100)
    : [];
  const card =
    customer.cardLast4 && customer.cardBrand && customer.cardExpMonth && customer.cardExpYear
      ? {
          brand: customer.cardBrand,
          last4: customer.cardLast4,
          expMonth: customer.cardExpMonth,
          expYear: customer.cardExpYear,
        }
      : null;
  return {
    userId: customer.userId,
    view: {
      email: customer.email,
      card,
      subscriptions: subs.map((s) => ({
        id: s.id,
        plan: s.plan,
        status: s.status,
        amountCents: s.amountCents,
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      })),
      invoices: invoices.map((i) => ({
        id: i.id,
        plan: i.plan,
        createdAt: i.createdAt.toISOString(),
        amountCents: i.amountCents,
        refundedCents: i.refundedCents,
        status: i.status,
      })),
      returnUrl: session.returnUrl,
      clockNow: customerNow(deps.clock, customer).toISOString(),
    },
  };
}

/** A new default card (declines refused like at checkout); it pays any open invoice at once. */
export async function updateCard(
  deps: SandboxDeps,
  customerId: string,
  input: SandboxCardInput,
): Promise<void> {
  await withTransaction(deps, async (scope) => {
    const customer = (await loadCustomer(scope.tx, customerId))!;
    const at = customerNow(deps.clock, customer);
    const { card } = evaluateCard(input, at);
    const [updated] = await scope.tx
      .update(sandboxCustomers)
      .set({
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        cardBehaviour: card.behaviour,
      })
      .where(eq(sandboxCustomers.id, customerId))
      .returning();
    await payOpenInvoices(scope, updated!, at);
  });
}

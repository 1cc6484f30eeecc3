import { type PaidPlan, subscriptionGrants } from '../../../../domain/plans';
import type { AppContext } from '../../../context';
import { ConflictError } from '../../../errors';
import {
  type CustomerRow,
  findCustomer,
  liveSubscriptionsOf,
  localeOf,
  saveCustomer,
} from '../billing.repository';
import { closeCheckout, closedCheckoutCount, openCheckoutsOf, recordCheckout } from '../checkouts.repository';
import { callProvider, minuteBucket } from './provider-call';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'logger' | 'payments'>;
interface Member {
  userId: string;
  email: string;
}

/**
 * The member's provider customer, created on first need: one per account (the idempotency key is
 * derived from the user id, so two racing requests create one customer and store it once).
 */
export async function ensureCustomer(ctx: Deps, member: Member): Promise<CustomerRow> {
  const existing = await findCustomer(ctx.db.db, member.userId);
  if (existing && existing.provider === ctx.payments.name) return existing;
  const customerId = await ctx.payments.createCustomer(
    { userId: member.userId, email: member.email },
    `customer:${ctx.payments.name}:${member.userId}`,
  );
  return saveCustomer(ctx.db.db, {
    userId: member.userId,
    provider: ctx.payments.name,
    customerId,
    createdAt: ctx.clock.now(),
  });
}

/** Where checkout comes back to: the given app path (default /profile) with the outcome in its query. */
export function checkoutUrls(publicUrl: string, plan: PaidPlan, returnPath = '/profile') {
  const at = (params: Record<string, string>) => {
    const url = new URL(returnPath, `${publicUrl}/`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };
  const success: Record<string, string> =
    plan === 'qa'
      ? { checkout: 'success', plan: 'qa', 'qa-success': 'true' }
      : { checkout: 'success', plan: 'premium' };
  return { successUrl: at(success), cancelUrl: at({ checkout: 'canceled' }) };
}

/**
 * Opens a hosted checkout for a paid plan (the spec's create-checkout / create-qa-checkout). Refused
 * while the member already has the plan and is not leaving it (already_subscribed); the plan itself
 * starts only when the provider's webhook says it was paid.
 *
 * One open checkout per member and plan: a second tab, a double click or a later click gets the
 * open one again (it keeps the first one's return page); once the provider says it is complete or
 * expired it is never handed out again and the next click opens a new one. The idempotency key is
 * the member, the plan and how many of their checkouts of it ended, so concurrent first clicks ask
 * the provider for one session under one key and all get it.
 */
export async function startCheckout(
  ctx: Deps,
  member: Member,
  plan: PaidPlan,
  returnPath: string | undefined,
): Promise<{ url: string }> {
  const now = ctx.clock.now();
  const live = await liveSubscriptionsOf(ctx.db.db, member.userId, plan);
  if (live.some((row) => subscriptionGrants(row, now) && !row.cancelAtPeriodEnd))
    throw new ConflictError('You already have this plan.', 'already_subscribed');
  return callProvider(ctx, 'checkout_failed', async () => {
    const customer = await ensureCustomer(ctx, member);
    for (const open of await openCheckoutsOf(ctx.db.db, member.userId, plan)) {
      const session = await ctx.payments.getCheckout(open.id);
      if (session?.status === 'open' && session.url) return { url: session.url };
      await closeCheckout(ctx.db.db, open.id, now);
    }
    const generation = await closedCheckoutCount(ctx.db.db, member.userId, plan);
    const session = await ctx.payments.createCheckout(
      {
        customerId: customer.customerId,
        userId: member.userId,
        plan,
        ...checkoutUrls(ctx.config.publicUrl, plan, returnPath),
        locale: await localeOf(ctx.db.db, member.userId),
      },
      `checkout:${ctx.payments.name}:${member.userId}:${plan}:${generation}`,
    );
    await recordCheckout(ctx.db.db, {
      id: session.id,
      userId: member.userId,
      plan,
      url: session.url,
      createdAt: now,
    });
    return { url: session.url };
  });
}

/** The hosted customer portal (card, invoices, cancel, resume), back to the profile. */
export async function openPortal(ctx: Deps, member: Member): Promise<{ url: string }> {
  const customer = await findCustomer(ctx.db.db, member.userId);
  if (!customer || customer.provider !== ctx.payments.name)
    throw new ConflictError('You have no subscription to manage.', 'not_subscribed');
  return callProvider(ctx, 'portal_failed', async () =>
    ctx.payments.createPortal(
      {
        customerId: customer.customerId,
        returnUrl: `${ctx.config.publicUrl}/profile`,
        locale: await localeOf(ctx.db.db, member.userId),
      },
      `portal:${member.userId}:${minuteBucket(ctx.clock.now())}`,
    ),
  );
}

import { createHash } from 'node:crypto';
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
    const urls = checkoutUrls(ctx.config.publicUrl, plan, returnPath);
    // A double click within the minute opens the same session (same key, same parameters).
    const target = createHash('sha256').update(urls.successUrl).digest('hex').slice(0, 16);
    const session = await ctx.payments.createCheckout(
      {
        customerId: customer.customerId,
        userId: member.userId,
        plan,
        ...urls,
        locale: await localeOf(ctx.db.db, member.userId),
      },
      `checkout:${member.userId}:${plan}:${minuteBucket(now)}:${target}`,
    );
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

import type { PlanState } from '../../../domain/api/billing';
import {
  grantEndsAtMs,
  type PaidPlan,
  type PlanId,
  refundable,
  subscriptionGrants,
} from '../../../domain/plans';
import type { Database } from '../../db/client';
import type { BillingSubscriptionRow } from '../../db/schema';
import { liveSubscriptionsOf, subscriptionsOf } from './billing.repository';
import { guaranteeUsesOf } from './checkouts.repository';

/**
 * The member's plan: Premium while one of their Premium subscriptions grants it now
 * (subscriptionGrants: active, trialing or past due, before the period end, not refunded). One
 * indexed query (billing_subscriptions_user_idx). The request's actor is loaded with this once
 * (plugins/auth.ts). `now` comes from the caller's clock; the real time otherwise.
 */
export async function planOf(db: Database, userId: string, now: Date): Promise<PlanId> {
  return (await planStatusOf(db, userId, now)).plan;
}

/**
 * The plan and until when it holds by itself (epoch ms; Infinity for free: only a sync makes a
 * member Premium, and a sync announces it), so a cached actor can stop being Premium on time.
 */
export async function planStatusOf(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ plan: PlanId; untilMs: number }> {
  if (!userId) return { plan: 'free', untilMs: Number.POSITIVE_INFINITY };
  const rows = await liveSubscriptionsOf(db, userId, 'premium');
  const untilMs = Math.max(0, ...rows.map(grantEndsAtMs));
  return untilMs > now.getTime()
    ? { plan: 'premium', untilMs }
    : { plan: 'free', untilMs: Number.POSITIVE_INFINITY };
}

export type EffectivePlans = Record<PaidPlan, boolean>;

/** Which paid plans the rows grant at `now`. */
export function plansGranted(rows: readonly BillingSubscriptionRow[], now: Date): EffectivePlans {
  return {
    premium: rows.some((row) => row.plan === 'premium' && subscriptionGrants(row, now)),
    qa: rows.some((row) => row.plan === 'qa' && subscriptionGrants(row, now)),
  };
}

/**
 * Which paid plans the rows granted when they were last written from the provider: what the member
 * was last told (and what the access version stands for), so a period that ran out between two
 * syncs still counts as a change when the next sync finds it ended.
 */
export function plansLastGranted(rows: readonly BillingSubscriptionRow[]): EffectivePlans {
  return {
    premium: rows.some((row) => row.plan === 'premium' && subscriptionGrants(row, row.syncedAt)),
    qa: rows.some((row) => row.plan === 'qa' && subscriptionGrants(row, row.syncedAt)),
  };
}

/**
 * The subscription that speaks for a plan: the newest one granting it now, else the newest one
 * (an incomplete checkout, a past subscription), else none.
 */
export function currentSubscription(
  rows: readonly BillingSubscriptionRow[],
  plan: PaidPlan,
  now: Date,
): BillingSubscriptionRow | null {
  const ofPlan = rows
    .filter((row) => row.plan === plan)
    .sort((a, b) => b.providerCreatedAt.getTime() - a.providerCreatedAt.getTime());
  return ofPlan.find((row) => subscriptionGrants(row, now)) ?? ofPlan[0] ?? null;
}

/**
 * The plan's state as the member sees it. `guaranteeUsedBy`: the subscription the plan's money-back
 * guarantee was used for, if any (once per member and plan: no other one is refundable).
 */
export function planState(
  row: BillingSubscriptionRow | null,
  now: Date,
  guaranteeUsedBy: string | null = null,
): PlanState {
  if (!row) {
    return {
      active: false,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pastDue: false,
      refundable: false,
    };
  }
  const active = subscriptionGrants(row, now);
  return {
    active,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDue: active && row.status === 'past_due',
    refundable: active && refundable(row, now) && (guaranteeUsedBy === null || guaranteeUsedBy === row.id),
  };
}

/** The member's Premium and QA states, from Kinora's rows only (a provider outage changes nothing). */
export async function planStates(
  db: Database,
  userId: string,
  now: Date,
): Promise<Record<PaidPlan, PlanState>> {
  const [rows, uses] = await Promise.all([subscriptionsOf(db, userId), guaranteeUsesOf(db, userId)]);
  const usedBy = (plan: PaidPlan) => uses.find((use) => use.plan === plan)?.subscriptionId ?? null;
  return {
    premium: planState(currentSubscription(rows, 'premium', now), now, usedBy('premium')),
    qa: planState(currentSubscription(rows, 'qa', now), now, usedBy('qa')),
  };
}

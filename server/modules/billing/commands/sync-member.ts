import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_CHANGED_EVENT } from '../../../../domain/api/billing';
import { PAID_PLANS, subscriptionGrants } from '../../../../domain/plans';
import type { ProviderSubscription } from '../../../adapters/payments/payment-provider';
import { systemClock } from '../../../clock';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { billingSubscriptions } from '../../../db/schema';
import { type TransactionScope, withTransaction } from '../../../db/with-transaction';
import { memberTopic } from '../../../realtime/hub';
import { changeStanding } from '../../../standing/access-version';
import { grantRole, revokeRole } from '../../accounts/accounts.public';
import { type NotificationNotice, notifyMembers } from '../../notifications/notifications.public';
import {
  keepCustomer,
  lockMember,
  markSubscriptionGone,
  subscriptionsOf,
  upsertSubscription,
} from '../billing.repository';
import { type EffectivePlans, plansGranted, plansLastGranted } from '../premium';
import { onKinoraClock } from '../provider-time';

export type SyncDeps = Pick<
  AppContext,
  'db' | 'queue' | 'logger' | 'clock' | 'config' | 'realtime' | 'payments'
>;

/** What the provider says now about some of the member's subscriptions. */
export interface ProviderState {
  subscriptions: ProviderSubscription[];
  /** Subscriptions the provider no longer knows (deleted): Kinora's copies end. */
  gone: string[];
}

export interface MemberSync {
  userId: string;
  /** Reads the provider's state (before the member's lock is taken). */
  read(): Promise<ProviderState>;
  /**
   * Kinora's own writes in the same transaction, before the plans are compared (the refund stamp,
   * the event marked applied); may return notices to send with the change.
   */
  write?(tx: Database, state: ProviderState): Promise<NotificationNotice[] | undefined>;
}

export interface SyncResult {
  before: EffectivePlans;
  after: EffectivePlans;
  /** The access version after the change; null when the plans did not change. */
  accessVersion: number | null;
}

/**
 * The one way Kinora's copy of a member's subscriptions changes (webhook events, reconciliation,
 * refunds, cancellations): under the member's lock, read the provider, upsert the rows, and when
 * the member's effective plans changed, bump the access version (Premium-dependent playback grants
 * stop within seconds), grant or remove the qa role and notify the member, in one transaction; then
 * tell every node and the member's open tabs. Running it twice changes nothing more.
 */
export async function syncMember(ctx: SyncDeps, sync: MemberSync): Promise<SyncResult> {
  const { userId } = sync;
  // Read before the transaction: the sandbox provider answers from this same database (PGlite has
  // one connection), and no transaction should wait on the network. Two syncs may then read in one
  // order and commit in the other: the later read of a subscription wins, the earlier one does not
  // write it (billing_subscriptions.provider_read_at). Wall-clock time on purpose: it orders real
  // reads, whatever ctx.clock says.
  const readAt = systemClock.now();
  const read = await sync.read();
  const state: ProviderState = {
    ...read,
    subscriptions: read.subscriptions.map((sub) => onKinoraClock(sub, ctx.clock.now())),
  };
  return withTransaction(ctx, async (scope) => {
    const { tx } = scope;
    await lockMember(tx, userId);
    const before = plansLastGranted(await subscriptionsOf(tx, userId));
    const now = ctx.clock.now();
    // A member found through the payload's metadata gets the customer row its access version lives on.
    for (const sub of state.subscriptions)
      await keepCustomer(tx, {
        userId,
        provider: ctx.payments.name,
        customerId: sub.customerId,
        createdAt: now,
      });
    for (const sub of state.subscriptions) await upsertSubscription(tx, userId, sub, now, readAt);
    for (const id of state.gone) await markSubscriptionGone(tx, id, now, readAt);
    const notices = (await sync.write?.(tx, state)) ?? [];
    const rows = await subscriptionsOf(tx, userId);
    const after = plansGranted(rows, now);
    // A period that ran out since the last sync: the row now stands for "no longer granted".
    for (const row of rows) {
      if (subscriptionGrants(row, row.syncedAt) !== subscriptionGrants(row, now))
        await tx
          .update(billingSubscriptions)
          .set({ syncedAt: now })
          .where(and(eq(billingSubscriptions.id, row.id), eq(billingSubscriptions.userId, userId)));
    }
    const accessVersion = await applyPlanChange(ctx, scope, userId, before, after, rows, notices);
    scope.afterCommit(async () => {
      await ctx.realtime.publish(memberTopic(userId), { type: SUBSCRIPTION_CHANGED_EVENT });
    });
    return { before, after, accessVersion };
  });
}

async function applyPlanChange(
  ctx: SyncDeps,
  scope: TransactionScope,
  userId: string,
  before: EffectivePlans,
  after: EffectivePlans,
  rows: Awaited<ReturnType<typeof subscriptionsOf>>,
  extra: NotificationNotice[],
): Promise<number | null> {
  const changed = PAID_PLANS.filter((plan) => before[plan] !== after[plan]);
  if (changed.length === 0) {
    if (extra.length) await notifyMembers(ctx, scope, extra);
    return null;
  }
  // Premium or QA starting or ending changes the standing: cached actors and the grants that relied
  // on it go on every node once this commits.
  const version = await changeStanding(scope, ctx.realtime, userId);
  // The QA plan is the qa role: accounts owns user_roles, so billing asks it, in this transaction.
  if (before.qa !== after.qa) await (after.qa ? grantRole : revokeRole)(scope.tx, userId, 'qa');
  const notices: NotificationNotice[] = [...extra];
  for (const plan of changed) {
    const key = `${plan}:${version}`;
    if (after[plan]) {
      notices.push({ userId, kind: 'subscription_started', data: { plan }, dedupKey: `started:${key}` });
      continue;
    }
    // Ended by a refund when the newest subscription of the plan was refunded.
    const newest = rows.find((row) => row.plan === plan);
    const kind = newest?.refundedAt ? 'subscription_refunded' : 'subscription_ended';
    notices.push({ userId, kind, data: { plan }, dedupKey: `ended:${key}` });
  }
  await notifyMembers(ctx, scope, notices);
  return version;
}

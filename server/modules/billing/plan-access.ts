import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';
import { VersionCache } from '../../realtime/version-cache';

/**
 * Server-internal topic (sockets cannot follow `system:` topics) on which a change of a member's
 * plan reaches every api node, so playback grants that relied on Premium stop within seconds.
 */
export const PLAN_ACCESS_TOPIC = 'system:plan-access';

/** The access version of a member who never had a provider customer (never paid). */
export const NO_CUSTOMER = 0;

/** Tells every node that Premium-dependent grants of this member older than `version` no longer play. */
export async function announcePlanChange(
  realtime: RealtimeHub,
  userId: string,
  version: number,
): Promise<void> {
  await realtime.publish(PLAN_ACCESS_TOPIC, { type: 'plan.access', userId, version });
}

/**
 * Per-node cache of each member's plan access version (billing_customers.access_version;
 * realtime/version-cache.ts), so a segment of an HD rendition or of a monetized video is checked
 * without a database read; set by the fan-out when a plan changes.
 */
export class PlanAccessVersions extends VersionCache {
  constructor(ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>, ttlMs = 15_000, maxEntries = 100_000) {
    super(ctx, {
      topic: PLAN_ACCESS_TOPIC,
      announced: (event) =>
        typeof event.userId === 'string' && typeof event.version === 'number'
          ? { key: event.userId, version: event.version }
          : null,
      read: (userId) => readPlanAccessVersion(ctx.db.db, userId),
      merge: (known, version) => Math.max(known ?? 0, version),
      ttlMs,
      maxEntries,
    });
  }
}

export async function readPlanAccessVersion(db: AppContext['db']['db'], userId: string): Promise<number> {
  const [row] = await db
    .select({ version: billingCustomers.accessVersion })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.version ?? NO_CUSTOMER;
}

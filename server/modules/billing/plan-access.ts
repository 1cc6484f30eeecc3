import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import { RECONNECTED_TOPIC, type RealtimeHub } from '../../realtime/hub';

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
 * Per-node cache of each member's plan access version (billing_customers.access_version), so a
 * segment of an HD rendition or of a monetized video is checked without a database read: set by
 * the fan-out when a plan changes, re-read at most every `ttlMs`. Bounded, oldest out first.
 * Same shape as the videos module's AccessVersions.
 */
export class PlanAccessVersions {
  private readonly entries = new Map<string, { version: number; readAt: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime'>,
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 100_000,
  ) {
    const offPlan = ctx.realtime.subscribe(PLAN_ACCESS_TOPIC, (event) => {
      if (typeof event.userId === 'string' && typeof event.version === 'number')
        this.remember(event.userId, event.version);
    });
    const offReconnect = ctx.realtime.subscribe(RECONNECTED_TOPIC, () => this.entries.clear());
    this.unsubscribe = () => {
      offPlan();
      offReconnect();
    };
  }

  async allows(userId: string, grantVersion: number): Promise<boolean> {
    return (await this.current(userId)) === grantVersion;
  }

  async current(userId: string): Promise<number> {
    const entry = this.entries.get(userId);
    if (entry && Date.now() - entry.readAt < this.ttlMs) return entry.version;
    const version = await readPlanAccessVersion(this.ctx.db.db, userId);
    this.remember(userId, version);
    return version;
  }

  /** Versions only grow: a read that started before a change cannot bring the old one back. */
  private remember(userId: string, version: number): void {
    const next = Math.max(this.entries.get(userId)?.version ?? 0, version);
    this.entries.delete(userId);
    this.entries.set(userId, { version: next, readAt: Date.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  close(): void {
    this.unsubscribe();
  }
}

export async function readPlanAccessVersion(db: AppContext['db']['db'], userId: string): Promise<number> {
  const [row] = await db
    .select({ version: billingCustomers.accessVersion })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.version ?? NO_CUSTOMER;
}

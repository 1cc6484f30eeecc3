import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaidPlan } from '../../../domain/plans';
import type { Database } from '../../db/client';
import { billingCheckouts, billingGuaranteeUses, user } from '../../db/schema';

/** The hosted checkouts Kinora opened, and the money-back guarantee's single use per plan. */

export type CheckoutRecord = typeof billingCheckouts.$inferSelect;
export type GuaranteeUse = typeof billingGuaranteeUses.$inferSelect;

/** The member's checkouts of a plan not known to be complete or expired, oldest first. */
export async function openCheckoutsOf(
  db: Database,
  userId: string,
  plan: PaidPlan,
): Promise<CheckoutRecord[]> {
  return db
    .select()
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.userId, userId),
        eq(billingCheckouts.plan, plan),
        isNull(billingCheckouts.closedAt),
      ),
    )
    .orderBy(asc(billingCheckouts.createdAt));
}

/** How many of the member's checkouts of a plan ended: the next one's idempotency generation. */
export async function closedCheckoutCount(db: Database, userId: string, plan: PaidPlan): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.userId, userId),
        eq(billingCheckouts.plan, plan),
        isNotNull(billingCheckouts.closedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Records a checkout; the same session recorded twice (two racing requests) is one row. */
export async function recordCheckout(
  db: Database,
  row: { id: string; userId: string; plan: PaidPlan; url: string; createdAt: Date },
): Promise<void> {
  await db.insert(billingCheckouts).values(row).onConflictDoNothing();
}

export async function closeCheckout(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(billingCheckouts)
    .set({ closedAt: sql`coalesce(${billingCheckouts.closedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(billingCheckouts.id, id));
}

export async function guaranteeUsesOf(db: Database, userId: string): Promise<GuaranteeUse[]> {
  return db.select().from(billingGuaranteeUses).where(eq(billingGuaranteeUses.userId, userId));
}

/** The guarantee used for `subscriptionId`; a use already recorded (another plan's subscription) stays. */
export async function recordGuaranteeUse(
  tx: Database,
  row: { userId: string; plan: PaidPlan; subscriptionId: string; usedAt: Date },
): Promise<void> {
  await tx.insert(billingGuaranteeUses).values(row).onConflictDoNothing();
}

/** An account that exists and is not being deleted (a deleted member is no longer anyone's customer). */
export async function isActiveMember(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  return Boolean(row);
}

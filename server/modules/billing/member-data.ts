import { asc, eq } from 'drizzle-orm';
import type { ExportedPlanSubscription } from '../../../domain/api/accounts';
import type { Database } from '../../db/client';
import { billingSubscriptions } from '../../db/schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The member's Premium and QA subscriptions, oldest first, for their data export. */
export async function exportMemberPlanSubscriptions(
  db: Database,
  userId: string,
): Promise<ExportedPlanSubscription[]> {
  const rows = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(asc(billingSubscriptions.providerCreatedAt));
  return rows.map((r) => ({
    id: r.id,
    plan: r.plan,
    status: r.status,
    currentPeriodStart: r.currentPeriodStart.toISOString(),
    currentPeriodEnd: r.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    firstPaidAt: iso(r.firstPaidAt),
    refundedAt: iso(r.refundedAt),
    endedAt: iso(r.endedAt),
  }));
}

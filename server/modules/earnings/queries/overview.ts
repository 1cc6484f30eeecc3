import { and, count, gte, inArray, lte, sql } from 'drizzle-orm';
import { dailyValues, total } from '../../../../domain/admin-overview';
import { earningsDaily, earningsWithdrawals } from '../../../db/schema';
import type { OverviewPart } from '../../../module-manifest';

/**
 * The earnings module's figures on the admin overview (read only): paid views per day from the
 * daily roll-up (its days are already Europe/Paris days), withdrawals on their way now (requested
 * or transferred), and withdrawals whose payout failed during the period (failed or since reversed).
 */
export const earningsOverview: OverviewPart = async (db, period) => {
  const paid = await db
    .select({
      day: sql<string>`to_char(${earningsDaily.day}, 'YYYY-MM-DD')`,
      value: sql<string>`sum(${earningsDaily.paidViews})`,
    })
    .from(earningsDaily)
    .where(and(gte(earningsDaily.day, period.days[0]!), lte(earningsDaily.day, period.today)))
    .groupBy(sql`1`);
  const [pending] = await db
    .select({ value: count(), cents: sql<string>`coalesce(sum(${earningsWithdrawals.amountCents}), 0)` })
    .from(earningsWithdrawals)
    .where(inArray(earningsWithdrawals.status, ['requested', 'transferred']));
  const [failed] = await db
    .select({ value: count(), cents: sql<string>`coalesce(sum(${earningsWithdrawals.amountCents}), 0)` })
    .from(earningsWithdrawals)
    .where(gte(earningsWithdrawals.failedAt, period.from));
  const values = dailyValues(period, paid);
  return {
    tiles: [
      { key: 'views.paidToday', value: values.at(-1) ?? 0, unit: 'count' },
      { key: 'views.paid', value: total(values), unit: 'count' },
      { key: 'payouts.pending', value: pending?.value ?? 0, unit: 'count' },
      { key: 'payouts.pendingCents', value: Number(pending?.cents ?? 0), unit: 'cents' },
      { key: 'payouts.failed', value: failed?.value ?? 0, unit: 'count' },
      { key: 'payouts.failedCents', value: Number(failed?.cents ?? 0), unit: 'cents' },
    ],
    series: [{ key: 'views.paid', unit: 'count', values }],
  };
};

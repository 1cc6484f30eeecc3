import { and, count, gte, isNull, lt, sql } from 'drizzle-orm';
import { dailyValues, hoursToDays, total } from '../../../domain/admin-overview';
import { utcHourOf } from '../../db/days';
import { user } from '../../db/schema';
import type { OverviewPart } from '../../module-manifest';

/**
 * The accounts module's figures on the admin overview: members (accounts not being deleted) and
 * new members per day.
 */
export const accountsOverview: OverviewPart = async (db, period) => {
  const live = isNull(user.deletedAt);
  const [all] = await db.select({ value: count() }).from(user).where(live);
  const perDay = await db
    .select({ hour: utcHourOf(user.createdAt), value: count() })
    .from(user)
    .where(and(live, gte(user.createdAt, period.from), lt(user.createdAt, period.to)))
    .groupBy(sql`1`);
  const values = dailyValues(period, hoursToDays(perDay));
  return {
    tiles: [
      { key: 'members.total', value: all?.value ?? 0, unit: 'count' },
      { key: 'members.new', value: total(values), unit: 'count' },
    ],
    series: [{ key: 'members.new', unit: 'count', values }],
  };
};

import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { dailyValues, hoursToDays, total } from '../../../domain/admin-overview';
import { PAID_PLANS, RENEWAL_GRACE_MS } from '../../../domain/plans';
import { type Database, rowsOf } from '../../db/client';
import { utcHourOf } from '../../db/days';
import { billingEvents, billingSubscriptions } from '../../db/schema';
import type { OverviewPart } from '../../module-manifest';

/**
 * The billing module's figures on the admin overview: members a Premium or QA subscription grants
 * its plan to now, and revenue — what the provider reported paid (`invoice.paid`, counted once
 * per invoice) minus what it reported refunded (`charge.refunded`), per day of the event, in euro
 * cents. Billing keeps no amounts of its own: the stored webhook events are its record of them.
 */
export const billingOverview: OverviewPart = async (db, period) => {
  const subscribers = await subscribersNow(db, period.now);
  const paid = await paidPerDay(db, period.from, period.to);
  const refunded = await refundedPerDay(db, period.from, period.to);
  const paidValues = dailyValues(period, hoursToDays(paid));
  const refundedValues = dailyValues(period, hoursToDays(refunded));
  const netValues = paidValues.map((cents, i) => cents - refundedValues[i]!);
  return {
    tiles: [
      { key: 'subscribers.premium', value: subscribers.premium, unit: 'count' },
      { key: 'subscribers.qa', value: subscribers.qa, unit: 'count' },
      { key: 'revenue.paid', value: total(paidValues), unit: 'cents' },
      { key: 'revenue.refunded', value: total(refundedValues), unit: 'cents' },
      { key: 'revenue.net', value: total(netValues), unit: 'cents' },
    ],
    series: [{ key: 'revenue.net', unit: 'cents', values: netValues }],
  };
};

/** The SQL form of domain/plans.ts grantEndsAtMs: not refunded, live, within its period (+ grace). */
async function subscribersNow(db: Database, now: Date) {
  const s = billingSubscriptions;
  const rows = await db
    .select({ plan: s.plan, value: sql<number>`count(distinct ${s.userId})::int` })
    .from(s)
    .where(
      and(
        isNull(s.refundedAt),
        inArray(s.status, ['active', 'trialing', 'past_due']),
        or(
          and(eq(s.cancelAtPeriodEnd, true), gt(s.currentPeriodEnd, now)),
          and(
            eq(s.cancelAtPeriodEnd, false),
            gt(s.currentPeriodEnd, new Date(now.getTime() - RENEWAL_GRACE_MS)),
          ),
        ),
      ),
    )
    .groupBy(s.plan);
  const of = (plan: string) => rows.find((r) => r.plan === plan)?.value ?? 0;
  return Object.fromEntries(PAID_PLANS.map((plan) => [plan, of(plan)])) as Record<
    (typeof PAID_PLANS)[number],
    number
  >;
}

const field = (path: string) => sql.raw(`${billingEvents.payload.name} #>> '{data,object,${path}}'`);

/** One amount per paid invoice (a provider may deliver an event twice under two ids). */
async function paidPerDay(db: Database, from: Date, to: Date) {
  return rowsOf<{ hour: Date | string; value: string }>(
    await db.execute(sql`
      select ${utcHourOf(sql`occurred_at`)} as hour, sum(amount) as value from (
        select distinct on (${field('id')}) ${billingEvents.occurredAt} as occurred_at,
               (${field('amount_paid')})::bigint as amount
        from ${billingEvents}
        where ${billingEvents.type} = 'invoice.paid' and ${field('currency')} = 'eur'
          and ${billingEvents.occurredAt} >= ${from.toISOString()}::timestamptz
          and ${billingEvents.occurredAt} < ${to.toISOString()}::timestamptz
        order by ${field('id')}, ${billingEvents.occurredAt}
      ) invoices group by 1`),
  );
}

/**
 * A charge's `amount_refunded` is its refunded total so far: each event refunds what it adds to
 * the charge's previous event (a partial refund, then the rest, are two amounts; a replay adds 0).
 */
async function refundedPerDay(db: Database, from: Date, to: Date) {
  return rowsOf<{ hour: Date | string; value: string }>(
    await db.execute(sql`
      select ${utcHourOf(sql`occurred_at`)} as hour, sum(greatest(refunded - previous, 0)) as value from (
        select ${billingEvents.occurredAt} as occurred_at, (${field('amount_refunded')})::bigint as refunded,
               coalesce(lag((${field('amount_refunded')})::bigint) over (
                 partition by ${field('id')} order by ${billingEvents.occurredAt}, ${billingEvents.id}), 0) as previous
        from ${billingEvents}
        where ${billingEvents.type} = 'charge.refunded' and ${field('currency')} = 'eur'
          and ${billingEvents.occurredAt} < ${to.toISOString()}::timestamptz
      ) refunds where occurred_at >= ${from.toISOString()}::timestamptz group by 1`),
  );
}

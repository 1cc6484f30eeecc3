import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** The yearly transparency figures (DSA Art. 15 and 24): notices, actions, times, appeals, reversals. */
export interface TransparencyReport {
  year: number;
  notices: { total: number; byReason: Record<string, number>; fromVisitors: number; fromMembers: number };
  dismissed: number;
  decisions: { total: number; bySanction: Record<string, number>; illegalContent: number; rulesOnly: number };
  /** Median hours from an item's first report to the decision that acted on it; null with no decision. */
  medianHoursToAction: number | null;
  appeals: {
    received: number;
    upheld: number;
    overturned: number;
    open: number;
    medianHoursToReview: number | null;
  };
  sanctionsExpired: number;
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const toCounts = (list: { key: string; n: number }[]) =>
  Object.fromEntries(list.map((r) => [r.key, Number(r.n)]));

/** Reads the year [1 January, 1 January next) UTC from moderation's own tables. */
export async function transparencyReport(db: Database, year: number): Promise<TransparencyReport> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const inYear = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
  const [byReason, sources, dismissed, bySanction, grounds, toAction, appeals, expired] = await Promise.all([
    rows<{ key: string; n: number }>(
      db,
      sql`select reason as key, count(*)::int as n from moderation_reports where ${inYear(sql`created_at`)} group by reason`,
    ),
    rows<{ visitors: number; members: number }>(
      db,
      sql`select count(*) filter (where good_faith_at is not null)::int as visitors,
            count(*) filter (where good_faith_at is null)::int as members
          from moderation_reports where ${inYear(sql`created_at`)}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(distinct (item_id, closed_at))::int as n from moderation_reports
          where status = 'dismissed' and ${inYear(sql`closed_at`)}`,
    ),
    rows<{ key: string; n: number }>(
      db,
      sql`select s.kind as key, count(*)::int as n from moderation_sanctions s
          join moderation_decisions d on d.id = s.decision_id where ${inYear(sql`d.decided_at`)} group by s.kind`,
    ),
    rows<{ total: number; illegal: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where legal_ground is not null)::int as illegal
          from moderation_decisions where ${inYear(sql`decided_at`)}`,
    ),
    rows<{ hours: number | null }>(
      db,
      sql`select percentile_cont(0.5) within group (order by extract(epoch from d.decided_at - first.at) / 3600) as hours
          from moderation_decisions d
          cross join lateral (select min(r.created_at) as at from moderation_reports r
            where r.item_id = d.item_id and r.status = 'actioned' and r.closed_at = d.decided_at) first
          where ${inYear(sql`d.decided_at`)} and first.at is not null`,
    ),
    rows<{ received: number; upheld: number; overturned: number; open: number; hours: number | null }>(
      db,
      sql`select count(*)::int as received,
            count(*) filter (where status = 'upheld')::int as upheld,
            count(*) filter (where status = 'overturned')::int as overturned,
            count(*) filter (where status = 'open')::int as open,
            percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - submitted_at) / 3600)
              filter (where reviewed_at is not null) as hours
          from moderation_appeals where ${inYear(sql`submitted_at`)}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from moderation_sanctions where ended_because = 'expired' and ${inYear(sql`ended_at`)}`,
    ),
  ]);
  const round = (h: number | null | undefined) =>
    h === null || h === undefined ? null : Math.round(Number(h) * 10) / 10;
  const reasons = toCounts(byReason);
  return {
    year,
    notices: {
      total: Object.values(reasons).reduce((a, b) => a + b, 0),
      byReason: reasons,
      fromVisitors: Number(sources[0]?.visitors ?? 0),
      fromMembers: Number(sources[0]?.members ?? 0),
    },
    dismissed: Number(dismissed[0]?.n ?? 0),
    decisions: {
      total: Number(grounds[0]?.total ?? 0),
      bySanction: toCounts(bySanction),
      illegalContent: Number(grounds[0]?.illegal ?? 0),
      rulesOnly: Number(grounds[0]?.total ?? 0) - Number(grounds[0]?.illegal ?? 0),
    },
    medianHoursToAction: round(toAction[0]?.hours),
    appeals: {
      received: Number(appeals[0]?.received ?? 0),
      upheld: Number(appeals[0]?.upheld ?? 0),
      overturned: Number(appeals[0]?.overturned ?? 0),
      open: Number(appeals[0]?.open ?? 0),
      medianHoursToReview: round(appeals[0]?.hours),
    },
    sanctionsExpired: Number(expired[0]?.n ?? 0),
  };
}

/** The report as the CLI prints it. */
export function describeTransparencyReport(r: TransparencyReport): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([k, n]) => `    ${k}: ${n}`)
      .join('\n') || '    (none)';
  const hours = (h: number | null) => (h === null ? 'n/a' : `${h} h`);
  return [
    `Kinora moderation transparency report ${r.year} (UTC year)`,
    `Notices received: ${r.notices.total} (${r.notices.fromMembers} from members, ${r.notices.fromVisitors} from visitors)`,
    '  by category:',
    list(r.notices.byReason),
    `Items dismissed without action: ${r.dismissed}`,
    `Decisions: ${r.decisions.total} (${r.decisions.illegalContent} on illegal content, ${r.decisions.rulesOnly} on the rules only; none automated)`,
    '  sanctions:',
    list(r.decisions.bySanction),
    `Median time from first notice to action: ${hours(r.medianHoursToAction)}`,
    `Appeals: ${r.appeals.received} received, ${r.appeals.upheld} upheld, ${r.appeals.overturned} overturned (reversals), ${r.appeals.open} open; median time to review ${hours(r.appeals.medianHoursToReview)}`,
    `Sanctions that ended on time: ${r.sanctionsExpired}`,
  ].join('\n');
}

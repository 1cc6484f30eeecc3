import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { csvLine } from '../../../../domain/csv';
import { dayStartIn, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import { type Database, rowsOf } from '../../../db/client';
import { ledgerEntries, ledgerPostings } from '../../../db/schema';
import { videoTitles } from '../../videos/videos.public';
import { creatorAccount } from '../ledger/accounts';
import type { WithdrawalRow } from '../withdrawals.repository';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The monthly statement (month 'YYYY-MM', Europe/Paris): every ledger entry of the creator's accounts
 * that month — paid views per video and day, settlements, withdrawals, reversals — with the running
 * balances. Read from the ledger itself, so it equals it to the cent.
 */
export async function monthlyStatementCsv(db: Database, userId: string, month: string): Promise<string> {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = dayStartIn(PAYOUT_TIME_ZONE, `${month}-01`);
  const nextMonth = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const end = dayStartIn(PAYOUT_TIME_ZONE, nextMonth);
  const accounts = (['pending', 'withdrawable', 'in-flight', 'paid-out'] as const).map((b) =>
    creatorAccount(userId, b),
  );
  const rows = rowsOf<{
    day: string;
    kind: string;
    video_id: string | null;
    withdrawal_id: string | null;
    account: string;
    entries: string;
    cents: string;
    balance: string;
  }>(
    await db.execute(sql`
      select to_char(e.created_at at time zone ${PAYOUT_TIME_ZONE}, 'YYYY-MM-DD') as day, e.kind,
             e.details->>'videoId' as video_id, e.details->>'withdrawalId' as withdrawal_id, p.account,
             count(*) as entries, sum(p.amount_cents) as cents, max(p.balance_after_cents) as balance
      from ledger_postings p join ledger_entries e on e.id = p.entry_id
      where p.account in (${sql.join(
        accounts.map((a) => sql`${a}`),
        sql`, `,
      )}) and e.created_at >= ${start.toISOString()}::timestamptz and e.created_at < ${end.toISOString()}::timestamptz
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  );
  const titles = await videoTitles(db, [...new Set(rows.flatMap((r) => (r.video_id ? [r.video_id] : [])))]);
  let csv = csvLine([
    'date',
    'operation',
    'account',
    'video_id',
    'video_title',
    'withdrawal_id',
    'entries',
    'amount_eur',
  ]);
  for (const r of rows)
    csv += csvLine([
      r.day,
      r.kind,
      r.account.slice(r.account.lastIndexOf(':') + 1),
      r.video_id,
      r.video_id ? (titles.get(r.video_id) ?? null) : null,
      r.withdrawal_id,
      Number(r.entries),
      euros(Number(r.cents)),
    ]);
  return csv;
}

/**
 * A payout's statement: the withdrawal, then the paid views it covers per video and day — the
 * credits settled into the withdrawable balance it took, i.e. those posted since the creator's
 * previous withdrawal up to this one's request (first-in, first-out).
 */
export async function withdrawalStatementCsv(
  db: Database,
  w: WithdrawalRow,
  previous: WithdrawalRow | null,
): Promise<string> {
  let csv = csvLine(['withdrawal_id', 'requested_at', 'status', 'paid_at', 'amount_eur', 'automatic']);
  csv += csvLine([
    w.id,
    w.requestedAt.toISOString(),
    w.status,
    w.paidAt?.toISOString() ?? null,
    euros(w.amountCents),
    w.automatic ? 'yes' : 'no',
  ]);
  const rows = await db
    .select({
      day: sql<string>`(${ledgerEntries.details}->>'validatedAt')::timestamptz at time zone ${PAYOUT_TIME_ZONE}`,
      videoId: sql<string>`${ledgerEntries.details}->>'videoId'`,
      cents: ledgerPostings.amountCents,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerPostings.account, creatorAccount(w.userId, 'pending')),
        eq(ledgerEntries.kind, 'paid_view'),
        previous ? gte(ledgerEntries.createdAt, previous.requestedAt) : undefined,
        lt(ledgerEntries.createdAt, w.requestedAt),
      ),
    )
    .orderBy(asc(ledgerEntries.seq));
  const cells = new Map<string, { day: string; videoId: string; views: number; cents: number }>();
  for (const r of rows) {
    const day = String(r.day).slice(0, 10);
    const key = `${day}:${r.videoId}`;
    const cell = cells.get(key) ?? { day, videoId: r.videoId, views: 0, cents: 0 };
    cell.views += 1;
    cell.cents += r.cents;
    cells.set(key, cell);
  }
  const titles = await videoTitles(db, [...new Set([...cells.values()].map((c) => c.videoId))]);
  csv += '\r\n';
  csv += csvLine(['view_date', 'video_id', 'video_title', 'paid_views', 'amount_eur']);
  for (const c of cells.values())
    csv += csvLine([c.day, c.videoId, titles.get(c.videoId) ?? null, c.views, euros(c.cents)]);
  return csv;
}

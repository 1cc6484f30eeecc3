import { sql } from 'drizzle-orm';
import type { EarningsDaily, VideoEarnings } from '../../../../domain/api/earnings';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import { dayIn, nextDay, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import { type Database, rowsOf } from '../../../db/client';
import { videoTitles } from '../../videos/videos.public';

/**
 * The charts: validated views, paid views and cents per day over the last `days` days (today
 * included, Europe/Paris), days without views as zeros. From the roll-up: at most `days × videos`
 * rows, whatever the number of views.
 */
export async function earningsDaily(
  db: Database,
  userId: string,
  days: number,
  now: Date,
): Promise<EarningsDaily> {
  const today = dayIn(PAYOUT_TIME_ZONE, now);
  const first = nextDay(today, -(days - 1));
  const rows = rowsOf<{ day: string | Date; validated: string; paid: string; cents: string }>(
    await db.execute(sql`
      select day, sum(validated_views) as validated, sum(paid_views) as paid, sum(earned_cents) as cents
      from earnings_daily where owner_id = ${userId} and day between ${first}::date and ${today}::date
      group by day`),
  );
  const byDay = new Map(rows.map((r) => [dayString(r.day), r]));
  return {
    days: Array.from({ length: days }, (_, i) => {
      const day = nextDay(first, i);
      const row = byDay.get(day);
      return {
        day,
        validatedViews: Number(row?.validated ?? 0),
        paidViews: Number(row?.paid ?? 0),
        earnedCents: Number(row?.cents ?? 0),
      };
    }),
  };
}

/** `date` columns come back as strings (pg) or Dates (some drivers): always 'YYYY-MM-DD'. */
export const dayString = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export const VIDEO_EARNINGS_PAGE_SIZE = 20;

/**
 * Per-video earnings, best earning first. The keyset cursor's number is the last row's cents (the
 * codec's "time" part is any integer position), its id the video's.
 */
export async function videoEarningsPage(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<{ items: VideoEarnings[]; nextCursor: string | null }> {
  const after = decodeCursor(cursor);
  const rows = rowsOf<{ video_id: string; validated: string; paid: string; cents: string }>(
    await db.execute(sql`
      select video_id, sum(validated_views) as validated, sum(paid_views) as paid, sum(earned_cents) as cents
      from earnings_daily where owner_id = ${userId}
      group by video_id
      ${after ? sql`having (sum(earned_cents), video_id) < (${after.at.getTime()}, ${after.id}::uuid)` : sql``}
      order by sum(earned_cents) desc, video_id desc
      limit ${VIDEO_EARNINGS_PAGE_SIZE + 1}`),
  );
  const page = rows.slice(0, VIDEO_EARNINGS_PAGE_SIZE);
  const titles = await videoTitles(
    db,
    page.map((r) => r.video_id),
  );
  const items = page.map((r) => {
    const validatedViews = Number(r.validated);
    const earnedCents = Number(r.cents);
    return {
      videoId: r.video_id,
      title: titles.get(r.video_id) ?? null,
      validatedViews,
      paidViews: Number(r.paid),
      earnedCents,
      centsPerThousandViews: validatedViews > 0 ? Math.round((earnedCents * 1000) / validatedViews) : 0,
    };
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > VIDEO_EARNINGS_PAGE_SIZE && last
        ? encodeCursor({ at: new Date(Number(last.cents)), id: last.video_id })
        : null,
  };
}

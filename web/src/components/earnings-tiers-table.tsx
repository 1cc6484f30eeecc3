import { EARNINGS_TIERS, MIN_VIDEO_DURATION_S } from '@domain/earnings';
import type { ReactNode } from 'react';
import { formatDurationS, formatEuros, formatNumber } from '@/lib/format';

/**
 * The pay-per-view tiers as a table, from the tiers the server pays with (domain/earnings.ts), so
 * neither the rules page nor the creator's dashboard can promise another rate than the one paid.
 */

const PER = 1000;

/** Words of the table; durations and amounts are formatted here. */
export interface EarningsTableText {
  caption: string;
  duration: string;
  perView: string;
  perThousandViews: (thousand: string) => string;
  under: (to: string) => string;
  between: (from: string, to: string) => string;
  atLeast: (from: string) => string;
  /** Shown on a tier below the minimum duration: such videos are refused at upload. */
  refused: string;
}

export interface EarningsRow {
  duration: string;
  /** Set when videos of this tier are refused at upload (shorter than the minimum duration). */
  note: string | null;
  perView: string;
  perThousand: string;
}

export function earningsRows(text: EarningsTableText, locale: string): EarningsRow[] {
  const duration = (s: number) => formatDurationS(s, locale);
  return EARNINGS_TIERS.map((tier) => ({
    duration:
      tier.maxDurationS === null
        ? text.atLeast(duration(tier.minDurationS))
        : tier.minDurationS === 0
          ? text.under(duration(tier.maxDurationS))
          : text.between(duration(tier.minDurationS), duration(tier.maxDurationS)),
    note: tier.maxDurationS !== null && tier.maxDurationS <= MIN_VIDEO_DURATION_S ? text.refused : null,
    perView: formatEuros(tier.ratePerViewCents, locale),
    perThousand: formatEuros(tier.ratePerViewCents * PER, locale),
  }));
}

export const perThousandHeader = (text: EarningsTableText, locale: string) =>
  text.perThousandViews(formatNumber(PER, locale));

const plain = (value: string): ReactNode => value;

/** `mark` wraps each text (the rules page highlights its search matches in it). */
export function EarningsTiersTable({
  text,
  locale,
  mark = plain,
}: {
  text: EarningsTableText;
  locale: string;
  mark?: (value: string) => ReactNode;
}) {
  return (
    // Narrow phones scroll the table, never the page.
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="border-b bg-muted/60 px-4 py-3 text-left font-medium">
          {mark(text.caption)}
        </caption>
        <thead className="text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-4 py-2 font-medium">
              {mark(text.duration)}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {mark(text.perView)}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {mark(perThousandHeader(text, locale))}
            </th>
          </tr>
        </thead>
        <tbody>
          {earningsRows(text, locale).map((row) => (
            <tr key={row.duration} className="border-b last:border-b-0">
              <th scope="row" className="px-4 py-2 font-normal">
                {mark(row.duration)}
                {row.note && <span className="block text-xs text-muted-foreground">{mark(row.note)}</span>}
              </th>
              <td className="px-4 py-2 text-right font-medium tabular-nums">{mark(row.perView)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{mark(row.perThousand)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { EARNINGS_TIERS, MIN_VIDEO_DURATION_S } from '@domain/earnings';
import { formatEuros, formatNumber } from '@/lib/format';
import type { EarningsTableText } from './legal-content';
import { formatDurationS } from './legal-values';
import { Highlight } from './rich-text';

const PER = 1000;

export interface EarningsRow {
  duration: string;
  /** Set when videos of this tier are refused at upload (shorter than the minimum duration). */
  note: string | null;
  perView: string;
  perThousand: string;
}

/**
 * The rows of the earnings-rules table, from the tiers the server pays with (domain/earnings.ts),
 * so the page can never promise another rate than the one paid.
 */
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

/** Every word of the table, for the page search. */
export function earningsTableTexts(text: EarningsTableText, locale: string): string[] {
  const headers = [
    text.caption,
    text.duration,
    text.perView,
    text.perThousandViews(formatNumber(PER, locale)),
  ];
  return [...headers, ...earningsRows(text, locale).flatMap((row) => Object.values(row).filter(isText))];
}

const isText = (value: string | null): value is string => value !== null;

export function EarningsTable({
  text,
  locale,
  query,
}: {
  text: EarningsTableText;
  locale: string;
  query: string;
}) {
  const mark = (value: string) => <Highlight text={value} query={query} />;
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
              {mark(text.perThousandViews(formatNumber(PER, locale)))}
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

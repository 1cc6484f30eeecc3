import {
  type EarningsTableText,
  EarningsTiersTable,
  earningsRows,
  perThousandHeader,
} from '@/components/earnings-tiers-table';
import { Highlight } from './rich-text';

/** Every word of the table, for the page search. */
export function earningsTableTexts(text: EarningsTableText, locale: string): string[] {
  const headers = [text.caption, text.duration, text.perView, perThousandHeader(text, locale)];
  return [...headers, ...earningsRows(text, locale).flatMap((row) => Object.values(row).filter(isText))];
}

const isText = (value: string | null): value is string => value !== null;

/** The rules page's earnings table, its search matches highlighted. */
export function EarningsTable({
  text,
  locale,
  query,
}: {
  text: EarningsTableText;
  locale: string;
  query: string;
}) {
  return (
    <EarningsTiersTable
      text={text}
      locale={locale}
      mark={(value) => <Highlight text={value} query={query} />}
    />
  );
}

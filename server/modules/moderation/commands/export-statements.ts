import { csvLine } from '../../../../domain/csv';
import {
  TRANSPARENCY_COLUMNS,
  type TransparencyStatement,
  toTransparencyStatement,
} from '../../../../domain/transparency-statement';
import type { AppContext } from '../../../context';
import { decisionsBetween } from '../decisions.repository';
import { presentDecisions } from './read-decision';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

const PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statements of reasons of the decisions taken from `from` to `to` (UTC days, both included),
 * oldest first, in the Transparency Database's shape: pages of 500 read by keyset, so a year of
 * decisions never sits in memory as rows and statements at once.
 */
export async function* transparencyStatements(
  ctx: Deps,
  days: { from: string; to: string },
): AsyncGenerator<TransparencyStatement> {
  const range = {
    from: new Date(`${days.from}T00:00:00Z`),
    to: new Date(Date.parse(`${days.to}T00:00:00Z`) + DAY_MS),
  };
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const records = await decisionsBetween(ctx.db.db, range, after, PAGE);
    const decisions = await presentDecisions(ctx, records);
    for (const [i, decision] of decisions.entries())
      yield toTransparencyStatement(decision, {
        contentCreatedAt: records[i]!.decision.contentCreatedAt?.toISOString() ?? null,
        publicUrl: ctx.config.publicUrl,
      });
    if (records.length < PAGE) return;
    const last = records.at(-1)!.decision;
    after = { at: last.decidedAt, id: last.id };
  }
}

export const statementsCsvHeader = () => csvLine(TRANSPARENCY_COLUMNS);

export const statementCsvLine = (s: TransparencyStatement) =>
  csvLine(
    TRANSPARENCY_COLUMNS.map((c) =>
      Array.isArray(s[c]) ? (s[c] as string[]).join(' ') : (s[c] as string | null),
    ),
  );

/**
 * The export's pieces, CSV or a JSON array. The first page is read before the first piece (so a
 * failing query is still an error answer: sendStreamed awaits the first piece before headers).
 */
export async function* statementPieces(
  ctx: Deps,
  days: { from: string; to: string },
  format: 'json' | 'csv',
): AsyncGenerator<string> {
  const statements = transparencyStatements(ctx, days)[Symbol.asyncIterator]();
  let next = await statements.next();
  yield format === 'csv' ? statementsCsvHeader() : '[';
  for (let first = true; !next.done; first = false, next = await statements.next())
    yield format === 'csv'
      ? statementCsvLine(next.value)
      : `${first ? '\n' : ',\n'}${JSON.stringify(next.value)}`;
  if (format === 'json') yield '\n]\n';
}

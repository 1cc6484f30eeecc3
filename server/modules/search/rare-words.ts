import { type SQL, sql } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { type Database, rowsOf } from '../../db/client';

/**
 * Rare words drive the index (docs/decisions/0039-scale-out.md, "Searches never seen before").
 * When a search's words are rare together, their GIN index answers; but GIN reads every posting of
 * every prefix term before intersecting (`cuisine:*` holds 1 video in 8), so `cuisine 42` cost 24 ms
 * at 1,000,000 videos where `42` alone, then the whole query tested on its 21 rows, costs 0.1 ms.
 * How common each word is, is measured twice, and the larger figure counts:
 * - on the newest videos that pass the filters (the walk's window, just read: in shared memory);
 * - over the whole table, from PostgreSQL's statistics of the documents (ANALYZE's most common
 *   lexemes), so a word common years ago and absent lately is not taken for a rare one.
 */

/** How often the most common lexemes occur in a table's search documents (0–1), and its rows. */
export interface WordStats {
  rows: number;
  frequency: Map<string, number>;
}

/** Each word's matches among the newest `rows` videos passing the filters. */
export interface WindowHits {
  rows: number;
  hits: number[];
}

/**
 * Words whose estimated matches stay below this many videos drive the index. Above it, testing the
 * whole query on each of their rows (≈ 1–2 µs a row, on the heap) costs more than GIN's intersection.
 */
const RARE_ROWS = 3_000;

/** The quoted lexemes of a tsquery's text, with whether each is a prefix (`'cuis':*`, `'cuis':*A`). */
const LEXEME = /'((?:[^']|'')+)'(:\*)?/g;

/** The conjuncts of kinora_search_query's text: its words, joined by a top-level ` & `. */
export const wordsOf = (words: string) => words.split(' & ');

/**
 * Only the first words are counted on the window (each costs a test of every row, ≈ 0.3 µs): a
 * text may hold dozens of words, and any one rare word among the first suffices.
 */
const COUNTED_WORDS = 6;

/** The share of all rows the statistics say have the word: listed lexemes only (0 when none is). */
export function listedShare(conjunct: string, stats: WordStats): number {
  let total = 0;
  for (const [, quoted, prefix] of conjunct.matchAll(LEXEME)) {
    const lexeme = quoted!.replaceAll("''", "'");
    if (!prefix) total += stats.frequency.get(lexeme) ?? 0;
    else for (const [known, f] of stats.frequency) if (known.startsWith(lexeme)) total += f;
  }
  return Math.min(total, 1);
}

/**
 * Of a search's words, those rare enough to drive the index, as a tsquery's text implied by the
 * whole (every video matching all the words matches them); null when none is, when all are (the
 * whole query is then as cheap), or when there are no statistics yet (before the first ANALYZE).
 */
export function rareWords(words: string, stats: WordStats | null, window: WindowHits): string | null {
  const conjuncts = wordsOf(words);
  if (!stats || stats.rows <= 0 || window.rows === 0 || conjuncts.length < 2) return null;
  const rare = conjuncts.filter((conjunct, i) => {
    // A phrase (CJK characters joined by <->) is left to the index as it is.
    if (conjunct.includes('<->') || i >= window.hits.length) return false;
    const share = Math.max(listedShare(conjunct, stats), window.hits[i]! / window.rows);
    return share * stats.rows <= RARE_ROWS;
  });
  if (rare.length === 0 || rare.length === conjuncts.length) return null;
  return rare.join(' & ');
}

/** Each word's matches among `window` (a table expression with a search_document column). */
export async function windowHits(tx: Database, words: string, window: SQL): Promise<WindowHits> {
  const counts = wordsOf(words).map(
    (w) => sql`count(*) filter (where w.search_document @@ ${w}::tsquery)::int`,
  );
  const [row] = rowsOf<{ rows: number; hits: number[] }>(
    await tx.execute(
      sql`select count(*)::int as rows, array[${sql.join(counts, sql`, `)}] as hits from ${window} w`,
    ),
  );
  return row!;
}

/** Statistics change with ANALYZE (autovacuum's, after 10 % of rows changed): read again this often. */
const STATS_TTL_MS = 10 * 60_000;
/** The tables whose search documents have statistics read here. */
type Searched = 'videos' | 'channels';
const held = new WeakMap<object, Map<Searched, { at: number; stats: Promise<WordStats | null> }>>();

/**
 * The search documents' statistics of a table, read once per STATS_TTL_MS per database handle (a
 * replica holds the primary's); null before the table's first ANALYZE.
 */
export function wordStats(db: Database, table: Searched): Promise<WordStats | null> {
  const now = systemClock.now().getTime();
  const tables = held.get(db) ?? new Map();
  held.set(db, tables);
  const kept = tables.get(table);
  if (kept && now - kept.at < STATS_TTL_MS) return kept.stats;
  const stats = readWordStats(db, table).catch(() => null);
  tables.set(table, { at: now, stats });
  return stats;
}

export const videoWordStats = (db: Database) => wordStats(db, 'videos');

async function readWordStats(db: Database, table: Searched): Promise<WordStats | null> {
  const [row] = rowsOf<{ rows: number; lexemes: string[] | null; frequencies: number[] | null }>(
    await db.execute(sql`
      select c.reltuples::float8 as rows,
             s.most_common_elems::text::text[] as lexemes,
             s.most_common_elem_freqs::float8[] as frequencies
        from pg_class c
        left join pg_stats s
          on s.schemaname = current_schema() and s.tablename = ${table} and s.attname = 'search_document'
       where c.oid = ${table}::regclass`),
  );
  // reltuples is -1 until the table is first analysed.
  if (!row || row.rows <= 0) return null;
  const frequencies = row.frequencies ?? [];
  return {
    rows: row.rows,
    frequency: new Map((row.lexemes ?? []).map((lexeme, i) => [lexeme, frequencies[i]!])),
  };
}

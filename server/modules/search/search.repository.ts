import { type SQL, sql } from 'drizzle-orm';
import type { ChannelTopic } from '../../../domain/channels';
import {
  DURATION_BANDS,
  type SearchConfig,
  type SearchDuration,
  type SearchSort,
} from '../../../domain/search';
import { type Database, rowsOf } from '../../db/client';
import { listedAs } from '../videos/videos.public';
import { rareWords, videoWordStats, windowHits, wordsOf } from './rare-words';

/**
 * Search SQL (docs/decisions/0008-search.md). Every query here is served by the indexes of
 * migration 0007 — GIN on search_document (words, stems, prefixes, topics), GiST trigram on the
 * vocabulary (typos) — or by the public feed index (published_at, id); none reads unaccent() or
 * to_tsvector() of a row: the documents were computed on write by the triggers.
 */

/** A search's text, analysed: its tsquery (NULL when nothing searchable was typed) and its words. */
export interface AnalysedQuery {
  /** Words as stems in the searcher's language or as prefixes, for the full-text match. */
  words: string | null;
  /** Lower-case, accent-free text, compared with search_text by trigrams (ranking). */
  plain: string;
  /** The typed words, lower-case and accent-free, in order (typo correction). */
  terms: string[];
}

/** What is being typed, analysed for typeahead. */
export interface AnalysedPrefix {
  /** Titles and channel names having the typed words, the last one as a prefix. */
  titlePrefixes: string | null;
  /** Lower-case, accent-free text (the titles starting with it come first). */
  plain: string;
}

/**
 * At most this many matches, the newest first, are ranked: ranking is per row, so a word found in
 * 100,000 videos must not rank them all. Below the cap (nearly every real query) the ranking is
 * exact; above it, a match older than the newest 200 cannot appear (recency is in the score anyway,
 * and the 10 pages of 20 a search shows are 200). The rows a walk reads grow with the cap: 300 cost
 * a third more for the same pages (docs/decisions/0039-scale-out.md, "Searches never seen before").
 */
const CANDIDATES = 200;
/**
 * Newest videos walked before deciding how to read the rest (newestMatches). Words found nowhere
 * recent pay this walk before their index answers: 5,000 cost them 6 ms of database CPU at 1M videos,
 * 2,000 about 2.5 ms, while a word in 1 video of 10 still fills the candidates within it.
 */
const WINDOW = 2_000;
/**
 * Typeahead's first window: title prefixes are thinner than a search's words (a vocabulary word
 * starts 1 title in 15 of the bench's catalogue, against 1 video in 8 for the words anywhere), and
 * 5,000 rows hold 200 of them where 2,000 and a second walk read more.
 */
const TYPEAHEAD_WINDOW = 5_000;
/** How far a walk may go when the words are common enough to fill the candidates there. */
const WIDE_WINDOW = 50_000;
/** Typeahead: the most watched of the newest 200 matching titles are offered. */
const TYPEAHEAD_CANDIDATES = 200;

/**
 * The newest visible videos (at most `cap`) matching the words, read in a way whose cost stays
 * bounded whatever the words. (The planner's own choice rests on its estimate of how often a word
 * occurs, unreliable for rare or absent words: a wrong guess walked the whole feed, 0.7 s at 1M
 * videos, or sorted 100,000 rows.) Measured instead:
 * 1. test the words on the newest `firstWindow` videos that pass the filters (public feed index): enough
 *    for common words, and for any words when the filters (a recent upload date) leave fewer;
 * 2. if they matched often enough there to find `cap` within WIDE_WINDOW rows, test that many;
 * 3. otherwise the words are rare: read every match from their GIN index and sort them (bitmap
 *    scans only, for this transaction), through `where.rare` when given: the same matches, found
 *    by the index from the rarest words only (rare-words.ts).
 * `rank` turns the candidates (a table expression with the columns below, aliased c) into the
 * final select.
 */
async function newestMatches<T>(
  db: Database,
  where: {
    filters: SQL;
    match: SQL;
    /** The same test with only rare words given to the index, worked out on the newest `window`. */
    rare?: (tx: Database, window: SQL) => Promise<SQL | null>;
  },
  cap: number,
  rank: (candidates: SQL) => SQL,
  firstWindow = WINDOW,
): Promise<T[]> {
  const columns = sql.raw('id, title, search_document, search_text, view_count, published_at');
  // One pass over the newest `window` videos, stopping at the `cap`-th match: the matches keep the
  // columns the ranking reads (no second read of their rows), and the walk reads only as far as it
  // must (a word in 1 video of 8 fills 200 in 1,600 rows). Only when it found fewer than `cap`
  // does it count the window (index only) to tell whether it held every video passing the filters.
  const walk = async (on: Database, window: number) => {
    const [walked] = rowsOf<{ done: boolean; found: number; rows: T[] | null }>(
      await on.execute(sql`
        with found as materialized (
          select * from (
            select ${columns}, ${where.match} as hit from videos v where ${where.filters}
             order by v.published_at desc, v.id desc limit ${window}) w
           where hit order by published_at desc, id desc limit ${cap}),
        done as materialized (
          select (select count(*) from found) >= ${cap}
              or (select count(*) from (select from videos v where ${where.filters}
                                         order by v.published_at desc, v.id desc limit ${window}) x) < ${window} as yes)
        select (select yes from done) as done, (select count(*) from found)::int as found,
               (select jsonb_agg(r) from (${rank(sql`found`)}) r where (select yes from done)) as rows`),
    );
    return { done: walked!.done, found: walked!.found, rows: walked!.rows ?? [] };
  };
  // The first walk, alone: one statement, where a transaction cost three more round trips (each a
  // write to the database's socket, the largest share of a search's CPU in Node). Its plan costs
  // 350–2,700 at 1M videos, with or without filters: far below jit_above_cost (100,000).
  const near = await walk(db, firstWindow);
  if (near.done) return near.rows;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // These plans run in milliseconds, but the GIN path's estimate can reach JIT's threshold, and
    // compiling took longer than running them.
    await tx.execute(sql`select set_config('jit', 'off', true)`);
    // Rows to test to find `cap` at the density seen, with a wide margin: the walk stops at the
    // `cap`-th match anyway, while falling short sends common words to their index (0.5 s for a
    // word in 1 title of 15 at 1M videos, when a window of 2,000 happened to hold few of them).
    const needed =
      near.found > 0 ? Math.ceil(((cap * firstWindow) / near.found) * 2) : Number.POSITIVE_INFINITY;
    if (needed <= WIDE_WINDOW) {
      const wide = await walk(tx, needed);
      if (wide.done) return wide.rows;
    }
    const rare = await where.rare?.(
      tx,
      sql`(select v.search_document from videos v where ${where.filters}
            order by v.published_at desc, v.id desc limit ${firstWindow})`,
    );
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return rowsOf<T>(
      await tx.execute(
        rank(sql`(select ${columns} from videos v where ${where.filters} and ${rare ?? where.match}
                  order by v.published_at desc, v.id desc limit ${cap})`),
      ),
    );
  });
}

/** The configuration is one of SEARCH_CONFIGS, inlined as a literal so the planner folds the query. */
const regconfig = (config: SearchConfig) => sql.raw(`'${config}'::regconfig`);

/**
 * The typed words are the tokens of PostgreSQL's default parser that the 'simple' configuration
 * keeps, lower-cased (what ts_debug('simple', …) gives, at a third of its cost), hyphenated words
 * whole: their parts (token types 9–11) are left out, as are spaces, tags, protocols and entities
 * (12–14, 23), which 'simple' does not map. The parser's token types are fixed in its C source.
 */
const typedWords = (text: string) => sql`
  array(select lower(p.token)
          from ts_parse('default', kinora_search_prepare(${text})) with ordinality as p(tokid, token, n)
         where p.tokid in (1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22)
         order by p.n)`;

export async function analyseQuery(db: Database, config: SearchConfig, text: string): Promise<AnalysedQuery> {
  const [row] = rowsOf<AnalysedQuery>(
    await db.execute(sql`
      select kinora_search_query(${regconfig(config)}, ${text})::text as words,
             lower(kinora_unaccent(${text})) as plain,
             ${typedWords(text)} as terms`),
  );
  return row!;
}

/** Prefixes are matched as typed, in no language ('simple'). */
export async function analysePrefix(db: Database, text: string): Promise<AnalysedPrefix> {
  const [row] = rowsOf<AnalysedPrefix>(
    await db.execute(sql`
      select kinora_search_query('simple', ${text}, true)::text as "titlePrefixes",
             lower(kinora_unaccent(${text})) as plain`),
  );
  return row!;
}

export interface VideoFilters {
  topic?: ChannelTopic;
  duration: SearchDuration;
  /** Published at or after. */
  since: Date | null;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The topic's lexeme (kinora_search_topics): ':topic:cooking'. */
export const topicQuery = (topic: ChannelTopic) => sql`${`':topic:${topic}'`}::tsquery`;

/** The words and the topic's lexeme, as one tsquery. */
const wordsQuery = (words: string, topic?: ChannelTopic) =>
  topic ? sql`(${words}::tsquery && ${topicQuery(topic)})` : sql`${words}::tsquery`;

/** The words (and the topic's lexeme) in a video's document. */
const wordsMatch = (words: string, topic?: ChannelTopic) =>
  sql`v.search_document @@ ${wordsQuery(words, topic)}`;

/**
 * The same test, with only the rarest words given to the index (rare-words.ts): the whole query is
 * then tested on their rows through ts_match_vq, the function behind @@, which no index answers.
 */
async function rareMatch(
  db: Database,
  tx: Database,
  window: SQL,
  words: string,
  topic?: ChannelTopic,
): Promise<SQL | null> {
  if (wordsOf(words).length < 2) return null;
  const rare = rareWords(words, await videoWordStats(db), await windowHits(tx, words, window));
  return rare
    ? sql`v.search_document @@ ${rare}::tsquery and ts_match_vq(v.search_document, ${wordsQuery(words, topic)})`
    : null;
}

/** Listed (the predicate of the partial search and feed indexes). */
const visible = listedAs('v');

/** What the videos must be, words aside (conditions on `videos v`). */
function videoFilters(f: Omit<VideoFilters, 'topic'>): SQL {
  const parts: SQL[] = [visible];
  if (f.duration !== 'any') {
    const band = DURATION_BANDS[f.duration];
    parts.push(sql`v.duration_s >= ${band.minS}`);
    if (band.maxS !== null) parts.push(sql`v.duration_s < ${band.maxS}`);
  }
  if (f.since) parts.push(sql`v.published_at >= ${f.since}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/**
 * Popularity and freshness multiply relevance (written once, here):
 *   × (1 + ln(1 + views) / 20)                 1 view ×1.03 · 1,000 ×1.35 · 1M ×1.69
 *   × (1 + 0.5 / (1 + age / 30 days))          today ×1.5 · a month ×1.25 · a year ×1.04
 * so among equally relevant videos the more watched and the newer come first, while a title match
 * (weight A, several times a description match) still beats a popular description-only match.
 */
const videoBoost = (now: Date) => sql`
  (1 + ln(1 + c.view_count::float8) / 20)
  * (1 + 0.5 / (1 + greatest(extract(epoch from (${now}::timestamptz - c.published_at))::float8, 0) / 2592000))`;

/** Relevance: cover density of the matched words by field (D, C, B, A) plus closeness of the title. */
export const textRelevance = (words: string, plain: string) => sql`
  (ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c.search_document, ${words}::tsquery, 32)
   + 0.3 * word_similarity(${plain}, c.search_text))`;

function videoOrder(sort: SearchSort, score: SQL): SQL {
  if (sort === 'newest') return sql`c.published_at desc, c.id desc`;
  if (sort === 'views') return sql`c.view_count desc, c.published_at desc, c.id desc`;
  return sql`${score} desc, c.published_at desc, c.id desc`;
}

/** One page of ids of visible videos matching the words, in the asked order. */
export async function matchVideos(
  db: Database,
  q: { words: string; plain: string; sort: SearchSort; now: Date },
  filters: VideoFilters,
  page: Page,
): Promise<string[]> {
  const score = sql`${textRelevance(q.words, q.plain)} * ${videoBoost(q.now)}`;
  const rows = await newestMatches<{ id: string }>(
    db,
    {
      filters: videoFilters(filters),
      match: wordsMatch(q.words, filters.topic),
      rare: (tx, window) => rareMatch(db, tx, window, q.words, filters.topic),
    },
    CANDIDATES,
    (candidates) => sql`
      select c.id from ${candidates} c
      order by ${videoOrder(q.sort, score)}
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => r.id);
}

/** A word typed and the nearest words of the vocabulary, nearest first (trigram similarity 0–1). */
export interface NearTerms {
  word: string;
  near: { term: string; similarity: number }[];
}

/**
 * For each typed word of 3 characters or more, the 3 nearest words that visible titles or channel
 * names use (GiST trigram index, nearest first): the word itself when it is known.
 */
export async function nearTerms(db: Database, terms: string[]): Promise<NearTerms[]> {
  const rows = rowsOf<{ i: number; word: string; term: string; similarity: number }>(
    await db.execute(sql`
      select w.i::int as i, w.word, c.term, c.similarity
        from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) with ordinality as w(word, i)
        cross join lateral (
          select t.term, similarity(t.term, w.word)::float8 as similarity
            from search_terms t
           where t.uses > 0
           order by t.term <-> w.word, t.uses desc
           limit 3
        ) c
       where char_length(w.word) >= 3
       order by w.i, c.similarity desc`),
  );
  return terms.map((word, index) => ({
    word,
    near: rows.filter((r) => r.i === index + 1).map((r) => ({ term: r.term, similarity: r.similarity })),
  }));
}

/**
 * Typeahead: channel names (the most followed) then titles (the most watched among the newest
 * matches) whose words start like every typed word, those starting with the whole text first.
 */
export async function prefixTexts(
  db: Database,
  q: { titlePrefixes: string; plain: string },
  limit: number,
): Promise<string[]> {
  const channelNames = rowsOf<{ text: string }>(
    await db.execute(sql`
      select ch.name as text
        from channels ch
       where ch.search_document @@ ${q.titlePrefixes}::tsquery
       order by starts_with(ch.search_text, ${q.plain}) desc, ch.subscriber_count desc, ch.id
       limit 3`),
  );
  const titles = await newestMatches<{ text: string }>(
    db,
    { filters: visible, match: wordsMatch(q.titlePrefixes) },
    TYPEAHEAD_CANDIDATES,
    (candidates) => sql`
      select c.title as text from ${candidates} c
      order by starts_with(c.search_text, ${q.plain}) desc, c.view_count desc, c.published_at desc, c.id desc
      limit ${limit * 2}`,
    TYPEAHEAD_WINDOW,
  );
  return [...channelNames, ...titles].map((r) => r.text);
}

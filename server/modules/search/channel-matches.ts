import { type SQL, sql } from 'drizzle-orm';
import type { ChannelTopic } from '../../../domain/channels';
import type { SearchSort } from '../../../domain/search';
import { type Database, rowsOf } from '../../db/client';
import { listedShare, wordStats, wordsOf } from './rare-words';
import { type Page, textRelevance, topicQuery } from './search.repository';

/**
 * Channels matching a search's words: the channels tab, and the strip beside the videos. Served by
 * channels' GIN index on search_document (migration 0007) and channels_followed_idx (0037).
 */

/** Channels: the most followed 200 matches are ranked. */
const CHANNEL_CANDIDATES = 200;
/**
 * The strip beside the videos (4 channels) ranks the most followed 20 matches: a word in 1 channel
 * of 30 finds them among the ~600 most followed, where reading every channel having it (1,667 of
 * 50,000) to sort them by followers cost 3–4 ms of database CPU.
 */
const STRIP_CANDIDATES = 20;
/** The most followed channels walked before the strip's words are read from their index instead. */
const STRIP_WINDOW = 1_000;

/** Channels: relevance × (1 + ln(1 + subscribers) / 20), the same shape as videos without age. */
const channelBoost = sql`(1 + ln(1 + c.subscriber_count::float8) / 20)`;

function channelOrder(sort: SearchSort, score: SQL): SQL {
  if (sort === 'newest') return sql`c.created_at desc, c.id desc`;
  if (sort === 'views') return sql`c.subscriber_count desc, c.id desc`;
  return sql`${score} desc, c.subscriber_count desc, c.id desc`;
}

const channelTopic = (topic: ChannelTopic | undefined) =>
  topic ? sql` and ch.search_document @@ ${topicQuery(topic)}` : sql``;

const channelColumns = sql.raw(
  'ch.id, ch.search_document, ch.search_text, ch.subscriber_count, ch.created_at',
);
/**
 * Most followed first, written two ways. subscriber_count is never null, so both give the same order,
 * but only the first is channels_followed_idx's (declared NULLS LAST; DESC alone means NULLS FIRST):
 * - walkedOrder, for the bounded walk, which must read that index;
 * - followedOrder, for the words' GIN index then a sort: the planner must not walk the followed
 *   index instead, testing the words on each channel (a rare word walked all 50,000: 27 ms).
 */
const walkedOrder = sql.raw('ch.subscriber_count desc nulls last, ch.id');
const followedOrder = sql.raw('ch.subscriber_count desc, ch.id');
const channelMatch = (q: { words: string; topic?: ChannelTopic }) =>
  sql`ch.search_document @@ ${q.words}::tsquery${channelTopic(q.topic)}`;

/** One page of ids of channels matching the words. */
export async function matchChannels(
  db: Database,
  q: { words: string; plain: string; sort: SearchSort; topic?: ChannelTopic },
  page: Page,
): Promise<string[]> {
  const score = sql`${textRelevance(q.words, q.plain)} * ${channelBoost}`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select c.id from (
        select ${channelColumns} from channels ch where ${channelMatch(q)}
         order by ${followedOrder} limit ${CHANNEL_CANDIDATES}
      ) c
      order by ${channelOrder(q.sort, score)}
      limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((r) => r.id);
}

/**
 * Whether the strip's walk may find its candidates among the most followed: unless ANALYZE's
 * statistics say the words are together in fewer than 1 channel in 50 (STRIP_CANDIDATES in
 * STRIP_WINDOW). A word they do not list is rare, and its index answers at once: a walk finding
 * nothing cost 1.5–2 ms. Stale statistics only send a word to its index, as every search did before the walk.
 * Before the first ANALYZE (a new, small catalogue), the walk: bounded, and the table small.
 */
async function worthWalking(db: Database, words: string): Promise<boolean> {
  const stats = await wordStats(db, 'channels');
  if (!stats) return true;
  // Words taken as independent: correlated ones (a name's two words) are only sent to the index.
  const share = wordsOf(words).reduce((product, word) => product * listedShare(word, stats), 1);
  return share * STRIP_WINDOW >= STRIP_CANDIDATES;
}

/**
 * The strip's channels: the first `limit`, in the asked order, of the most followed STRIP_CANDIDATES
 * matching the words.
 * Like newestMatches, bounded whatever the words: the most followed STRIP_WINDOW channels are tested
 * first (enough for common words); fewer matches there, and the words are rare: their index answers.
 */
export async function matchChannelStrip(
  db: Database,
  q: { words: string; plain: string; sort: SearchSort; topic?: ChannelTopic },
  limit: number,
): Promise<string[]> {
  const score = sql`${textRelevance(q.words, q.plain)} * ${channelBoost}`;
  const rank = (candidates: SQL) =>
    sql`select c.id from ${candidates} c order by ${channelOrder(q.sort, score)} limit ${limit}`;
  if (await worthWalking(db, q.words)) {
    const [walked] = rowsOf<{ done: boolean; ids: string[] | null }>(
      await db.execute(sql`
        with found as materialized (
          select * from (
            select ${channelColumns}, ${channelMatch(q)} as hit from channels ch
             order by ${walkedOrder} limit ${STRIP_WINDOW}) w
           where hit order by w.subscriber_count desc nulls last, w.id limit ${STRIP_CANDIDATES}),
        done as materialized (
          select (select count(*) from found) >= ${STRIP_CANDIDATES}
              or (select count(*) from (select from channels limit ${STRIP_WINDOW}) x) < ${STRIP_WINDOW} as yes)
        select (select yes from done) as done,
               (select array_agg(r.id) from (${rank(sql`found`)}) r where (select yes from done)) as ids`),
    );
    if (walked!.done) return walked!.ids ?? [];
  }
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      rank(sql`(select ${channelColumns} from channels ch where ${channelMatch(q)}
                 order by ${followedOrder} limit ${STRIP_CANDIDATES})`),
    ),
  );
  return rows.map((r) => r.id);
}

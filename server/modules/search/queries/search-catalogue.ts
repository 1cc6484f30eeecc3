import { and, inArray } from 'drizzle-orm';
import type { SearchResults } from '../../../../domain/api/search';
import type { VideoCard } from '../../../../domain/api/videos';
import {
  publishedSince,
  SEARCH_CHANNEL_STRIP,
  SEARCH_MAX_PAGES,
  SEARCH_PAGE_SIZE,
  type SearchConfig,
  type SearchQuery,
} from '../../../../domain/search';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';
import type { Actor } from '../../../standing/actor';
import { loadChannelsByIds, presentChannel } from '../../channels/channels.public';
import { isListed, presentVideoCard, selectVideoCards } from '../../videos/videos.public';
import { matchChannelStrip, matchChannels } from '../channel-matches';
import { type Correction, correctQuery } from '../correct-query';
import {
  type AnalysedQuery,
  analyseQuery,
  matchVideos,
  nearTerms,
  type Page,
  type VideoFilters,
} from '../search.repository';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** Fewer exact matches than this on the first page, and looser readings of the query are added. */
const FEW = 5;
/** "Essayez : …" offers at most this many spellings. */
const EMPTY_SUGGESTIONS = 5;

/**
 * Looser readings of a query — each one an ordinary, index-served full-text query — worked out
 * once per request, only if needed: its typos corrected from the vocabulary (added when the exact
 * words find little), then any of its words instead of all (only when nothing matched at all).
 */
interface Loosened {
  correction: Correction;
  corrected: string | null;
  any: string | null;
}

function loosener(db: Database, config: SearchConfig, q: AnalysedQuery): () => Promise<Loosened> {
  let pending: Promise<Loosened> | null = null;
  const work = async (): Promise<Loosened> => {
    const correction = correctQuery(await nearTerms(db, q.terms), EMPTY_SUGGESTIONS);
    const corrected = correction.corrected
      ? (await analyseQuery(db, config, correction.corrected)).words
      : null;
    const all = corrected ?? q.words;
    // The query's words are joined by a top-level ' & ' (kinora_search_query): any of them will do.
    const any = all?.includes(' & ') ? all.replaceAll(' & ', ' | ') : null;
    return { correction, corrected, any };
  };
  return () => {
    pending ??= work();
    return pending;
  };
}

interface Found {
  ids: string[];
  hasMore: boolean;
  /** Nothing matched exactly; the ids come from a looser reading. */
  approximate: boolean;
}

const NOTHING: Found = { ids: [], hasMore: false, approximate: false };

/** Exact matches for the page; on a thin first page, what looser readings find, after them. */
async function find(
  match: (words: string, page: Page) => Promise<string[]>,
  words: string | null,
  loosen: () => Promise<Loosened>,
  { page, pageSize, few = FEW }: { page: number; pageSize: number; few?: number },
): Promise<Found> {
  const found = words ? await match(words, { limit: pageSize + 1, offset: (page - 1) * pageSize }) : [];
  let ids = found.slice(0, pageSize);
  const hasMore = found.length > pageSize && page < SEARCH_MAX_PAGES;
  if (page > 1 || found.length >= few) return { ids, hasMore, approximate: false };
  const { corrected, any } = await loosen();
  if (corrected) ids = [...new Set([...ids, ...(await match(corrected, { limit: pageSize, offset: 0 }))])];
  if (ids.length === 0 && any) ids = await match(any, { limit: pageSize, offset: 0 });
  ids = ids.slice(0, pageSize);
  return { ids, hasMore: false, approximate: found.length === 0 && ids.length > 0 };
}

/** Rows in the order of `ids` (the ranking), skipping any that vanished in between. */
function inOrder<T>(ids: string[], rows: T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function videoCards(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  // Listed only: a ranking may come from the node's cache (search-cache.ts), and a video that left
  // the catalogue since must not come back with it, even for the instant before the cache drops.
  const rows = await selectVideoCards(db).where(and(inArray(videos.id, ids), isListed));
  return inOrder(ids, rows, (row) => row.video.id).map(presentVideoCard);
}

async function channelCards(db: Database, ids: string[], actor: Actor | null) {
  if (ids.length === 0) return [];
  return (await loadChannelsByIds(db, ids)).map((row) => presentChannel(row, actor));
}

/** What a search found, before its cards are read: the same for every searcher (search-cache.ts). */
export interface SearchRanking {
  videoIds: string[];
  channelIds: string[];
  nextPage: number | null;
  approximate: boolean;
  correctedQuery?: string;
  suggestions?: string[];
}

/**
 * The ranking of a search: visible videos and channels matching the query, read in the searcher's
 * language (`config`), filtered, sorted and paged; typos corrected when the words find too little;
 * other spellings to try when nothing matched at all.
 */
export async function rankSearch(
  deps: Deps,
  query: SearchQuery,
  config: SearchConfig,
  since?: number,
): Promise<SearchRanking> {
  // Public rows only: the replica may serve it (DatabaseHandle.read).
  const db = deps.db.read(since);
  const now = deps.clock.now();
  const q = await analyseQuery(db, config, query.q);
  const loosen = loosener(db, config, q);
  const { sort, topic } = query;
  const filters: VideoFilters = { topic, duration: query.duration, since: publishedSince(query.date, now) };
  const matchVideoIds = (words: string, page: Page) =>
    matchVideos(db, { words, plain: q.plain, sort, now }, filters, page);
  const matchChannelIds = (words: string, page: Page) =>
    matchChannels(db, { words, plain: q.plain, sort, topic }, page);
  const matchStripIds = (words: string, page: Page) =>
    matchChannelStrip(db, { words, plain: q.plain, sort, topic }, page.limit);

  // The channel strip sits on the first page of "everything", and only while no video-only filter
  // (duration, date) narrows the list: a channel has neither.
  const strip = query.type === 'all' && query.page === 1 && query.duration === 'any' && query.date === 'any';
  const videoHits =
    query.type === 'channels'
      ? NOTHING
      : await find(matchVideoIds, q.words, loosen, { page: query.page, pageSize: SEARCH_PAGE_SIZE });
  const channelHits =
    query.type === 'channels'
      ? await find(matchChannelIds, q.words, loosen, { page: query.page, pageSize: SEARCH_PAGE_SIZE })
      : strip
        ? // Looser readings in the strip only when no channel matched at all: a strip is short.
          await find(matchStripIds, q.words, loosen, { page: 1, pageSize: SEARCH_CHANNEL_STRIP, few: 1 })
        : NOTHING;

  const paged = query.type === 'channels' ? channelHits : videoHits;
  const ranking: SearchRanking = {
    videoIds: videoHits.ids,
    channelIds: channelHits.ids,
    nextPage: paged.hasMore ? query.page + 1 : null,
    approximate: paged.approximate,
  };
  if (paged.approximate) {
    const { corrected } = (await loosen()).correction;
    if (corrected) ranking.correctedQuery = corrected;
  }
  if (ranking.videoIds.length === 0 && ranking.channelIds.length === 0)
    ranking.suggestions = (await loosen()).correction.alternatives;
  return ranking;
}

/** What a search found with its videos' cards: the same for every searcher (search-cache.ts keeps it). */
export interface FoundSearch {
  ranking: SearchRanking;
  videos: VideoCard[];
}

/** `since`: what must be seen, for a replica read (DatabaseHandle.read). */
export async function findSearch(
  deps: Deps,
  query: SearchQuery,
  config: SearchConfig,
  since?: number,
): Promise<FoundSearch> {
  const ranking = await rankSearch(deps, query, config, since);
  return { ranking, videos: await videoCards(deps.db.read(since), ranking.videoIds) };
}

/** /search's answer: what was found, with the channels' cards as this searcher sees them. */
export async function presentSearch(
  deps: Pick<AppContext, 'db'>,
  actor: Actor | null,
  { ranking, videos }: FoundSearch,
): Promise<SearchResults> {
  const results: SearchResults = {
    videos,
    channels: await channelCards(deps.db.db, ranking.channelIds, actor),
    nextPage: ranking.nextPage,
    approximate: ranking.approximate,
  };
  if (ranking.correctedQuery) results.correctedQuery = ranking.correctedQuery;
  if (ranking.suggestions) results.suggestions = ranking.suggestions;
  return results;
}

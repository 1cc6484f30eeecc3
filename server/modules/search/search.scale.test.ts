import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../../domain/search';
import { createTestApp } from '../../test/test-context';
import { rareWords, videoWordStats, windowHits } from './rare-words';
import { analyseQuery } from './search.repository';
import {
  addChannel,
  addOwner,
  addVideo,
  type SearchTestApp,
  searchClient,
  titles,
} from './search.test-helpers';

/**
 * The three ways of reading the newest matches (search.repository.ts newestMatches) need more
 * videos than the first window holds: 6,000 here, so each way is taken and checked.
 */
let t: SearchTestApp;
let api: ReturnType<typeof searchClient>;
const FILLER = 6_000;
const CHANNELS = 1_200;

beforeAll(async () => {
  t = await createTestApp();
  api = searchClient(t);
  const owner = await addOwner(t, 'scale-owner');
  // Every filler video says "remplissage"; one in 50 also "mandoline"; newest first by number.
  await t.ctx.db.query(
    `insert into videos (owner_id, title, status, duration_s, source_key, source_format, source_bytes, published_at)
     select $1, 'Remplissage ' || g || case when g % 50 = 0 then ' mandoline' else '' end,
            'ready', 60, 'k', 'mp4', 1, now() - g * interval '1 minute'
       from generate_series(1, ${FILLER}) g`,
    [owner],
  );
  // Rare, and older than every filler video: beyond any walk of the newest videos.
  for (const n of [1, 2, 3])
    await addVideo(t, owner, { title: `Ornithorynque ${n}`, ageDays: 30 + n, viewCount: 10 * n });
  // The rare word alone, without the common one: found by the index from the rare word, then refused.
  await addVideo(t, owner, { title: 'Mandarine 42', ageDays: 40 });
  // More channels than the strip's walk reads (1,000, the most followed first): every one says
  // "gazette", followed by its number; the rare one, followed by nobody, is beyond the walk.
  await t.ctx.db.query(
    `insert into channels (owner_id, name, subscriber_count)
     select $1, 'Gazette ' || g, g from generate_series(1, ${CHANNELS}) g`,
    [owner],
  );
  await addChannel(t, owner, { name: 'Club des pangolins', subscriberCount: 0 });
  // A word in 40 channels (1 in 31: common enough to walk for), none among the 1,000 most followed.
  await t.ctx.db.query(
    `insert into channels (owner_id, name) select $1, 'Chorale ' || g from generate_series(1, 40) g`,
    [owner],
  );
  // The statistics rare-words.ts reads (autovacuum's ANALYZE, in production).
  await t.ctx.db.query('analyze videos, channels');
}, 180_000);
afterAll(() => t?.close());

describe('search over more videos than the first window', () => {
  it('common words: the newest matches, from the first window', async () => {
    const r = await api.search({ q: 'remplissage', sort: 'newest', type: 'videos' });
    expect(titles(r).slice(0, 3)).toEqual(['Remplissage 1', 'Remplissage 2', 'Remplissage 3']);
    expect(r.nextPage).toBe(2);
  });

  it('words in 1 video of 50: all of them, from a wider walk', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const r = await api.search({ q: 'mandoline', sort: 'newest', type: 'videos', page });
      seen.push(...titles(r));
      if (r.nextPage === null) break;
    }
    expect(seen).toHaveLength(FILLER / 50);
    expect(seen[0]).toBe('Remplissage 50 mandoline');
    expect(seen.at(-1)).toBe(`Remplissage ${FILLER} mandoline`);
    expect(seen.length).toBeLessThanOrEqual(10 * SEARCH_PAGE_SIZE);
  });

  it('rare words older than any walk: from their index, ranked', async () => {
    // Equal matches: the more watched first (a day's difference in age weighs less).
    expect(titles(await api.search({ q: 'ornithorynque' }))).toEqual([
      'Ornithorynque 3',
      'Ornithorynque 2',
      'Ornithorynque 1',
    ]);
    expect(titles(await api.search({ q: 'ornithorynque', sort: 'newest' }))).toEqual([
      'Ornithorynque 1',
      'Ornithorynque 2',
      'Ornithorynque 3',
    ]);
    expect(await api.suggest('ornitho')).toEqual(['Ornithorynque 3', 'Ornithorynque 2', 'Ornithorynque 1']);
  });

  it("the strip: a common word's channels from the most followed, else from the words' index", async () => {
    const strip = async (q: string) => (await api.search({ q })).channels.map((c) => c.name);
    expect(await strip('gazette')).toEqual(['Gazette 1200', 'Gazette 1199', 'Gazette 1198', 'Gazette 1197']);
    expect(await strip('pangolins')).toEqual(['Club des pangolins']);
    // The walk over the most followed finds none of them: the words' index does.
    const chorales = await strip('chorale');
    expect(chorales).toHaveLength(4);
    expect(chorales.every((name) => name.startsWith('Chorale '))).toBe(true);
  });

  it('a common word with a rare one: the rare one drives the index, the whole query decides', async () => {
    // Read from the database's statistics: 'remplissage' is in every filler video, '42' in two.
    const { words } = await analyseQuery(t.ctx.db.db, 'french', 'remplissage 42');
    const db = t.ctx.db.db;
    const newest = sql`(select search_document from videos order by published_at desc limit 2000)`;
    expect(await windowHits(db, words!, newest)).toEqual({ rows: 2_000, hits: [2_000, 1] });
    expect(rareWords(words!, await videoWordStats(db), await windowHits(db, words!, newest))).toBe(
      "( '42' | '42' )",
    );
    // The walk finds 1 match in the newest 2,000 (too few), so the index answers: 'Mandarine 42'
    // has the rare word but not the common one.
    expect(titles(await api.search({ q: 'remplissage 42', type: 'videos' }))).toEqual(['Remplissage 42']);
    expect(titles(await api.search({ q: 'mandarine 42', type: 'videos' }))).toEqual(['Mandarine 42']);
  });
});

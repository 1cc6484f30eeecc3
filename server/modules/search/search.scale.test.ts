import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../../domain/search';
import { createTestApp } from '../../test/test-context';
import { addOwner, addVideo, type SearchTestApp, searchClient, titles } from './search.test-helpers';

/**
 * The three ways of reading the newest matches (search.repository.ts newestMatches) need more
 * videos than the first window holds: 6,000 here, so each way is taken and checked.
 */
let t: SearchTestApp;
let api: ReturnType<typeof searchClient>;
const FILLER = 6_000;

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
});

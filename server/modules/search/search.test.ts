import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../domain/api/search';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../../domain/search';
import { createTestApp } from '../../test/test-context';
import {
  addChannel,
  addOwner,
  addVideo,
  deleteChannel,
  type SearchTestApp,
  searchClient,
  titles,
  updateChannel,
  updateVideo,
} from './search.test-helpers';

/** What matched exactly (words, stems, prefixes), not as a close spelling. */
const exactTitles = (r: SearchResults) => (r.approximate ? [] : titles(r));

let t: SearchTestApp;
let api: ReturnType<typeof searchClient>;
let owner: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = searchClient(t);
  owner = await addOwner(t, 'search-owner');
  ids.kitchen = await addChannel(t, owner, {
    name: 'Atelier Cuisine',
    description: 'Recettes du quotidien',
    topics: ['cooking'],
    subscriberCount: 40,
  });
  ids.football = await addChannel(t, owner, { name: 'Fußball Klub', topics: ['sports'] });
  ids.travel = await addChannel(t, owner, { name: 'Carnets de route', topics: ['travel'] });

  ids.summer = await addVideo(t, owner, { title: 'Été à Paris', channelId: ids.travel });
  ids.school = await addVideo(t, owner, { title: "Rentrée à l'école", channelId: ids.travel });
  ids.cooking = await addVideo(t, owner, { title: 'La cuisine de Léa', channelId: ids.kitchen });
  ids.training = await addVideo(t, owner, { title: 'Fußball Training für Kinder', channelId: ids.football });
  ids.horse = await addVideo(t, owner, { title: 'Un cheval blanc dans le pré' });
  ids.runs = await addVideo(t, owner, { title: 'She runs every morning' });
  ids.house = await addVideo(t, owner, { title: 'Das alte Haus am See' });
  ids.hindi = await addVideo(t, owner, { title: 'हिंदी में खाना बनाना सीखें' });
  ids.chinese = await addVideo(t, owner, { title: '我爱北京天安门' });
});
afterAll(() => t?.close());

describe('matching', () => {
  it('ignores accents and case, both ways', async () => {
    expect(titles(await api.search({ q: 'ete' }))).toEqual(['Été à Paris']);
    expect(titles(await api.search({ q: 'ECOLE' }))).toEqual(["Rentrée à l'école"]);
    expect(titles(await api.search({ q: 'Rentree a L’ÉCOLE' }))).toEqual(["Rentrée à l'école"]);
  });

  it('matches the start of words', async () => {
    expect(titles(await api.search({ q: 'cuis' }))).toEqual(['La cuisine de Léa']);
    expect(titles(await api.search({ q: 'Fußbal' }))).toEqual(['Fußball Training für Kinder']);
    expect(titles(await api.search({ q: 'fussball kind' }))).toEqual(['Fußball Training für Kinder']);
  });

  it('tolerates typos when the words match nothing, and says so', async () => {
    const cusine = await api.search({ q: 'cusine' });
    expect(titles(cusine)).toEqual(['La cuisine de Léa']);
    expect(cusine).toMatchObject({ approximate: true, correctedQuery: 'cuisine' });
    expect(titles(await api.search({ q: 'cuisnie lea', type: 'videos' }))).toEqual(['La cuisine de Léa']);
    expect(titles(await api.search({ q: 'Fusball' }))).toEqual(['Fußball Training für Kinder']);
    expect(titles(await api.search({ q: 'Fussbal' }))).toEqual(['Fußball Training für Kinder']);
    const exact = await api.search({ q: 'cuisine' });
    expect(exact.approximate).toBe(false);
    expect(exact.correctedQuery).toBeUndefined();
  });

  it("stems words in the searcher's language", async () => {
    expect(titles(await api.search({ q: 'chevaux', lang: 'fr' }))).toEqual(['Un cheval blanc dans le pré']);
    expect(titles(await api.search({ q: 'running', lang: 'en' }))).toEqual(['She runs every morning']);
    expect(titles(await api.search({ q: 'Häuser', lang: 'de' }))).toEqual(['Das alte Haus am See']);
    expect(exactTitles(await api.search({ q: 'chevaux', lang: 'fr' }))).toHaveLength(1);
    // Another language's stems do not apply ("chevaux" is no English word, "running" no French
    // one): at most the typo tolerance finds something, flagged as approximate.
    expect(exactTitles(await api.search({ q: 'chevaux', lang: 'en' }))).toEqual([]);
    expect(exactTitles(await api.search({ q: 'running', lang: 'fr' }))).toEqual([]);
  });

  it('reads the language from Accept-Language when the page does not send it', async () => {
    const exact = async (params: Record<string, string>, language: string) =>
      !(await api.search({ q: 'chevaux', ...params }, { 'accept-language': language })).approximate;
    expect(await exact({}, 'fr-CH, en;q=0.5')).toBe(true);
    expect(await exact({}, 'en-GB, fr;q=0.5')).toBe(false);
    expect(await exact({}, 'en;q=0.4, fr;q=0.8')).toBe(true);
    expect(await exact({ lang: 'fr' }, 'en')).toBe(true);
  });

  it('finds exact words in Hindi and Chinese titles', async () => {
    expect(titles(await api.search({ q: 'खाना', lang: 'hi' }))).toEqual(['हिंदी में खाना बनाना सीखें']);
    expect(titles(await api.search({ q: '北京', lang: 'zh' }))).toEqual(['我爱北京天安门']);
    expect(titles(await api.search({ q: '天安门', lang: 'zh' }))).toEqual(['我爱北京天安门']);
    // Characters match as a phrase, in order.
    expect(titles(await api.search({ q: '京北', lang: 'zh' }))).toEqual([]);
  });

  it('every typed word must match, else any of them will do, flagged approximate', async () => {
    expect(await api.search({ q: 'paris été' })).toMatchObject({
      approximate: false,
      videos: [{ title: 'Été à Paris' }],
    });
    const either = await api.search({ q: 'cuisine paris', type: 'videos' });
    expect(either.approximate).toBe(true);
    expect(titles(either).sort()).toEqual(['La cuisine de Léa', 'Été à Paris']);
  });

  it('finds videos by the name of their channel, also after a rename', async () => {
    expect(titles(await api.search({ q: 'carnets', type: 'videos' })).sort()).toEqual(
      ["Rentrée à l'école", 'Été à Paris'].sort(),
    );
    await updateChannel(t, ids.travel!, { name: 'Voyages lointains' });
    expect(titles(await api.search({ q: 'lointains', type: 'videos' }))).toHaveLength(2);
    expect(titles(await api.search({ q: 'carnets', type: 'videos' }))).toEqual([]);
    await updateChannel(t, ids.travel!, { name: 'Carnets de route' });
  });

  it('follows edits of a title', async () => {
    const id = await addVideo(t, owner, { title: 'Brouillon sans nom' });
    expect(titles(await api.search({ q: 'brouillon' }))).toEqual(['Brouillon sans nom']);
    await updateVideo(t, id, { title: 'Origami pour débutants' });
    expect(titles(await api.search({ q: 'brouillon' }))).toEqual([]);
    expect(titles(await api.search({ q: 'origami debutant' }))).toEqual(['Origami pour débutants']);
  });
});

describe('channels', () => {
  it('shows matching channels above the videos', async () => {
    const r = await api.search({ q: 'atelier' });
    expect(r.channels.map((c) => c.name)).toEqual(['Atelier Cuisine']);
    expect(r.channels[0]).toMatchObject({ topics: ['cooking'], owner: expect.any(Object) });
    expect(r.videos.map((v) => v.title)).toEqual(['La cuisine de Léa']);
  });

  it('searches channels only, with typos too', async () => {
    const r = await api.search({ q: 'cuisine', type: 'channels' });
    expect(r.videos).toEqual([]);
    expect(r.channels.map((c) => c.name)).toEqual(['Atelier Cuisine']);
    expect((await api.search({ q: 'ateleir', type: 'channels' })).channels.map((c) => c.name)).toEqual([
      'Atelier Cuisine',
    ]);
  });

  it('filters channels by topic, following topic edits', async () => {
    expect((await api.search({ q: 'klub', type: 'channels', topic: 'sports' })).channels).toHaveLength(1);
    expect((await api.search({ q: 'klub', type: 'channels', topic: 'music' })).channels).toHaveLength(0);
    await updateChannel(t, ids.football!, { topics: ['music'] });
    expect((await api.search({ q: 'klub', type: 'channels', topic: 'music' })).channels).toHaveLength(1);
    expect(titles(await api.search({ q: 'training', topic: 'music' }))).toEqual([
      'Fußball Training für Kinder',
    ]);
    await updateChannel(t, ids.football!, { topics: ['sports'] });
  });

  it('keeps videos of a deleted channel findable, without it', async () => {
    const channel = await addChannel(t, owner, { name: 'Chaîne éphémère' });
    await addVideo(t, owner, { title: 'Souvenir de kermesse', channelId: channel });
    expect(titles(await api.search({ q: 'ephemere', type: 'videos' }))).toEqual(['Souvenir de kermesse']);
    await deleteChannel(t, channel);
    expect(titles(await api.search({ q: 'ephemere', type: 'videos' }))).toEqual([]);
    const kermesse = await api.search({ q: 'kermesse' });
    expect(kermesse.videos[0]?.channel).toBeNull();
  });
});

describe('visibility', () => {
  it('shows only what anyone may watch; Premium videos appear, marked', async () => {
    await addVideo(t, owner, { title: 'Zeppelin public' });
    await addVideo(t, owner, { title: 'Zeppelin privé', visibility: 'private' });
    await addVideo(t, owner, { title: 'Zeppelin en traitement', status: 'processing', publishedAt: null });
    await addVideo(t, owner, { title: 'Zeppelin Premium', monetized: true });
    const r = await api.search({ q: 'zeppelin' });
    expect(r.videos.map((v) => [v.title, v.monetized]).sort()).toEqual([
      ['Zeppelin Premium', true],
      ['Zeppelin public', false],
    ]);
    expect(await api.suggest('zeppelin')).toEqual(expect.not.arrayContaining(['Zeppelin privé']));
    // Not even as a close spelling.
    expect(titles(await api.search({ q: 'zepelin prive' }))).not.toContain('Zeppelin privé');
  });

  it('drops a video made private', async () => {
    const id = await addVideo(t, owner, { title: 'Quetzal du Guatemala' });
    expect(titles(await api.search({ q: 'quetzal' }))).toHaveLength(1);
    await updateVideo(t, id, { visibility: 'private' });
    expect(titles(await api.search({ q: 'quetzal' }))).toEqual([]);
  });
});

describe('ranking', () => {
  beforeAll(async () => {
    await addVideo(t, owner, {
      title: 'Mon potager en ville',
      description: 'Astuces de jardinage pour balcon',
      viewCount: 50_000,
      ageDays: 2,
    });
    await addVideo(t, owner, { title: 'Jardinage facile', viewCount: 10, ageDays: 200 });
    await addVideo(t, owner, { title: 'Tutoriel macramé', viewCount: 10, ageDays: 30 });
    await addVideo(t, owner, { title: 'Tutoriel macramé', viewCount: 5_000, ageDays: 30 });
    await addVideo(t, owner, { title: 'Tutoriel bonsaï', viewCount: 100, ageDays: 300, durationS: 100 });
    await addVideo(t, owner, { title: 'Tutoriel bonsaï', viewCount: 100, ageDays: 3, durationS: 200 });
  });

  it('puts a title match before a description match, even a more watched one', async () => {
    expect(titles(await api.search({ q: 'jardinage' }))).toEqual([
      'Jardinage facile',
      'Mon potager en ville',
    ]);
  });

  it('among equal matches, puts the more watched, then the newer, first', async () => {
    expect((await api.search({ q: 'macrame' })).videos.map((v) => v.viewCount)).toEqual([5_000, 10]);
    expect((await api.search({ q: 'bonsai' })).videos.map((v) => v.durationS)).toEqual([200, 100]);
  });
});

describe('filters and sorts', () => {
  beforeAll(async () => {
    const rows = [
      { title: 'Kayak court récent', durationS: 90, ageDays: 0.5, viewCount: 5, channelId: ids.kitchen },
      { title: 'Kayak moyen semaine', durationS: 600, ageDays: 5, viewCount: 900 },
      { title: 'Kayak long mois', durationS: 3600, ageDays: 20, viewCount: 50 },
      { title: 'Kayak ancien', durationS: 240, ageDays: 200, viewCount: 300 },
      { title: 'Kayak très ancien', durationS: 1200, ageDays: 800, viewCount: 10_000 },
    ];
    for (const row of rows) await addVideo(t, owner, row);
  });
  const kayaks = async (params: Record<string, string>) =>
    titles(await api.search({ q: 'kayak', ...params }));

  it('filters by duration band (short < 4 min ≤ medium < 20 min ≤ long)', async () => {
    expect(await kayaks({ duration: 'short' })).toEqual(['Kayak court récent']);
    expect((await kayaks({ duration: 'medium' })).sort()).toEqual(['Kayak ancien', 'Kayak moyen semaine']);
    expect((await kayaks({ duration: 'long' })).sort()).toEqual(['Kayak long mois', 'Kayak très ancien']);
  });

  it('filters by upload date', async () => {
    expect(await kayaks({ date: 'today' })).toEqual(['Kayak court récent']);
    expect((await kayaks({ date: 'week' })).sort()).toEqual(['Kayak court récent', 'Kayak moyen semaine']);
    expect(await kayaks({ date: 'month' })).toHaveLength(3);
    expect(await kayaks({ date: 'year' })).toHaveLength(4);
    expect(await kayaks({ date: 'any' })).toHaveLength(5);
  });

  it('filters by channel topic', async () => {
    expect(await kayaks({ topic: 'cooking' })).toEqual(['Kayak court récent']);
    expect(await kayaks({ topic: 'horror' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await kayaks({ duration: 'medium', date: 'week' })).toEqual(['Kayak moyen semaine']);
  });

  it('sorts by newest and by views', async () => {
    expect(await kayaks({ sort: 'newest' })).toEqual([
      'Kayak court récent',
      'Kayak moyen semaine',
      'Kayak long mois',
      'Kayak ancien',
      'Kayak très ancien',
    ]);
    expect(await kayaks({ sort: 'views' })).toEqual([
      'Kayak très ancien',
      'Kayak moyen semaine',
      'Kayak ancien',
      'Kayak long mois',
      'Kayak court récent',
    ]);
  });

  it('hides the channel strip while a video-only filter is on', async () => {
    expect((await api.search({ q: 'atelier' })).channels).toHaveLength(1);
    expect((await api.search({ q: 'atelier', duration: 'short' })).channels).toEqual([]);
  });
});

describe('pages', () => {
  beforeAll(async () => {
    for (let i = 0; i < SEARCH_PAGE_SIZE + 5; i++)
      await addVideo(t, owner, { title: `Aquarelle numéro ${i}`, ageDays: 1 + i });
  });

  it('pages through the results without repeating any', async () => {
    const first = await api.search({ q: 'aquarelle', sort: 'newest' });
    expect(first.videos).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.nextPage).toBe(2);
    const second = await api.search({ q: 'aquarelle', sort: 'newest', page: 2 });
    expect(second.videos).toHaveLength(5);
    expect(second.nextPage).toBeNull();
    const all = [...first.videos, ...second.videos].map((v) => v.title);
    expect(new Set(all).size).toBe(SEARCH_PAGE_SIZE + 5);
    expect(all[0]).toBe('Aquarelle numéro 0');
    expect(all.at(-1)).toBe(`Aquarelle numéro ${SEARCH_PAGE_SIZE + 4}`);
  });

  it('relevance pages are stable too', async () => {
    const first = await api.search({ q: 'aquarelle' });
    const second = await api.search({ q: 'aquarelle', page: 2 });
    const all = [...first.videos, ...second.videos].map((v) => v.id);
    expect(new Set(all).size).toBe(SEARCH_PAGE_SIZE + 5);
  });
});

describe('suggestions', () => {
  it('offers titles and channel names starting like the typed text', async () => {
    const s = await api.suggest('cuis');
    expect(s).toEqual(['Atelier Cuisine', 'La cuisine de Léa']);
    expect(await api.suggest('ATEL')).toEqual(['Atelier Cuisine']);
    expect(await api.suggest('aquarelle num')).toHaveLength(8);
    expect(await api.suggest('北京')).toEqual(['我爱北京天安门']);
  });

  it('offers nothing for what matches nothing', async () => {
    expect(await api.suggest('xylophonique')).toEqual([]);
    expect(await api.suggest('!!!')).toEqual([]);
  });

  it('answers an empty search with the closest titles and channel names', async () => {
    // Spanish for "aquarelle": too far for a typo, close enough for "Essayez : …".
    const r = await api.search({ q: 'acuarela' });
    expect(r.videos).toEqual([]);
    expect(r.channels).toEqual([]);
    expect(r.suggestions?.[0]).toBe('aquarelle');
    const nothing = await api.search({ q: 'qwxzv' });
    expect(nothing).toMatchObject({ videos: [], channels: [], suggestions: [], nextPage: null });
  });
});

describe('vocabulary', () => {
  it('knows only the words of what anyone may see, and forgets removed ones', async () => {
    const hidden = await addVideo(t, owner, { title: 'Xylophone secret', visibility: 'private' });
    expect((await api.search({ q: 'xylofone' })).suggestions).toEqual([]);
    await updateVideo(t, hidden, { visibility: 'public' });
    expect(await api.search({ q: 'xylofone' })).toMatchObject({
      approximate: true,
      correctedQuery: 'xylophone',
      videos: [{ title: 'Xylophone secret' }],
    });
    await updateVideo(t, hidden, { title: 'Marimba secret' });
    expect((await api.search({ q: 'xylofone' })).suggestions).toEqual([]);
    await t.ctx.db.query('delete from videos where id = $1', [hidden]);
    expect((await api.search({ q: 'marimbaa' })).suggestions).toEqual([]);
  });

  it('counts the words of many rows written by one statement', async () => {
    const uses = async () =>
      (await t.ctx.db.query<{ uses: number }>("select uses from search_terms where term = 'zanzibar'"))
        .rows[0]?.uses;
    await t.ctx.db.query(
      `insert into videos (owner_id, title, visibility, status, duration_s, source_key, source_format, source_bytes, published_at)
       select $1, title, visibility, 'ready', 60, 'k', 'mp4', 1, now()
         from (values ('Zanzibar 1', 'public'), ('Zanzibar 2', 'public'), ('Zanzibar zanzibar', 'public'),
                      ('Zanzibar 4', 'private')) as v(title, visibility)`,
      [owner],
    );
    expect(await uses()).toBe(3);
    await t.ctx.db.query(
      "update videos set visibility = 'private' where title in ('Zanzibar 1', 'Zanzibar 2')",
    );
    expect(await uses()).toBe(1);
    await t.ctx.db.query("update videos set view_count = view_count + 1 where title like 'Zanzibar%'");
    expect(await uses()).toBe(1);
    await t.ctx.db.query("delete from videos where title like 'Zanzibar%'");
    expect(await uses()).toBe(0);
  });

  it('knows channel names', async () => {
    const channel = await addChannel(t, owner, { name: 'Harmonica Blues' });
    expect((await api.search({ q: 'harmonicca', type: 'channels' })).channels.map((c) => c.name)).toEqual([
      'Harmonica Blues',
    ]);
    await updateChannel(t, channel, { name: 'Ukulele Blues' });
    expect((await api.search({ q: 'harmonicca', type: 'channels' })).channels).toEqual([]);
  });
});

describe('bad input', () => {
  const status = async (params: Record<string, string | number>, path = '/api/search') => {
    const res = await api.request(path, params);
    return `${res.statusCode} ${res.json().error?.code ?? ''}`.trim();
  };

  it('refuses queries that are empty, too long or oddly shaped', async () => {
    expect(await status({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) })).toBe('400 search_query_too_long');
    expect(await status({ q: '   ' })).toBe('400 search_query_required');
    expect(await status({})).toBe('400 search_query_required');
    expect(await status({ q: 'kayak', sort: 'alphabetical' })).toBe('400 validation_failed');
    expect(await status({ q: 'kayak', duration: 'forever' })).toBe('400 validation_failed');
    expect(await status({ q: 'kayak', topic: 'knitting' })).toBe('400 validation_failed');
    expect(await status({ q: 'kayak', page: 11 })).toBe('400 validation_failed');
    expect(await status({ q: 'kayak', page: 0 })).toBe('400 validation_failed');
    expect(await status({ q: 'kayak', lang: 'xx' })).toBe('400 validation_failed');
    expect(await status({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }, '/api/search/suggest')).toBe(
      '400 search_query_too_long',
    );
  });

  it('takes any text as words, never as syntax', async () => {
    for (const q of ["'", '\\', '& | ! <->', "cuisine:*A & !'", '((((', 'a:b', 'topic:cooking', '%_'])
      expect((await api.request('/api/search', { q })).statusCode).toBe(200);
    expect(titles(await api.search({ q: 'topic:cooking' }))).toEqual([]);
    // Topics are filters, not words: no typed word reaches them.
    expect(titles(await api.search({ q: 'topic' }))).toEqual([]);
    expect(titles(await api.search({ q: ':topic:cooking' }))).toEqual([]);
    expect(titles(await api.search({ q: 'cuisine!', type: 'videos' }))).toContain('La cuisine de Léa');
  });
});

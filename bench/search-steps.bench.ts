import { rmSync } from 'node:fs';
import pino from 'pino';
import { closeContext, createContext } from '../server/bootstrap';
import { matchChannelStrip } from '../server/modules/search/channel-matches';
import { rankSearch } from '../server/modules/search/queries/search-catalogue';
import { analyseQuery, matchVideos, nearTerms } from '../server/modules/search/search.repository';
import { backendTicks } from './backend-cpu';
import { benchConfig } from './bench-config';

/**
 * Where a search never seen before spends its time (issue 31): each step of the ranking
 * (search-catalogue.ts rankSearch) timed alone, one request at a time, for each shape of text,
 * over a database seeded by `npm run bench -- discovery` (DATABASE_URL; run that first, with
 * BENCH_REUSE=1 afterwards). Prints, per step, the median and p95 of its time and the database CPU
 * it cost on average (its backends' user + system time from /proc, so the figure holds on a busy
 * machine; PostgreSQL must run on this host).
 */
const SHAPES: Record<string, string[]> = {
  'a common word': ['cuisine', 'musique', 'voyage', 'python', 'histoire', 'summer', 'tutorial', 'concert'],
  'two words': ['ete ecole', 'musique concert', 'summer school', 'cuisine recette', 'voyage montagne'],
  'a typo': ['programation', 'cusine', 'fusball', 'musiqe', 'gutare', 'voyge', 'histoie'],
  'a prefix': ['guit', 'prog', 'cuis', 'mont', 'hist', 'tuto'],
  'a word found nowhere': ['ornithorynque', 'zeppelin', 'quasar', 'marmotte'],
  'a word and a number': ['cuisine 42', 'voyage 317', 'python 1234', 'musique 9'],
};
const ROUNDS = 5;

export async function run(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('skipped: needs DATABASE_URL, a database seeded by the discovery bench');
    return;
  }
  const { dataDir, config } = benchConfig('kinora-bench-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const db = ctx.db.db;
  const now = ctx.clock.now();
  const filters = { duration: 'any', since: null } as const;
  const page = { limit: 21, offset: 0 };
  const cpuMs: Record<string, number> = {};
  let steps: Record<string, number[]> = {};
  const timed = async (step: string, work: () => Promise<unknown>) => {
    steps[step] ??= [];
    const ticks = await backendTicks((text) => ctx.db.query<{ pid: number }>(text));
    const before = ticks();
    const s = performance.now();
    await work();
    steps[step].push(performance.now() - s);
    cpuMs[step] = (cpuMs[step] ?? 0) + (ticks() - before) * 10;
  };
  const pct = (times: number[], p: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.floor((p / 100) * (sorted.length - 1))]!.toFixed(1).padStart(6);
  };
  console.log(`${'shape'.padEnd(22)} ${'step'.padEnd(30)} median       p95   database CPU`);
  for (const [shape, texts] of Object.entries(SHAPES)) {
    steps = {};
    for (let round = 0; round < ROUNDS; round++)
      for (const text of texts) {
        const q = await analyseQuery(db, 'french', text);
        await timed('analyse the text', () => analyseQuery(db, 'french', text));
        if (q.words) {
          const words = q.words;
          await timed('videos (exact words)', () =>
            matchVideos(db, { words, plain: q.plain, sort: 'relevance', now }, filters, page),
          );
          await timed('channel strip (exact words)', () =>
            matchChannelStrip(db, { words, plain: q.plain, sort: 'relevance' }, 5),
          );
        }
        await timed('nearest known words', () => nearTerms(db, q.terms));
        const query = {
          q: text,
          type: 'all',
          duration: 'any',
          date: 'any',
          sort: 'relevance',
          page: 1,
        } as const;
        await timed('whole ranking (page 1, all)', () => rankSearch(ctx, query, 'french'));
      }
    for (const [step, times] of Object.entries(steps)) {
      if (times.length === 0) continue;
      const cpu = ((cpuMs[step] ?? 0) / times.length).toFixed(1).padStart(6);
      console.log(
        `${shape.padEnd(22)} ${step.padEnd(30)} ${pct(times, 50)} ms ${pct(times, 95)} ms ${cpu} ms`,
      );
      delete cpuMs[step];
    }
  }
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}

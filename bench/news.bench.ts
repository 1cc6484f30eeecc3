import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { benchConfig } from './bench-config';

/**
 * GET /api/news (issue 28: p95 ≤ 10 ms on PostgreSQL). Seeds BENCH_ARTICLES articles (default
 * 20,000; a few hundred a year is the real figure, so this is generous), 90 % published, the rest
 * drafts and scheduled ones, then prints p50/p95/p99 of the first page, of deep pages (a cursor
 * from the middle) and of one article by slug, 1 and 16 requests in flight through the HTTP app.
 * DATABASE_URL points it at PostgreSQL (give it an empty database); PGlite otherwise.
 */
export async function run(): Promise<void> {
  const total = Number(process.env.BENCH_ARTICLES ?? 20_000);
  const { dataDir, config } = benchConfig('kinora-bench-news-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();

  const t0 = performance.now();
  await ctx.db.exec(`
    insert into users (id, name, email, username, email_verified)
      values ('bench-editor', 'Editor', 'editor@bench.local', 'editor', true) on conflict do nothing;
    insert into news_articles (title, slug, excerpt, body, status, publish_at, author_id, created_at, updated_at)
      select 'Article ' || g, 'article-' || g, 'Résumé de l''article ' || g, repeat('Texte **gras**. ', 200),
             case when g % 10 = 0 then 'draft' when g % 10 = 1 then 'scheduled' else 'published' end,
             case when g % 10 = 0 then null else now() - (g || ' minutes')::interval end,
             'bench-editor', now(), now()
        from generate_series(1, ${total}) g
      on conflict do nothing;
    analyze news_articles;`);
  console.log(
    `seeded ${total.toLocaleString('en')} articles on ${ctx.db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const middle = (
    await ctx.db.query<{ cursor: string }>(
      `select (extract(epoch from publish_at) * 1000)::bigint || '_' || id as cursor from news_articles
        where status = 'published' order by publish_at desc, id desc offset ${Math.floor(total / 2)} limit 1`,
    )
  ).rows[0]!.cursor;

  let ip = 0;
  const get = (url: string) =>
    app.inject({ url, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` });
  let inFlight = 1;
  const measure = async (
    label: string,
    call: (i: number) => Promise<{ statusCode: number; body: string }>,
  ) => {
    const n = 1000;
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < n) {
        const i = next++;
        const s = performance.now();
        const res = await call(i);
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        times.push(performance.now() - s);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(32)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ${(n / seconds).toFixed(0).padStart(5)} req/s`,
    );
  };
  for (const level of [1, 16]) {
    inFlight = level;
    console.log(`\n${level} request(s) in flight, ${ctx.db.kind}:`);
    await measure('GET /api/news (first page)', () => get('/api/news'));
    await measure('GET /api/news (deep cursor)', () => get(`/api/news?cursor=${middle}`));
    await measure('GET /api/news/:slug', (i) => get(`/api/news/article-${2 + (i % 8) + 10 * (i % 500)}`));
  }
  const plan = await ctx.db.query<{ 'QUERY PLAN': string }>(
    `explain select id from news_articles where status = 'published' order by publish_at desc, id desc limit 13`,
  );
  console.log(`\nplan: ${plan.rows.map((r) => r['QUERY PLAN']).join(' | ')}`);
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

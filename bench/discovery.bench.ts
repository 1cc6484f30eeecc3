import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { computeTrending } from '../server/modules/discovery/jobs/compute-trending.job';
import { buildHome } from '../server/modules/discovery/queries/home';
import { backendTicks } from './backend-cpu';
import { benchConfig } from './bench-config';

/**
 * Discovery at scale (issue 11): seeds BENCH_VIDEOS videos (default 1,000,000 on PostgreSQL via
 * DATABASE_URL — give it an empty database — and 20,000 on PGlite), 1 channel per 20 videos,
 * 10 view rows per video over the last 10 days, 1 subscription per video, then prints p50/p95/p99
 * of home, trending, search, suggestions, the subscription feed and up next, each with 16
 * requests in flight through the HTTP app, plus the trending job's duration.
 */
/** Titles from a small vocabulary in several languages, so searches have realistic selectivity. */
const TITLE_WORDS = [
  'cuisine',
  'recette',
  'été',
  'école',
  'football',
  'musique',
  'concert',
  'guitare',
  'programmation',
  'python',
  'voyage',
  'montagne',
  'histoire',
  'cinéma',
  'running',
  'cooking',
  'summer',
  'school',
  'Fußball',
  'Küche',
  'Sommer',
  'Schule',
  'música',
  'viaje',
  'storia',
  'tutorial',
  'débutant',
  'astuces',
  'découverte',
  'live',
];

/** A title word as typed without accents or capitals (ß as ss), for the never-seen search texts. */
const typed = (word: string) =>
  word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');

export async function run(): Promise<void> {
  const onPg = Boolean(process.env.DATABASE_URL);
  const total = Number(process.env.BENCH_VIDEOS ?? (onPg ? 1_000_000 : 20_000));
  const channelsN = Math.max(10, Math.round(total / 20));
  const creators = Math.max(10, Math.round(channelsN / 10));
  const members = Math.max(100, Math.round(total / 50));
  const { dataDir, config } = benchConfig('kinora-bench-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();

  const seed = async () => {
    const step = async (label: string, sql: string) => {
      const t = performance.now();
      await ctx.db.exec(sql);
      console.log(`  ${label.padEnd(40)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    };
    console.log(
      `seeding on ${ctx.db.kind}: ${total.toLocaleString('en')} videos, ${channelsN.toLocaleString('en')} channels`,
    );
    const vocab = `array[${TITLE_WORDS.map((w) => `'${w}'`).join(',')}]`;
    await step(
      'users',
      `
      insert into users (id, name, email, username, email_verified)
        select 'bench-' || g, 'Member ' || g, 'm' || g || '@bench.local', 'member' || g, true
        from generate_series(1, ${creators + members}) g;`,
    );
    await step(
      'channels',
      `
      insert into channels (owner_id, name, topics)
        select 'bench-' || (1 + g % ${creators}), 'Chaîne ' || (${vocab})[1 + g % 30] || ' ' || g,
               array[(array['music','sports','technology','cooking','travel','gaming'])[1 + g % 6]]
        from generate_series(0, ${channelsN - 1}) g;
      create temporary table bench_channels as
        select id, owner_id, (row_number() over (order by id) - 1) as n from channels;`,
    );
    await step(
      'videos',
      `
      insert into videos (owner_id, channel_id, title, description, visibility, status, duration_s, source_key,
                          source_format, source_bytes, renditions, view_count, themes, monetized, published_at, created_at)
        select c.owner_id, c.id,
               initcap((${vocab})[1 + g % 30]) || ' ' || (${vocab})[1 + (g / 30) % 30] || ' n°' || g,
               'Une vidéo sur ' || (${vocab})[1 + (g / 7) % 30] || ' et ' || (${vocab})[1 + (g / 11) % 30],
               case when g % 10 = 0 then 'private' else 'public' end, 'ready', 60 + g % 1800,
               'videos/x/source-1.mp4', 'mp4', 1000, '[{"width":426,"height":240,"bandwidth":600000}]'::jsonb,
               g % 5000, array[(array['tech','culture','music','sport'])[1 + g % 4]], g % 7 = 0,
               now() - (g % 100000) * interval '15 minutes',
               now() - (g % 100000) * interval '15 minutes'
        from generate_series(1, ${total}) g join bench_channels c on c.n = g % ${channelsN};`,
    );
    await step(
      'views (10 per video, last 10 days)',
      `
      insert into video_views (video_id, owner_id, viewer_key, viewer_premium, video_public, video_monetized,
                               video_duration_s, validated_at)
        select v.id, v.owner_id, 'viewer-' || k, false, true, false, v.duration_s,
               now() - ((k * 7919 + length(v.title)) % 14400) * interval '1 minute'
        from videos v cross join generate_series(1, 10) k;`,
    );
    await step(
      'subscriptions (1 per video)',
      `
      insert into channel_subscriptions (user_id, channel_id)
        select 'bench-' || (${creators} + 1 + g % ${members}), c.id
        from generate_series(0, ${total - 1}) g join bench_channels c on c.n = (g * 7) % ${channelsN}
        on conflict do nothing;`,
    );
    await step('analyze', 'analyze');
    const t = performance.now();
    const trending = await computeTrending(ctx);
    console.log(
      `  ${'trending job'.padEnd(40)} ${((performance.now() - t) / 1000).toFixed(1)} s (${trending} ranked)`,
    );
  };
  // BENCH_REUSE=1 measures again a database seeded by an earlier run (seeding 1M takes minutes).
  const seeded = Number(
    (await ctx.db.query<{ n: string }>(`select count(*)::text as n from videos`)).rows[0]?.n ?? 0,
  );
  if (process.env.BENCH_REUSE === '1' && seeded >= total)
    console.log(`reusing ${seeded.toLocaleString('en')} videos`);
  else await seed();

  // One signed-in member with ~50 subscriptions, for the subscription feed.
  const origin = config.publicUrl;
  const email = 'bench-reader@bench.local';
  const password = 'Velvet-Orbit#91';
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email, password, name: 'Reader', username: 'bench_reader' },
  });
  await ctx.db.query(`update users set email_verified = true where email = $1`, [email]);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email, password },
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  await ctx.db.query(
    `insert into channel_subscriptions (user_id, channel_id)
       select u.id, c.id from users u, (select id from channels order by id limit 50) c where u.email = $1
       on conflict do nothing`,
    [email],
  );
  const some = (
    await ctx.db.query<{ id: string }>(
      `select id from videos where visibility = 'public' order by random() limit 50`,
    )
  ).rows;

  let ip = 0;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` });
  let inFlight = 16;
  // BENCH_ONLY=search measures only the rows whose label contains it.
  const only = process.env.BENCH_ONLY;
  const measure = async (
    label: string,
    call: (i: number) => Promise<{ statusCode: number; body: string }>,
    n = 400,
  ) => {
    if (only && !label.includes(only)) return;
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
    const ticks = onPg ? await backendTicks((text) => ctx.db.query<{ pid: number }>(text)) : () => 0;
    const ticksBefore = ticks();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    // Where each request's CPU went: this process (the app and the bench driving it) and PostgreSQL.
    const cpu = process.cpuUsage(cpuBefore);
    const nodeMs = (cpu.user + cpu.system) / 1000 / n;
    const dbMs = ((ticks() - ticksBefore) * 10) / n;
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(40)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ${(n / seconds).toFixed(0).padStart(5)} req/s` +
        `  CPU/req node ${nodeMs.toFixed(2)} ms${onPg ? ` db ${dbMs.toFixed(2)} ms` : ''}`,
    );
  };
  const searches = [
    'cuisine',
    'ete ecole',
    'fussball',
    'programation',
    'musique concert',
    'summer school',
    'guit',
  ];
  // Texts never seen before, of the shapes people type (words from the seeded titles): a common word,
  // two words, a typo, a prefix, a word found nowhere, a word with a number. A counter picks the
  // shape and the words, and its bits set the letters' case: no text comes twice, so the node's
  // cache never answers, while the ranking's work is that of the shape.
  // The title words, as typed (`été` and `live` left out: too short for the typo and prefix shapes).
  const vocabulary = TITLE_WORDS.filter((w) => w !== 'été' && w !== 'live').map(typed);
  const shapes: ((a: string, b: string, n: number) => string)[] = [
    (a) => a,
    (a, b) => `${a} ${b}`,
    (a) => a.slice(0, 2) + a.slice(3), // a letter left out: a typo
    (a) => a.slice(0, 4), // a prefix, as typed
    (a, b) => `${a}${b.slice(0, 3)}`, // one word found nowhere
    (a, _b, n) => `${a} ${n % 1000}`,
  ];
  let texts = 0;
  const newSearchText = () => {
    const n = texts++;
    const shape = shapes[n % shapes.length]!;
    const a = vocabulary[Math.floor(n / shapes.length) % vocabulary.length]!;
    const b = vocabulary[(Math.floor(n / shapes.length) * 7 + 3) % vocabulary.length]!;
    const casing = Math.floor(n / (shapes.length * vocabulary.length)) + 1;
    let letter = 0;
    return [...shape(a, b, n)]
      .map((c) => (/[a-z]/.test(c) && (casing >> letter++) & 1 ? c.toUpperCase() : c))
      .join('');
  };
  // One request at a time gives each request's own cost; 16 in flight, what the 2 cores sustain.
  for (const level of [1, 16]) {
    inFlight = level;
    console.log(`\n${level} request(s) in flight, ${ctx.db.kind}:`);
    await measure('home (per-node cache)', () => get('/api/home'));
    await measure(
      'home build (uncached, 7 queries)',
      async () => {
        await buildHome(ctx);
        return { statusCode: 200, body: '' };
      },
      200,
    );
    await measure('subscription feed (50 channels)', () => get('/api/me/subscriptions/feed', { cookie }));
    // The same few searches again and again: after the first, each node answers from its cache
    // (search-cache.ts). Then texts never seen before (each a casing of one of them), all ranked.
    await measure('search (popular: cached per node)', (i) =>
      get(`/api/search?q=${encodeURIComponent(searches[i % searches.length]!)}`),
    );
    await measure('search (never seen: ranked)', () =>
      get(`/api/search?q=${encodeURIComponent(newSearchText())}`),
    );
    await measure('search suggestions', (i) =>
      get(`/api/search/suggest?q=${searches[i % searches.length]!.slice(0, 4)}`),
    );
    await measure('up next (channel + related)', (i) => get(`/api/videos/${some[i % some.length]!.id}/more`));
  }
  console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

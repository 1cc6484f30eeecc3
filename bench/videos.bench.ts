import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { benchConfig } from './bench-config';

/**
 * The catalogue's hot paths at scale: BENCH_VIDEOS rows (default 1,000,000; set DATABASE_URL to
 * measure a PostgreSQL server instead of PGlite). Prints latency of the feed (first and a deep
 * keyset page), a channel page, a watch page's video, the more-from-channel list and a creator's
 * dashboard list, through the HTTP app.
 */
export async function run(): Promise<void> {
  const total = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
  const { dataDir, config } = benchConfig('kinora-bench-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();

  const t0 = performance.now();
  // 1,000 creators with 10 channels each; videos spread over them and over the last 3 years.
  await ctx.db.exec(`
    insert into users (id, name, email, username)
      select 'bench-' || g, 'Creator ' || g, 'c' || g || '@bench.local', 'creator' || g from generate_series(1, 1000) g;
    insert into channels (owner_id, name)
      select 'bench-' || (1 + g % 1000), 'Channel ' || g from generate_series(0, 9999) g;
    create temporary table bench_channels as
      select id, owner_id, (row_number() over (order by name) - 1) as n from channels;
    insert into videos (owner_id, channel_id, title, visibility, status, duration_s, source_key, source_format,
                        source_bytes, renditions, view_count, published_at, created_at)
      select c.owner_id, c.id, 'Video ' || g,
             case when g % 10 = 0 then 'private' else 'public' end, 'ready', 60 + g % 900,
             'videos/x/source-1.mp4', 'mp4', 1000,
             '[{"width":426,"height":240,"bandwidth":600000}]'::jsonb, g % 5000,
             now() - (g % 100000) * interval '15 minutes', now() - (g % 100000) * interval '15 minutes'
      from generate_series(1, ${total}) g join bench_channels c on c.n = g % 10000;
    analyze;
  `);
  console.log(
    `seeded ${total.toLocaleString('en')} videos on ${ctx.db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const some = (
    await ctx.db.query<{ id: string; channel_id: string; owner_id: string }>(
      `select id, channel_id, owner_id from videos where visibility = 'public' order by random() limit 50`,
    )
  ).rows;
  // Each request from its own address: the per-IP rate limit is not what is measured here.
  let ip = 0;
  const get = (url: string) =>
    app.inject({ url, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` });
  const feed = (await get('/api/videos?limit=24')).json();
  let cursor = feed.nextCursor as string;
  for (let i = 0; i < 200; i++)
    cursor = (await get(`/api/videos?limit=24&cursor=${cursor}`)).json().nextCursor;

  const measure = async (label: string, url: (i: number) => string, n = 200) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      const res = await get(url(i));
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(2);
    console.log(`${label.padEnd(34)} p50 ${pct(50)} ms  p99 ${pct(99)} ms`);
  };
  await measure('feed, first page', () => '/api/videos?limit=24');
  await measure('feed, page 200 (keyset)', () => `/api/videos?limit=24&cursor=${cursor}`);
  await measure('channel page videos', (i) => `/api/channels/${some[i % some.length]!.channel_id}/videos`);
  await measure('channel', (i) => `/api/channels/${some[i % some.length]!.channel_id}`);
  await measure('watch page video', (i) => `/api/videos/${some[i % some.length]!.id}`);
  await measure('more from the channel', (i) => `/api/videos/${some[i % some.length]!.id}/more`);
  console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

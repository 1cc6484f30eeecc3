import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { evenlySpacedKeys } from '../domain/playlist-keys';
import { PLAYLIST_MAX_ITEMS } from '../domain/playlists';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { rowsOf } from '../server/db/client';
import { benchConfig } from './bench-config';

const PASSWORD = 'Kinora-Bench#2026';

/**
 * Playlists (issue 29: moving an item in a 5,000-item playlist p95 ≤ 20 ms on PostgreSQL). Seeds
 * one member with a full playlist (5,000 videos), then through the HTTP app as that member prints
 * p50/p95/p99 of: moving a random item after another random one (PUT …/position, one row
 * written), moving an item to the top, and reading the playlist's first page (100 cards).
 * DATABASE_URL points it at PostgreSQL (give it an empty database); PGlite otherwise.
 */
export async function run(): Promise<void> {
  const { dataDir, config } = benchConfig('kinora-bench-playlists-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();
  const origin = config.publicUrl;

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: {
      email: 'owner@bench.local',
      password: PASSWORD,
      name: 'Owner',
      username: 'benchowner',
      callbackURL: '/',
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.body}`);
  await ctx.db.exec(`update users set email_verified = true where email = 'owner@bench.local'`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: 'owner@bench.local', password: PASSWORD },
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in: ${signIn.body}`);

  let ip = 0;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { cookie, origin },
      remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`,
    });

  const created = await call('POST', '/api/playlists', { title: 'Banc', visibility: 'public' });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const playlistId = (created.json() as { id: string }).id;

  const t0 = performance.now();
  await ctx.db.exec(`
    insert into videos (owner_id, title, status, duration_s, source_key, source_format, source_bytes, published_at)
      select u.id, 'Vidéo ' || g, 'ready', 120, 'bench/' || g, 'mp4', 1000, now() - (g || ' minutes')::interval
        from users u, generate_series(1, ${PLAYLIST_MAX_ITEMS}) g where u.email = 'owner@bench.local';`);
  const keys = evenlySpacedKeys(PLAYLIST_MAX_ITEMS);
  await ctx.db.db.execute(sql`
    insert into playlist_items (playlist_id, video_id, position)
      select ${playlistId}::uuid, v.id, (${sql.raw(`array[${keys.map((k) => `'${k}'`).join(',')}]`)})[row_number() over (order by v.created_at, v.id)]
        from videos v join users u on u.id = v.owner_id where u.email = 'owner@bench.local'`);
  await ctx.db.exec('analyze videos; analyze playlist_items; analyze playlists;');
  const ids = rowsOf<{ video_id: string }>(
    await ctx.db.db.execute(sql`select video_id from playlist_items where playlist_id = ${playlistId}::uuid`),
  ).map((r) => r.video_id);
  console.log(
    `seeded a playlist of ${ids.length.toLocaleString('en')} videos on ${ctx.db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const measure = async (label: string, once: (i: number) => ReturnType<typeof call>, expected: number) => {
    const n = Number(process.env.BENCH_REQUESTS ?? 500);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      const res = await once(i);
      if (res.statusCode !== expected)
        throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(1).padStart(6);
    console.log(`${label.padEnd(44)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`);
  };
  // A fixed sequence, so two runs compare.
  let seed = 7;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return ids[seed % ids.length]!;
  };
  const move = (videoId: string, afterVideoId: string | null) =>
    call('PUT', `/api/playlists/${playlistId}/items/${videoId}/position`, { afterVideoId });

  console.log(`\n1 request in flight, ${ctx.db.kind}:`);
  await measure('move a random item after another', () => move(pick(), pick()), 204);
  await measure('move a random item to the top', () => move(pick(), null), 204);
  await measure('first page (100 videos)', () => call('GET', `/api/playlists/${playlistId}`), 200);
  const [keyLength] = rowsOf<{ max: number }>(
    await ctx.db.db.execute(
      sql`select max(length(position))::int as max from playlist_items where playlist_id = ${playlistId}::uuid`,
    ),
  );
  console.log(`longest position key after the moves: ${keyLength?.max} characters`);

  await app.close();
  await services.close();
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}

import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { PLAIN_STANDING } from '../domain/standing';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { postComment } from '../server/modules/comments/commands/post-comment';
import { benchConfig } from './bench-config';

/**
 * Comments (issue 29: first page of 20 p95 ≤ 20 ms on a video with 1,000,000 comments and with
 * 1,000,000 comments across the catalogue; posting p95 ≤ 30 ms; PostgreSQL). Seeds, with one
 * INSERT … SELECT generate_series each: 1,000 members, one video with BENCH_COMMENTS comments
 * (default 1,000,000; a tenth of them replies) and 10,000 videos sharing as many. Then prints
 * p50/p95/p99 of the first page (top and newest), of a deep page, of a catalogue video's first
 * page and of a thread's replies through the HTTP app, and of posting a comment (the command alone
 * as 200 members, and the HTTP route as 100 signed-in members; each under the rate limit).
 * DATABASE_URL points it at PostgreSQL (give it an empty database); PGlite otherwise.
 */
const PASSWORD = 'Tulipe-Orange#8641-Zebre';

/** `count` members signed up, verified and signed in through the HTTP app: their session cookies. */
async function signedInMembers(
  app: FastifyInstance,
  db: { exec(sql: string): Promise<unknown> },
  origin: string,
  count: number,
): Promise<string[]> {
  const address = (i: number) => `10.8.${(i >> 8) & 255}.${i & 255}`;
  for (let i = 0; i < count; i++) {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      remoteAddress: address(i),
      payload: {
        email: `poster${i}@bench.local`,
        password: PASSWORD,
        name: `Poster ${i}`,
        username: `bench_poster_${i}`,
        callbackURL: '/',
      },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.body}`);
  }
  // Sign-in needs a verified address; the bench has no mailbox to click the link in.
  await db.exec(`update users set email_verified = true where email like 'poster%@bench.local'`);
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      remoteAddress: address(i),
      payload: { email: `poster${i}@bench.local`, password: PASSWORD },
    });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in: ${signIn.body}`);
    cookies.push(cookie);
  }
  return cookies;
}

export async function run(): Promise<void> {
  const total = Number(process.env.BENCH_COMMENTS ?? 1_000_000);
  const { dataDir, config } = benchConfig('kinora-bench-comments-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();

  const hot = '00000000-0000-4000-8000-000000000001';
  const t0 = performance.now();
  await ctx.db.exec(`
    insert into users (id, name, email, username, email_verified)
      select 'bench-m-' || g, 'Membre ' || g, 'm' || g || '@bench.local', 'bench_m_' || g, true
        from generate_series(0, 999) g on conflict do nothing;
    insert into videos (id, owner_id, title, duration_s, source_key, source_format, source_bytes, status, published_at)
      select case when g = 0 then '${hot}'::uuid else gen_random_uuid() end, 'bench-m-0', 'Vidéo ' || g, 60,
             'videos/none/source.mp4', 'mp4', 1000, 'ready', now()
        from generate_series(0, 10000) g on conflict do nothing;
    insert into comments (video_id, video_owner_id, author_id, text, status, created_at, like_count)
      select '${hot}', 'bench-m-0', 'bench-m-' || (g % 1000), 'Commentaire numéro ' || g, 'published',
             now() - (g || ' seconds')::interval, (g::bigint * 7919) % 500
        from generate_series(1, ${total}) g;
    insert into comments (video_id, video_owner_id, author_id, text, status, created_at, like_count)
      select v.id, 'bench-m-0', 'bench-m-' || (g % 1000), 'Ailleurs ' || g, 'published',
             now() - (g || ' seconds')::interval, g % 50
        from generate_series(1, ${total}) g
        join (select id, row_number() over (order by id) - 1 as n from videos where id <> '${hot}') v
          on v.n = g % 10000;
    insert into comments (video_id, video_owner_id, parent_id, author_id, text, status, created_at)
      select video_id, video_owner_id, id, author_id, 'Réponse', 'published', created_at + interval '1 second'
        from comments where video_id = '${hot}' and like_count = 499;
    update comments p set reply_count = 1 where video_id = '${hot}' and like_count = 499 and parent_id is null;
    insert into video_comments (video_id, total)
      select video_id, count(*) from comments group by video_id
      on conflict (video_id) do update set total = excluded.total;
    analyze users; analyze videos; analyze comments; analyze video_comments;`);
  console.log(
    `seeded ${(2 * total).toLocaleString('en')} comments on ${ctx.db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const other = (await ctx.db.query<{ id: string }>(`select id from videos where id <> '${hot}' limit 1`))
    .rows[0]!.id;
  const thread = (
    await ctx.db.query<{ id: string }>(
      `select id from comments where video_id = '${hot}' and parent_id is null and like_count = 499 limit 1`,
    )
  ).rows[0]!.id;
  const deep = (
    await ctx.db.query<{ cursor: string }>(
      `select like_count || '_' || (extract(epoch from created_at) * 1000)::bigint || '_' || id as cursor
         from comments where video_id = '${hot}' and parent_id is null and shown
         order by like_count desc, created_at desc, id desc offset ${Math.floor(total / 2)} limit 1`,
    )
  ).rows[0]!.cursor;

  let ip = 0;
  const get = (url: string) =>
    app.inject({ url, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` });
  const measure = async (label: string, n: number, call: (i: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      await call(i);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((p / 100) * (times.length - 1))]!.toFixed(1).padStart(6);
    console.log(`${label.padEnd(46)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`);
  };
  const ok = async (url: string) => {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  // Warm-up (JIT, connection pool, caches), not measured.
  for (let i = 0; i < 200; i++) await ok(`/api/videos/${other}/comments?sort=${i % 2 ? 'top' : 'newest'}`);
  console.log(`\n1 request in flight, ${ctx.db.kind}:`);
  await measure('first page, top (1M-comment video)', 500, () => ok(`/api/videos/${hot}/comments?sort=top`));
  await measure('first page, newest (1M-comment video)', 500, () =>
    ok(`/api/videos/${hot}/comments?sort=newest`),
  );
  await measure('deep page, top (cursor halfway)', 500, () =>
    ok(`/api/videos/${hot}/comments?cursor=${deep}`),
  );
  await measure('first page, top (catalogue video)', 500, () => ok(`/api/videos/${other}/comments?sort=top`));
  await measure('replies of a thread', 500, () => ok(`/api/comments/${thread}/replies`));
  await measure('post a comment, command (1M-comment video)', 1000, (i) =>
    postComment(
      ctx,
      { ...PLAIN_STANDING, userId: `bench-m-${1 + (i % 200)}`, email: 'x@bench.local', sessionId: 's' },
      hot,
      { text: `Nouveau commentaire ${i} @bench_m_${i % 1000} à 1:23` },
    ),
  );
  // The route as a browser calls it: session lookup, standing, CSRF origin check, validation,
  // the command, the answer. 100 members signed in through Better Auth, 10 comments each (the
  // per-minute limit).
  const cookies = await signedInMembers(app, ctx.db, config.publicUrl, 100);
  await measure('post a comment, HTTP route (1M-comment video)', 1000, async (i) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/videos/${hot}/comments`,
      headers: { cookie: cookies[i % cookies.length]!, origin: config.publicUrl },
      payload: { text: `Par la route ${i} @bench_m_${i % 1000} à 1:23` },
      remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
    });
    if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  for (const sort of ['like_count desc, created_at desc, id desc', 'created_at desc, id desc']) {
    const plan = await ctx.db.query<{ 'QUERY PLAN': string }>(
      `explain analyze select id from comments where video_id = '${hot}' and parent_id is null and shown
         and not pinned order by ${sort} limit 21`,
    );
    console.log(`\nplan (${sort}): ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
  }
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

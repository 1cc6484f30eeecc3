import { rmSync } from 'node:fs';
import pino from 'pino';
import { startModules } from '../server/all-modules';
import { buildApp } from '../server/app';
import { closeContext, createContext } from '../server/bootstrap';
import { benchConfig } from './bench-config';

const PASSWORD = 'Kinora-Bench#2026';

/**
 * The admins' members list and search (issue 28 §3: p95 ≤ 50 ms at 100,000 members on PostgreSQL).
 * Seeds BENCH_MEMBERS members (default 100,000) over two years, 2 % QA, 5 % Premium, 10 % creators
 * (a channel and a video), most with a last sign-in; then, as a signed-in admin through the HTTP
 * app, prints p50/p95/p99 of the first page, a deep page (a cursor from the middle), search by part
 * of an email and of a username, the filters and the email sort, 1 and 16 requests in flight.
 * DATABASE_URL points it at PostgreSQL (give it an empty database); PGlite otherwise.
 */
export async function run(): Promise<void> {
  const total = Number(process.env.BENCH_MEMBERS ?? 100_000);
  const { dataDir, config } = benchConfig('kinora-bench-members-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const services = startModules(ctx);
  const app = await buildApp({ ...ctx, ...services }, { webDist: null });
  await app.ready();
  const origin = config.publicUrl;

  const t0 = performance.now();
  await ctx.db.exec(`
    insert into users (id, name, email, username, email_verified, created_at, updated_at, last_sign_in_at)
      select 'bench' || lpad(g::text, 7, '0'), 'Membre ' || g,
             'membre.' || g || '@' || (array['exemple.fr', 'mail.example', 'kinora.test', 'post.example'])[1 + g % 4],
             'membre_' || g, true,
             now() - (g * 631 || ' seconds')::interval, now(),
             case when g % 7 = 0 then null else now() - ((g * 37) % 86400 || ' minutes')::interval end
        from generate_series(1, ${total}) g;
    insert into user_roles (user_id, role) select id, 'qa' from users where id like 'bench%' and right(id, 2)::int < 2;
    insert into billing_subscriptions (id, user_id, plan, status, current_period_start, current_period_end, provider_created_at)
      select 'sub_' || id, id, 'premium', 'active', now() - interval '10 days', now() + interval '20 days', now()
        from users where id like 'bench%' and right(id, 2)::int between 10 and 14;
    insert into channels (owner_id, name) select id, 'Chaîne ' || id from users where id like 'bench%' and right(id, 1) = '5';
    insert into videos (owner_id, channel_id, title, duration_s, source_key, source_format, source_bytes)
      select owner_id, id, 'Vidéo de ' || owner_id, 120, 'bench/' || id, 'mp4', 1000 from channels;
    analyze users; analyze user_roles; analyze billing_subscriptions; analyze videos;`);
  console.log(
    `seeded ${total.toLocaleString('en')} members on ${ctx.db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // A real admin session: signed up through the API, confirmed and made admin in the database.
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: {
      email: 'admin@bench.local',
      password: PASSWORD,
      name: 'Admin',
      username: 'benchadmin',
      callbackURL: '/',
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.body}`);
  await ctx.db.exec(`
    update users set email_verified = true where email = 'admin@bench.local';
    insert into user_roles (user_id, role) select id, 'admin' from users where email = 'admin@bench.local';`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: 'admin@bench.local', password: PASSWORD },
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in: ${signIn.body}`);

  // One address per request, as news.bench.ts does: the per-address API limit is not what is measured.
  let ip = 0;
  const get = (url: string) =>
    app.inject({
      url,
      headers: { cookie },
      remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`,
    });
  const middle = (await get(`/api/admin/members?sort=-created`)).json() as { nextCursor: string };
  let deep = middle.nextCursor;
  for (let i = 0; i < 20; i++)
    deep = ((await get(`/api/admin/members?cursor=${deep}`)).json() as { nextCursor: string }).nextCursor;

  let inFlight = 1;
  const measure = async (
    label: string,
    call: (i: number) => Promise<{ statusCode: number; body: string }>,
  ) => {
    const n = Number(process.env.BENCH_REQUESTS ?? 500);
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
      `${label.padEnd(40)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ${(n / seconds).toFixed(0).padStart(5)} req/s`,
    );
  };
  for (const level of [1, 16]) {
    inFlight = level;
    console.log(`\n${level} request(s) in flight, ${ctx.db.kind}:`);
    await measure('list, first page', () => get('/api/admin/members'));
    await measure('list, page 21 (cursor)', () => get(`/api/admin/members?cursor=${deep}`));
    await measure('list, sorted by email', () => get('/api/admin/members?sort=email'));
    await measure('list, last sign-in oldest first', () => get('/api/admin/members?sort=signIn'));
    await measure('search: part of an email (one match)', (i) =>
      get(`/api/admin/members?q=bre.${10_000 + i * 97}%40`),
    );
    await measure('search: part of an email (many)', () => get('/api/admin/members?q=kinora.te'));
    await measure('search: part of a username', (i) => get(`/api/admin/members?q=e_${5000 + i * 13}`));
    await measure('filter: role qa', () => get('/api/admin/members?role=qa'));
    await measure('filter: Premium', () => get('/api/admin/members?premium=yes'));
    await measure('filter: creator + signed in last 30 days', () =>
      get(
        `/api/admin/members?creator=yes&signInFrom=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
      ),
    );
  }
  const plan = await ctx.db.query<{ 'QUERY PLAN': string }>(
    `explain select id from users u where u.deleted_at is null
       and (lower(u.email) like '%bre.12345@%' or lower(u.username) like '%bre.12345@%')
       order by u.created_at desc, u.id desc limit 51`,
  );
  console.log(`\nsearch plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
  const t1 = performance.now();
  const csv = await get('/api/admin/members.csv');
  console.log(
    `\nCSV export of all ${total.toLocaleString('en')} members: ${((performance.now() - t1) / 1000).toFixed(1)} s, ${(csv.body.length / 1e6).toFixed(1)} MB`,
  );
  await app.close();
  await closeContext(ctx, services);
  rmSync(dataDir, { recursive: true, force: true });
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadStrings } from './scripts/first-load-strings.ts';
import { findPgbouncer } from './server/test/pgbouncer.ts';

/**
 * Test projects:
 *  - unit: pure rules in domain/ and server code that needs no database (*.unit.test.ts)
 *  - web: React components and pages in happy-dom
 *  - integration-pglite / integration-pg: server tests against a real database, once per backend
 *  - integration-pgbouncer: the files that touch sessions, again on PostgreSQL through PgBouncer in
 *    transaction mode (DATABASE_URL pooled, the direct URL beside it)
 *  - e2e: journeys in Debian Chromium against the built app
 * Under CI=true a missing PostgreSQL or Chromium is a failure, never a silent skip.
 */
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
};

if (ci && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL integration suite cannot run.');
}
if (ci && !existsSync(chromium)) {
  throw new Error(`CI=true but Chromium is missing at ${chromium}: the end-to-end suite cannot run.`);
}

const integration = (name: string, backend: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['server/**/*.test.ts'],
    // *.pooled.test.ts: only for integration-pgbouncer (listed in POOLED_FILES).
    exclude: ['server/**/*.unit.test.ts', 'server/adapters/**', 'server/**/*.pooled.test.ts'],
    env: { KINORA_TEST_DB: backend } as Record<string, string>,
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

const projects = [
  {
    resolve: { alias },
    test: { name: 'unit', include: ['domain/**/*.test.ts', 'server/**/*.unit.test.ts'] },
  },
  {
    // Adapters against real local peers (disk, s3rver, smtp-server, ffmpeg); no database needed.
    resolve: { alias },
    test: { name: 'adapters', include: ['server/adapters/**/*.test.ts'], testTimeout: 60_000 },
  },
  {
    plugins: [react(), firstLoadStrings()],
    resolve: { alias },
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['web/src/test/setup.ts'],
    },
  },
  integration('integration-pglite', 'pglite'),
];

if (process.env.TEST_DATABASE_URL) projects.push(integration('integration-pg', 'postgres'));
else console.warn('[vitest] TEST_DATABASE_URL not set: PostgreSQL integration suite not run (PGlite only).');

/** What needs a session (LISTEN, locks, SET, prepared statements) or leans on one: kept short for CI time. */
const POOLED_FILES = [
  'server/db/client.pooled.test.ts',
  'server/db/migrate.test.ts',
  'server/jobs/queue-startup.test.ts',
  'server/jobs/queue.test.ts',
  'server/realtime/hub.test.ts',
  'server/modules/videos/viewer-state.test.ts',
  'server/modules/search/search.test.ts',
  'server/modules/earnings/credit-paid-view.test.ts',
  'server/modules/accounts/auth-routes.test.ts',
  'server/modules/videos/publish.pooled.test.ts',
];
if (ci && !findPgbouncer()) {
  throw new Error('CI=true but pgbouncer is missing: the integration run through the pooler cannot run.');
}
if (process.env.TEST_DATABASE_URL && findPgbouncer()) {
  const pooled = integration('integration-pgbouncer', 'postgres');
  projects.push({
    ...pooled,
    test: {
      ...pooled.test,
      include: POOLED_FILES,
      exclude: [],
      env: { ...pooled.test.env, KINORA_TEST_POOLER: 'pgbouncer' },
    },
  });
} else if (process.env.TEST_DATABASE_URL)
  console.warn('[vitest] pgbouncer not found: the integration run through the pooler not run.');

if (existsSync(chromium)) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // One browser and one server per file; files run one after another on a 2-core machine.
      fileParallelism: false,
    },
  } as (typeof projects)[number]);
} else console.warn(`[vitest] Chromium not found at ${chromium}: end-to-end suite not run.`);

// The topology test (issue 31): three api nodes from the built bundle, two workers, nginx, PostgreSQL, s3rver.
const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((path) => path && existsSync(path));
if (ci && !nginx) throw new Error('CI=true but nginx is missing: the cluster topology test cannot run.');
if (process.env.TEST_DATABASE_URL && nginx) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'cluster',
      include: ['cluster/**/*.cluster.ts'],
      testTimeout: 180_000,
      hookTimeout: 180_000,
      // One topology (five Node processes) at a time on a 2-core machine.
      fileParallelism: false,
    },
  } as (typeof projects)[number]);
} else console.warn('[vitest] TEST_DATABASE_URL or nginx missing: cluster topology test not run.');

export default defineConfig({ test: { projects } });

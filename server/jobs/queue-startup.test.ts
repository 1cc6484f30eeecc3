import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pooledUrl, testBackend } from '../test/test-database';

const run = promisify(execFile);
const NODES = 4;

/**
 * Several api nodes (or workers) starting together on a new, empty PostgreSQL database: each
 * migrates and creates pg-boss's queues. Unserialised, all but one died with "deadlock detected" in
 * pg-boss's create_queue (issue 23, item 9).
 */
describe.runIf(testBackend() === 'postgres')('nodes starting together on an empty database', () => {
  const adminUrl = inject('postgresTemplate')?.adminUrl ?? '';
  const name = `kinora_start_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl || 'postgres://x/y');
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it(`all ${NODES} processes start; the schema and every queue are there`, async () => {
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const results = await Promise.allSettled(
      Array.from({ length: NODES }, () =>
        // Through PgBouncer in the pooled run: the schema lock and migrations must take the direct URL.
        run(
          process.execPath,
          ['--import', 'tsx', 'server/jobs/start-node.fixture.ts', pooledUrl(url.toString()), url.toString()],
          { cwd, timeout: 90_000 },
        ),
      ),
    );
    const failures = results.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason).slice(0, 300)] : [],
    );
    expect(failures).toEqual([]);
    for (const r of results) if (r.status === 'fulfilled') expect(r.value.stdout.trim()).toBe('ok');

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { ALL_JOBS } = await import('./all-jobs');
      const queues = await client.query<{ name: string }>('SELECT name FROM pgboss.queue');
      expect(queues.rows.map((q) => q.name)).toEqual(expect.arrayContaining(ALL_JOBS.map((j) => j.name)));
      const migrations = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});

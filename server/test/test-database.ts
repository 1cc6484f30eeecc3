import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/** Which backend this test run uses (the vitest project sets KINORA_TEST_DB). */
export const testBackend = (): 'pglite' | 'postgres' =>
  process.env.KINORA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** PgBouncer's port when this run goes through it (the `integration-pgbouncer` project), else null. */
export const testPgbouncerPort = (): number | null =>
  testBackend() === 'postgres' ? (inject('pgbouncerPort') ?? null) : null;

/** `directUrl` reached through the run's PgBouncer (same user and database), or itself without one. */
export function pooledUrl(directUrl: string): string {
  const port = testPgbouncerPort();
  if (port === null) return directUrl;
  const url = new URL(directUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the run's template on either backend.
 * `close()` closes it and, on PostgreSQL, drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testBackend() === 'pglite') {
    const template = inject('pgliteTemplate');
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) });
  }
  const tpl = inject('postgresTemplate');
  if (!tpl)
    throw new Error('PostgreSQL template missing: was the global setup run with KINORA_TEST_DB=postgres?');
  const name = `kinora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(tpl.adminUrl);
  url.pathname = `/${name}`;
  // Through PgBouncer when the run has one: queries pooled, sessions (LISTEN, schema lock) direct.
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: pooledUrl(url.toString()),
    directConnectionString: url.toString(),
    transactionPooled: testPgbouncerPort() !== null,
    maxConnections: 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: tpl.adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => drop.end());
    },
  };
}

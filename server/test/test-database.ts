import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/** Which backend this test run uses (the vitest project sets KINORA_TEST_DB). */
export const testBackend = (): 'pglite' | 'postgres' =>
  process.env.KINORA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

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
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: url.toString(),
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

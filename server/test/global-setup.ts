import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ALL_JOBS } from '../jobs/all-jobs';
import { JobQueue } from '../jobs/queue';
import { TEMPLATE_DIR } from './paths';
import { findPgbouncer, startPgbouncer } from './pgbouncer';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; database: string } | null;
    /** Set in the `integration-pgbouncer` project: PgBouncer's port in front of TEST_DATABASE_URL. */
    pgbouncerPort: number | null;
  }
}

/**
 * Migrates one template database per run (PGlite: a dumped data directory; PostgreSQL: a template
 * database), so each test file gets a fresh, migrated copy in well under a second.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const backend = process.env.KINORA_TEST_DB ?? project.config.env?.KINORA_TEST_DB ?? 'pglite';
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const silent = pino({ level: 'silent' });

  if (backend === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
    const queue = new JobQueue(handle, ALL_JOBS, silent);
    await queue.start();
    await queue.stop();
    const dump = await handle.pglite!.dumpDataDir('none');
    const file = join(TEMPLATE_DIR, `pglite-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    project.provide('pgbouncerPort', null);
    return async () => {};
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('KINORA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const pooler = (process.env.KINORA_TEST_POOLER ?? project.config.env?.KINORA_TEST_POOLER) === 'pgbouncer';
  // One template per PostgreSQL project of this run: integration-pg and integration-pgbouncer run side by side.
  const database = `kinora_template_${process.pid}${pooler ? '_pgbouncer' : ''}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: url.toString(),
    maxConnections: 2,
  });
  await migrateDatabase(handle);
  const queue = new JobQueue(handle, ALL_JOBS, silent);
  await queue.start();
  await queue.stop();
  await handle.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', { adminUrl, database });
  // The template is made on the direct URL (CREATE DATABASE … TEMPLATE needs it unused); the tests'
  // own databases are then reached through PgBouncer, with the direct URL beside it.
  const pgbouncer = pooler ? await startPgbouncerFor(adminUrl) : null;
  project.provide('pgbouncerPort', pgbouncer?.port ?? null);
  return async () => {
    await pgbouncer?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };
}

async function startPgbouncerFor(adminUrl: string) {
  const binary = findPgbouncer();
  if (!binary)
    throw new Error(
      'KINORA_TEST_POOLER=pgbouncer but pgbouncer is not installed (apt-get install pgbouncer)',
    );
  return startPgbouncer(binary, adminUrl);
}

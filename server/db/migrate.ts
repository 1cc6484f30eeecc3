import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant: the advisory lock that serialises schema changes (migrations, pg-boss's
// tables and queues) across api nodes and workers.
const SCHEMA_LOCK_ID = 7_246_100_001;

/** Applies pending migrations; safe on every start and from several nodes starting at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  // A session (the lock is held across the migrations' transactions): never through a transaction pooler.
  await withSchemaLock(handle.directConnectionString ?? handle.connectionString!, (client) =>
    migratePg(drizzle(client), { migrationsFolder }),
  );
}

/**
 * Runs `work` while this node holds the schema lock, so that nodes starting together on a new
 * database change the schema one after the other: pg-boss's `create_queue` run by two nodes at once
 * deadlocks (it attaches a partition to the job table and adds foreign keys to the queue table).
 * The lock is held by a dedicated connection (handed to `work`, which may run on it or on its own), and
 * dies with it if this process does. (PostgreSQL only: PGlite has one connection and one process.)
 */
export async function withSchemaLock<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

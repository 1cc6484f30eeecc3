import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDatabaseFolder } from './pglite-lock';
import { paceOnEventLoop } from './pglite-pacing';
import { ReadReplicaRouter } from './read-replica';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute(sql…)`, whichever driver ran it (both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Pools whose connections go through a transaction-mode pooler (PgBouncer): consecutive statements
 * may run on different server connections, so a statement prepared on one is unknown to the next.
 */
const transactionPooled = new WeakSet<pg.Pool>();

/**
 * A hot read as a named prepared statement on PostgreSQL: the server parses and plans it once per
 * connection instead of at every call — about half the database's CPU for a one-row lookup
 * (docs/decisions/0012-server-speed.md). PGlite runs it as any query, and so does a pool behind a
 * transaction-mode pooler (PgBouncer 1.18 keeps no prepared statement across transactions). `name`
 * is the statement's for good: one text per name. `db` must be the database itself, not a transaction.
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool && transactionPooled.has(client))
    return (await client.query({ text, values })).rows as T[];
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return (await client.query({ name, text, values })).rows as T[];
  return (await (client as PGlite).query<T>(text, values)).rows;
}

export interface DatabaseHandle {
  db: Database;
  /**
   * Where a read that tolerates a replica's lag goes (home, feeds, search, the watch page's video):
   * DATABASE_READ_URL's replica when it holds every commit made before `since` (ms since the epoch,
   * Date.now) and is at most its maximum lag behind, else `db` — always `db` without a replica.
   * Never for what checks access or what a member just wrote (server/db/read-replica.ts).
   */
  read(since?: number): Database;
  /** True when reads may go to a replica (DATABASE_READ_URL). */
  replicated: boolean;
  kind: 'pglite' | 'postgres';
  /** Raw parameterised SQL for the few places Drizzle does not fit (queue adapter, health). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements at once, no parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
  /** Present only on PGlite: the embedded engine (the queue shares it). */
  pglite?: PGlite;
  /** Present only on PostgreSQL: the connection string (the queue opens its own pool). */
  connectionString?: string;
  /**
   * Present only on PostgreSQL: a connection string that keeps a session (never a transaction-mode
   * pooler), for LISTEN, session advisory locks and migrations. The same as connectionString unless pooled.
   */
  directConnectionString?: string;
  /** True when connectionString goes through a transaction-mode pooler. */
  transactionPooled?: boolean;
  /** Present only on PostgreSQL: the pool's connections now (server/metrics: pool saturation). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** The read replica's pool (DATABASE_READ_URL), when there is one. */
  replicaPoolStats?: () => { total: number; idle: number; waiting: number; max: number };
}

export type OpenDatabaseOptions =
  | {
      kind: 'postgres';
      connectionString: string;
      /** Session-level connections (DATABASE_DIRECT_URL); connectionString when absent. */
      directConnectionString?: string;
      /** connectionString is a transaction-mode pooler: no named prepared statements on it. */
      transactionPooled?: boolean;
      maxConnections?: number;
      /** A streaming replica (DATABASE_READ_URL) for lag-tolerant reads, and the lag it may have. */
      read?: { connectionString: string; maxLagMs: number; probeMs?: number };
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
    });
    // An idle client losing its server (restart, failover) must not crash the process.
    pool.on('error', () => {});
    if (options.transactionPooled) transactionPooled.add(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const replica = options.read ? openReplica(options.read, { db, pool }, options) : null;
    return {
      db,
      read: replica ? (since) => replica.router.read(since) : () => db,
      replicated: replica !== null,
      kind: 'postgres',
      connectionString: options.connectionString,
      directConnectionString: options.directConnectionString ?? options.connectionString,
      transactionPooled: options.transactionPooled ?? false,
      poolStats: () => statsOf(pool),
      replicaPoolStats: replica ? () => statsOf(replica.pool) : undefined,
      query: async (text, params) => pool.query(text, params as unknown[]) as never,
      exec: async (text) => {
        await pool.query(text);
      },
      close: async () => {
        if (replica) {
          replica.router.close();
          await replica.pool.end();
        }
        await pool.end();
      },
    };
  }
  // Loaded only for the embedded database: a node on PostgreSQL never parses PGlite.
  const [{ PGlite }, { citext }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ]);
  // A folder on disk is opened by one process at a time (server/db/pglite-lock.ts): before PGlite reads it.
  const unlock =
    options.dataDir && !options.dataDir.includes('://') ? lockDatabaseFolder(options.dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      // Extensions PGlite must load before `CREATE EXTENSION` can find them.
      extensions: { citext, pg_trgm, unaccent },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // Statements start in fresh event-loop turns, so requests and new connections are read between them.
  paceOnEventLoop(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    read: () => db,
    replicated: false,
    kind: 'pglite',
    pglite,
    query: async (text, params) => pglite.query(text, params) as never,
    exec: async (text) => {
      await pglite.exec(text);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The replica's pool and the router that decides, read by read, whether it is fresh enough. It is
 * reached as DATABASE_URL is: behind a transaction pooler when that one is (no named statements).
 */
const statsOf = (pool: pg.Pool) => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max: pool.options.max ?? 10,
});

function openReplica(
  read: { connectionString: string; maxLagMs: number; probeMs?: number },
  primary: { db: Database; pool: pg.Pool },
  options: { maxConnections?: number; transactionPooled?: boolean },
) {
  const pool = new pg.Pool({ connectionString: read.connectionString, max: options.maxConnections ?? 10 });
  pool.on('error', () => {});
  if (options.transactionPooled) transactionPooled.add(pool);
  const router = new ReadReplicaRouter(
    primary,
    { db: drizzlePg(pool, { schema }) as unknown as Database, pool },
    read,
  );
  return { pool, router };
}

/** The embedded database lives in DATA_DIR/db; DATABASE_URL switches to a PostgreSQL server. */
export function databaseOptionsFor(config: {
  databaseUrl?: string;
  databaseDirectUrl?: string;
  databasePoolMode?: 'session' | 'transaction';
  databaseReadUrl?: string;
  databaseReadMaxLagMs?: number;
  dataDir: string;
}): OpenDatabaseOptions {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        connectionString: config.databaseUrl,
        directConnectionString: config.databaseDirectUrl ?? config.databaseUrl,
        transactionPooled: config.databasePoolMode === 'transaction',
        read: config.databaseReadUrl
          ? { connectionString: config.databaseReadUrl, maxLagMs: config.databaseReadMaxLagMs ?? 10_000 }
          : undefined,
      }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'db') };
}

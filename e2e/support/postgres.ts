import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database made for one e2e file, dropped after it. */
export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * The PostgreSQL server the e2e file may use: TEST_DATABASE_URL (.ci/run starts one and exports it).
 * Under CI its absence is a failure, never a skip; elsewhere the caller skips and says so.
 */
export function e2ePostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true')
    throw new Error('CI=true but TEST_DATABASE_URL is not set: this end-to-end journey needs PostgreSQL.');
  return url;
}

/** An empty database on that server (the e2e server migrates it when it starts). */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `kinora_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

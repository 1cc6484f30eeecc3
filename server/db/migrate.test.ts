import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

describe('migrations', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('created the tables and extensions', async () => {
    const { rows } = await db.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY extname');
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['citext', 'pg_trgm', 'unaccent']));
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows.map((r) => r.table_name)).toContain('app_settings');
  });

  it('is idempotent: running again applies nothing new', async () => {
    const before = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    await migrateDatabase(db);
    const after = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(after.rows[0]!.n).toBeGreaterThan(0);
  });

  it('supports the search features the product relies on', async () => {
    const { rows } = await db.query<{ sim: number; plain: string }>(
      "SELECT similarity('kinora', 'kinorra') AS sim, unaccent('Écoute été') AS plain",
    );
    expect(rows[0]!.sim).toBeGreaterThan(0.3);
    expect(rows[0]!.plain).toBe('Ecoute ete');
  });
});

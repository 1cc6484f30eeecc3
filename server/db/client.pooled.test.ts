import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPgbouncerPort } from '../test/test-database';
import { type DatabaseHandle, preparedRows } from './client';

/**
 * Through PgBouncer in transaction mode (the `integration-pgbouncer` project): consecutive statements of
 * one client connection run on whichever server connection is free, so a named prepared statement
 * parsed on one is unknown on the next ("prepared statement … does not exist") or already there for
 * another client ("… already exists"). preparedRows sends unnamed statements on a pooled handle.
 */
describe.runIf(testPgbouncerPort() !== null)('a database reached through a transaction pooler', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('goes through PgBouncer, with a direct URL beside it', async () => {
    expect(db.transactionPooled).toBe(true);
    expect(new URL(db.connectionString!).port).toBe(String(testPgbouncerPort()));
    expect(db.directConnectionString).not.toBe(db.connectionString);
    const { rows } = await db.query<{ n: number }>('select 1 as n');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('runs "prepared" reads from many clients at once, every answer its own', async () => {
    const ask = (n: number) =>
      preparedRows<{ n: number; pid: number }>(
        db.db,
        'pooled-test-echo',
        // The sleep keeps the twelve statements of a round in flight together, so the pooler must
        // spread them over several server connections; instant ones could all reuse one.
        'select $1::int as n, pg_backend_pid() as pid from pg_sleep(0.05)',
        [n],
      );
    const pids = new Set<number>();
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(round * 100 + i)));
      answers.forEach((rows, i) => {
        expect(rows[0]!.n).toBe(round * 100 + i);
        pids.add(rows[0]!.pid);
      });
    }
    // Several server connections served the handle's clients: the case named statements break on.
    expect(pids.size).toBeGreaterThan(1);
  });
});

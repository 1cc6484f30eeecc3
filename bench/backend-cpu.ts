import { readFileSync } from 'node:fs';

/**
 * CPU ticks (1/100 s, user + system, from /proc) of every PostgreSQL backend connected to the
 * current database, for benches that split a request's cost between Node and the database.
 * PostgreSQL must run on this host. Backends that exit between two reads lose their ticks, so read
 * around work that keeps its connections open (the pools do).
 */
export async function backendTicks(
  query: (sql: string) => Promise<{ rows: { pid: number }[] }>,
): Promise<() => number> {
  const pids = (await query(`select pid from pg_stat_activity where datname = current_database()`)).rows.map(
    (r) => r.pid,
  );
  return () =>
    pids.reduce((sum, pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return sum + Number(fields[11]) + Number(fields[12]);
      } catch {
        return sum;
      }
    }, 0);
}

import pino from 'pino';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { JobQueue } from '../server/jobs/queue';
import { defineJob } from '../server/jobs/registry';
import { freshDatabase } from './http-support';

/**
 * The job queue's throughput and the critical lane (docs/decisions/0014-queues.md), on PGlite and,
 * with DATABASE_URL pointing at a PostgreSQL server, on a fresh database it creates there and drops:
 *  - drain: BENCH_JOBS trivial jobs queued, then one worker process started: jobs/s until all are done;
 *  - critical behind bulk: 1,000 jobs of other queues waiting (each a ~2 ms query), then one critical
 *    job (a billing event): time until it is handled, and how many of the others were done by then;
 *  - same queue: 1,000 critical jobs (another member's billing events), then one more: time until
 *    that last one is handled.
 */
const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const BACKLOG = 1000;

interface Deps {
  db: DatabaseHandle;
  done: Map<string, number>;
  handledAt: Map<string, number>;
}

const count = (deps: Deps, name: string) => deps.done.set(name, (deps.done.get(name) ?? 0) + 1);

const trivialJob = defineJob({
  name: 'bench.trivial',
  schema: z.object({ n: z.number() }),
  handle: async (deps: Deps) => {
    count(deps, 'bench.trivial');
  },
});

// Three queues of ordinary work (renewal mails, paid views, notifications), each job a short query.
const bulkJobs = ['bench.bulk-a', 'bench.bulk-b', 'bench.bulk-c'].map((name) =>
  defineJob({
    name,
    schema: z.object({ n: z.number() }),
    handle: async (deps: Deps) => {
      await deps.db.query('SELECT pg_sleep(0.002)');
      count(deps, 'bulk');
    },
  }),
);

const criticalJob = defineJob({
  name: 'bench.critical',
  schema: z.object({ key: z.string() }),
  priority: 'critical',
  handle: async (deps: Deps, { key }) => {
    deps.handledAt.set(key, performance.now());
    count(deps, 'bench.critical');
  },
});

const ALL = [trivialJob, ...bulkJobs, criticalJob];

export async function run(): Promise<void> {
  await measureOn('PGlite', null);
  if (process.env.DATABASE_URL) await measureOn('PostgreSQL', process.env.DATABASE_URL);
}

async function measureOn(label: string, serverUrl: string | null): Promise<void> {
  const jobs = serverUrl ? JOBS : Math.min(JOBS, 2000);
  console.log(`\n${label}`);
  const drain = await scenario(serverUrl, async (queue, deps) => {
    await sendAll(jobs, (n) => queue.send(trivialJob, { n }));
    const start = performance.now();
    await queue.work(deps);
    await until(() => (deps.done.get('bench.trivial') ?? 0) >= jobs);
    return performance.now() - start;
  });
  console.log(
    `  drain ${jobs} trivial jobs: ${drain.toFixed(0)} ms → ${((jobs / drain) * 1000).toFixed(0)} jobs/s`,
  );

  const behind = await scenario(serverUrl, async (queue, deps) => {
    await sendAll(BACKLOG, (n) => queue.send(bulkJobs[n % bulkJobs.length]!, { n }));
    await queue.work(deps);
    const start = performance.now();
    await queue.send(criticalJob, { key: 'checkout' }, inTransaction(deps.db));
    await until(() => deps.handledAt.has('checkout'));
    return { ms: deps.handledAt.get('checkout')! - start, othersDone: deps.done.get('bulk') ?? 0 };
  });
  console.log(
    `  critical job behind ${BACKLOG} jobs of other queues: handled in ${behind.ms.toFixed(0)} ms (${behind.othersDone} of the others done by then)`,
  );

  const same = await scenario(serverUrl, async (queue, deps) => {
    await sendAll(BACKLOG, (n) => queue.send(criticalJob, { key: `other-${n}` }));
    await queue.send(criticalJob, { key: 'checkout' });
    const start = performance.now();
    await queue.work(deps);
    await until(() => deps.handledAt.has('checkout'));
    return deps.handledAt.get('checkout')! - start;
  });
  console.log(`  critical job behind ${BACKLOG} of its own queue: handled in ${same.toFixed(0)} ms`);
}

/** A fresh database and queue (schema installed), the measure, then everything closed and dropped. */
async function scenario<T>(
  serverUrl: string | null,
  measure: (queue: JobQueue<Deps>, deps: Deps) => Promise<T>,
): Promise<T> {
  const fresh = serverUrl ? await freshDatabase(serverUrl, 'kinora_queue') : null;
  const db = await openDatabase(
    fresh ? { kind: 'postgres', connectionString: fresh.url } : { kind: 'pglite' },
  );
  const queue = new JobQueue<Deps>(db, ALL, pino({ level: 'silent' }));
  try {
    await queue.start();
    return await measure(queue, { db, done: new Map(), handledAt: new Map() });
  } finally {
    await queue.stop();
    await db.close();
    await fresh?.drop();
  }
}

/**
 * Sent the way a webhook's events are, through a connection of the caller's (its transaction): the
 * worker is not woken by the send and finds the job at its next poll.
 */
const inTransaction = (db: DatabaseHandle) => ({
  db: { executeSql: (text: string, values: unknown[]) => db.query(text, values) },
});

/** Queues `n` jobs, 16 sends in flight. */
async function sendAll(n: number, send: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(16, n) }, async () => {
      while (next < n) await send(next++);
    }),
  );
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

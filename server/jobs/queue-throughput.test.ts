import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { JobQueue } from './queue';
import { defineJob, type JobDefinition } from './registry';
import { workSettings } from './work-settings';

/**
 * How the queue keeps up with bursts (issue 23, item 4): with one job per fetch and one fetch a
 * second, 560 billing events took 9 minutes. Counts and order only here; timings are in
 * `npm run bench -- queue`.
 */

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A gate the handlers wait at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('JobQueue throughput and priority', () => {
  let db: DatabaseHandle;
  let queue: JobQueue<unknown>;
  afterEach(async () => {
    await queue.stop();
    await db.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: test jobs of several data types
  async function open(jobs: JobDefinition<any, unknown>[], options?: { sharedSlots?: number }) {
    db = await createTestDatabase();
    queue = new JobQueue<unknown>(db, jobs, pino({ level: 'silent' }), options);
    await queue.start();
  }

  /** One fetch stamps all the jobs it takes with its transaction's now(): distinct stamps = fetches. */
  const fetchesOf = async (name: string) =>
    (
      await db.query<{ n: number }>(
        'SELECT count(DISTINCT started_on)::int AS n FROM pgboss.job WHERE name = $1',
        [name],
      )
    ).rows[0]!.n;

  it('drains a backlog several jobs per fetch, each job once', async () => {
    const handled: number[] = [];
    const burst = defineJob({
      name: 'test.burst',
      schema: z.object({ n: z.number() }),
      handle: async (_: unknown, { n }) => {
        handled.push(n);
      },
    });
    await open([burst]);
    const total = 120;
    for (let n = 0; n < total; n++) await queue.send(burst, { n });
    await queue.work({});
    await until(() => handled.length >= total);

    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
    // One job per fetch took 120 fetches (and 120 s).
    expect(await fetchesOf('test.burst')).toBeLessThanOrEqual(total / 3);
  });

  it('fails a failing job alone: its batch siblings complete once and are not re-run', async () => {
    const attempts = new Map<string, number>();
    const mixed = defineJob({
      name: 'test.mixed',
      schema: z.object({ word: z.string() }),
      retryLimit: 2,
      retryDelayS: 1,
      handle: async (_: unknown, { word }) => {
        const attempt = (attempts.get(word) ?? 0) + 1;
        attempts.set(word, attempt);
        if (word === 'bad' && attempt === 1) throw new Error('transient');
      },
    });
    await open([mixed]);
    const words = ['a', 'b', 'bad', 'c', 'd', 'e'];
    const ids = new Map<string, string>();
    for (const word of words) ids.set(word, (await queue.send(mixed, { word }))!);
    await queue.work({});
    await until(() => words.every((w) => attempts.has(w)) && attempts.get('bad') === 2);
    const states = async () => Promise.all(words.map((w) => queue.jobState('test.mixed', ids.get(w)!)));
    while ((await states()).some((state) => state !== 'completed'))
      await new Promise((r) => setTimeout(r, 50));

    // All completed, and no sibling of the failing job ran a second time.
    expect(Object.fromEntries(attempts)).toEqual({ a: 1, b: 1, bad: 2, c: 1, d: 1, e: 1 });
    // The good ones came in fewer fetches than jobs: they were batched with the failing one.
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(DISTINCT started_on)::int AS n FROM pgboss.job WHERE name = 'test.mixed' AND data->>'word' <> 'bad'",
    );
    expect(rows[0]!.n).toBeLessThan(words.length - 1);
  });

  it('runs a critical job while normal jobs fill the shared budget and a backlog waits', async () => {
    const slowGate = gate();
    let slowStarted = 0;
    let slowDone = 0;
    let otherDone = 0;
    let urgentDone = 0;
    const slow = defineJob({
      name: 'test.slow',
      schema: z.object({ n: z.number() }),
      handle: async () => {
        slowStarted += 1;
        await slowGate.opened;
        slowDone += 1;
      },
    });
    const other = defineJob({
      name: 'test.other',
      schema: z.object({}),
      handle: async () => {
        otherDone += 1;
      },
    });
    const urgent = defineJob({
      name: 'test.urgent',
      schema: z.object({}),
      priority: 'critical',
      handle: async () => {
        urgentDone += 1;
      },
    });
    await open([slow, other, urgent], { sharedSlots: 2 });
    const backlog = 30;
    for (let n = 0; n < backlog; n++) await queue.send(slow, { n });
    await queue.work({});
    await until(() => slowStarted === 2);
    await queue.send(other, {});
    await queue.send(urgent, {});
    await until(() => urgentDone === 1);

    // The critical job ran while the budget was full: the normal queues wait their turn.
    expect(slowStarted).toBe(2);
    expect(slowDone).toBe(0);
    expect(otherDone).toBe(0);
    const waiting = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.slow' AND state = 'created'",
    );
    // Fetched at most one batch: the rest is still queued, for any worker.
    expect(waiting.rows[0]!.n).toBeGreaterThanOrEqual(backlog - workSettings(slow, db.kind).batchSize);

    slowGate.open();
    await until(() => slowDone === backlog && otherDone === 1);
  });

  it('stops gracefully: a running job finishes and is recorded done', async () => {
    const running = gate();
    let finished = false;
    const slowish = defineJob({
      name: 'test.slowish',
      schema: z.object({}),
      handle: async () => {
        running.open();
        await new Promise((r) => setTimeout(r, 300));
        finished = true;
      },
    });
    await open([slowish]);
    const id = await queue.send(slowish, {});
    await queue.work({});
    await running.opened;
    await queue.stop();
    expect(finished).toBe(true);
    queue = new JobQueue<unknown>(db, [slowish], pino({ level: 'silent' }));
    await queue.start();
    expect(await queue.jobState('test.slowish', id!)).toBe('completed');
  });
});

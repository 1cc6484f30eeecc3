import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { JobQueue } from './queue';
import { defineEvent, eventJob, type JobDefinition, type Reaction } from './registry';

/**
 * An event fans out to one job per reaction (docs/decisions/0005 "One job per reaction"): a failing
 * reaction retries alone, with its own limit and its own failure in the log, and neither re-runs
 * nor starves the others.
 */
interface Deps {
  queue: JobQueue<Deps>;
  runs: Record<string, number>;
}

const happened = defineEvent('test.happened', z.object({ key: z.string() }));

function counting(
  name: string,
  fail: (attempt: number) => boolean,
  limits: Partial<Reaction<unknown, Deps>>,
) {
  return {
    name,
    ...limits,
    handle: async (deps: Deps, { key }: { key: string }) => {
      const id = `${name}:${key}`;
      deps.runs[id] = (deps.runs[id] ?? 0) + 1;
      if (fail(deps.runs[id])) throw new Error(`${name} refused`);
    },
  } as Reaction<{ key: string }, Deps>;
}

// The always-failing one first: run in turn inside the event's job, it kept the others from running.
const alwaysFails = counting('test.always-fails', () => true, { retryLimit: 1, retryDelayS: 1 });
const failsOnce = counting('test.fails-once', (attempt) => attempt === 1, { retryLimit: 3, retryDelayS: 1 });
const steady = counting('test.steady', () => false, {});

// biome-ignore lint/suspicious/noExplicitAny: jobs of several data types
const jobs: JobDefinition<any, Deps>[] = eventJob(happened, [alwaysFails, failsOnce, steady]);
const eventDefinition = jobs.find((j) => j.name === happened.name)!;

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('eventJob: one job per reaction', () => {
  let db: DatabaseHandle;
  const logLines: Record<string, unknown>[] = [];
  const deps = { runs: {} } as Deps;

  const jobRows = async (name: string, key: string) =>
    (
      await db.query<{ state: string }>(
        `select state from pgboss.job where name = $1 and data->>'key' = $2 order by created_on`,
        [name, key],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    deps.queue = new JobQueue<Deps>(db, jobs, pino({ level: 'warn' }, sink));
    await deps.queue.start();
    await deps.queue.work(deps);
  });
  afterAll(async () => {
    await deps.queue.stop();
    await db.close();
  });

  it('names each reaction job after the event and the reaction, with the reaction’s retry limit', async () => {
    expect(jobs.map((j) => j.name)).toEqual([
      'test.happened',
      'test-happened.always-fails',
      'test-happened.fails-once',
      'test-happened.steady',
    ]);
    const queues = await db.query<{ name: string; retry_limit: number }>(
      `select name, retry_limit from pgboss.queue where name like 'test%' order by name`,
    );
    expect(queues.rows).toEqual([
      { name: 'test-happened.always-fails', retry_limit: 1 },
      { name: 'test-happened.fails-once', retry_limit: 3 },
      { name: 'test-happened.steady', retry_limit: 5 },
      { name: 'test.happened', retry_limit: 5 },
    ]);
  });

  it('retries a failing reaction alone: the others run once', async () => {
    await deps.queue.send(happened, { key: 'a' });
    await until(() => deps.runs['test.fails-once:a'] === 2, 'the flaky reaction’s retry');
    await until(
      async () => (await jobRows('test-happened.always-fails', 'a'))[0]?.state === 'failed',
      'the failing reaction to use up its retry',
    );
    expect(deps.runs).toMatchObject({ 'test.always-fails:a': 2, 'test.fails-once:a': 2, 'test.steady:a': 1 });
    // Sending the event queued its reactions' jobs directly: no job of the event's own.
    expect(await jobRows('test.happened', 'a')).toEqual([]);
    expect(await jobRows('test-happened.steady', 'a')).toEqual([{ state: 'completed' }]);
    // Each failure is logged under its own job, not under the event's.
    const failures = logLines.filter((l) => l.msg === 'job failed').map((l) => l.job);
    expect(failures).toContain('test-happened.always-fails');
    expect(failures).toContain('test-happened.fails-once');
    expect(failures).not.toContain('test.happened');
  });

  it('queues the reactions once per occurrence: the same dedup key twice is one occurrence', async () => {
    await deps.queue.send(happened, { key: 'c' }, { dedupKey: 'occurrence-1' });
    await deps.queue.send(happened, { key: 'c' }, { dedupKey: 'occurrence-1' });
    await until(() => deps.runs['test.steady:c'] === 1, 'the reaction');
    await deps.queue.send(happened, { key: 'c' });
    await until(() => deps.runs['test.steady:c'] === 2, 'the second occurrence');
    for (const reaction of ['always-fails', 'fails-once', 'steady'])
      expect(await jobRows(`test-happened.${reaction}`, 'c')).toHaveLength(2);
  });

  it('an event queued as one job (by an older version) still fans out once, however often it is delivered', async () => {
    const before = await jobRows('test-happened.steady', 'b');
    expect(before).toEqual([]);
    // The same event job delivered twice (a retry after a crash mid fan-out)…
    await eventDefinition.handle(deps, { key: 'b' }, { id: '7d1f3c1e-0000-4000-a000-000000000001' });
    await eventDefinition.handle(deps, { key: 'b' }, { id: '7d1f3c1e-0000-4000-a000-000000000001' });
    for (const reaction of ['always-fails', 'fails-once', 'steady'])
      expect(await jobRows(`test-happened.${reaction}`, 'b')).toHaveLength(1);
    // …but another occurrence of the event is another delivery.
    await eventDefinition.handle(deps, { key: 'b' }, { id: '7d1f3c1e-0000-4000-a000-000000000002' });
    expect(await jobRows('test-happened.steady', 'b')).toHaveLength(2);
  });
});

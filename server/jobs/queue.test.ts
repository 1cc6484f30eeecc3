import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { JobQueue } from './queue';
import { assertUniqueJobs, defineJob } from './registry';

interface Deps {
  seen: string[];
  failuresLeft: number;
}

const echoJob = defineJob({
  name: 'test.echo',
  schema: z.object({ word: z.string() }),
  retryLimit: 2,
  retryDelayS: 1,
  handle: async (deps: Deps, data) => {
    if (deps.failuresLeft > 0) {
      deps.failuresLeft -= 1;
      throw new Error('transient');
    }
    deps.seen.push(data.word);
  },
});

const nightlyJob = defineJob({
  name: 'test.nightly',
  schema: z.object({}),
  schedule: { cron: '0 0 * * *', tz: 'Europe/Paris' },
  handle: async () => {},
});

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('JobQueue', () => {
  let db: DatabaseHandle;
  let queue: JobQueue<Deps>;
  const deps: Deps = { seen: [], failuresLeft: 0 };

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue<Deps>(db, [echoJob, nightlyJob], pino({ level: 'silent' }));
    await queue.start();
    await queue.work(deps);
  });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it('runs a queued job', async () => {
    await queue.send(echoJob, { word: 'bonjour' });
    await until(() => deps.seen.includes('bonjour'));
  });

  it('retries a failing job until it succeeds', async () => {
    deps.failuresLeft = 1;
    const id = await queue.send(echoJob, { word: 'encore' });
    await until(() => deps.seen.includes('encore'));
    expect(deps.failuresLeft).toBe(0);
    // The handler ran; pg-boss marks the job completed right after it returns.
    expect(await queue.jobState('test.echo', id!)).toMatch(/completed|active/);
  });

  it('refuses data that does not match the job schema, and unknown jobs', async () => {
    await expect(queue.send(echoJob, { word: 42 } as never)).rejects.toThrow();
    const stray = defineJob({ name: 'test.stray', schema: z.object({}), handle: async () => {} });
    await expect(queue.send(stray as never, {})).rejects.toThrow(/not registered/);
  });

  it('registers recurring schedules with their time zone', async () => {
    const schedules = await queue.schedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: 'test.nightly', cron: '0 0 * * *', timezone: 'Europe/Paris' }),
    );
  });
});

describe('JobQueue, jobs handled several at once', () => {
  interface Batch {
    batches: string[][];
    done: string[];
  }
  const manyJob = defineJob({
    name: 'test.many',
    schema: z.object({ word: z.string() }),
    retryLimit: 0,
    batchSize: 20,
    concurrency: 1,
    handle: async (deps: Batch, data) => {
      if (data.word === 'poison') throw new Error('poison');
      deps.done.push(data.word);
    },
    // Like a real one: all in one go, or nothing (throws before recording any when one is bad).
    handleMany: async (deps: Batch, deliveries) => {
      const words = deliveries.map((d) => d.data.word);
      deps.batches.push(words);
      if (words.includes('poison')) throw new Error('poison in the batch');
      deps.done.push(...words);
    },
  });
  let db: DatabaseHandle;
  let queue: JobQueue<Batch>;
  const deps: Batch = { batches: [], done: [] };

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue<Batch>(db, [manyJob], pino({ level: 'silent' }));
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it('hands a burst over in groups, and runs a failed group one by one so that only the bad job fails', async () => {
    const words = Array.from({ length: 12 }, (_, i) => (i === 5 ? 'poison' : `w${i}`));
    await queue.sendMany(
      manyJob,
      words.map((word) => ({ data: { word }, dedupKey: word })),
    );
    // Queued twice under the same keys: nothing more is queued.
    await queue.sendMany(
      manyJob,
      words.map((word) => ({ data: { word }, dedupKey: word })),
    );
    await queue.work(deps);
    await until(() => deps.done.length >= 11);
    await new Promise((r) => setTimeout(r, 300));
    expect(deps.done.sort()).toEqual(words.filter((w) => w !== 'poison').sort());
    // Half a fetch (10) at most per group; at least one group had several jobs.
    expect(Math.max(...deps.batches.map((b) => b.length))).toBeGreaterThan(1);
    expect(Math.max(...deps.batches.map((b) => b.length))).toBeLessThanOrEqual(10);
    const { rows } = await db.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job where name = 'test.many' group by state order by state`,
    );
    expect(rows).toEqual([
      { state: 'completed', n: 11 },
      { state: 'failed', n: 1 },
    ]);
  });
});

describe('assertUniqueJobs', () => {
  it('refuses duplicate and badly named jobs', () => {
    expect(() => assertUniqueJobs([{ name: 'a.b' }, { name: 'a.b' }])).toThrow(/twice/);
    expect(() => assertUniqueJobs([{ name: 'NoDot' }])).toThrow(/module.verb/);
    expect(() => assertUniqueJobs([{ name: 'mail.send' }, { name: 'videos.transcode' }])).not.toThrow();
  });
});

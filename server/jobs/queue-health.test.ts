import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { until } from '../test/until';
import { JobQueue } from './queue';
import { readQueueHealth } from './queue-health';
import { defineJob } from './registry';

/**
 * The overview's job queue health read from pg-boss's tables, with real jobs: waiting ones (later
 * ones included), running ones, and failures of the last 24 hours, per queue.
 */
const data = z.object({ n: z.number() });
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
const fails = defineJob({
  name: 'test.fails',
  schema: data,
  retryLimit: 0,
  handle: async () => {
    throw new Error('refused');
  },
});
const later = defineJob({ name: 'test.later', schema: data, handle: async () => {} });
const slow = defineJob({ name: 'test.slow', schema: data, handle: () => held });

describe('readQueueHealth', () => {
  let db: DatabaseHandle;
  let queue: JobQueue<object>;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue<object>(db, [fails, later, slow], pino({ level: 'silent' }));
    await queue.start();
  });
  afterAll(async () => {
    release();
    await queue.stop();
    await db.close();
  });

  it('is empty on a quiet queue', async () => {
    expect(await readQueueHealth(db)).toEqual({ queued: 0, active: 0, failed24h: 0, queues: [] });
  });

  it('counts waiting, running and failed jobs, busiest queues first', async () => {
    for (const n of [1, 2, 3]) await queue.send(later, { n }, { startAfterS: 3600 });
    await queue.send(fails, { n: 1 });
    await queue.send(fails, { n: 2 });
    await queue.send(slow, { n: 1 });
    await queue.work({});
    const health = await until(
      'two failures and one running job',
      () => readQueueHealth(db),
      (h) => h.failed24h === 2 && h.active === 1,
    );
    expect(health).toEqual({
      queued: 3,
      active: 1,
      failed24h: 2,
      queues: [
        { name: 'test.fails', queued: 0, failed24h: 2 },
        { name: 'test.later', queued: 3, failed24h: 0 },
      ],
    });
    expect((await readQueueHealth(db, 1)).queues).toEqual([{ name: 'test.fails', queued: 0, failed24h: 2 }]);
  });

  it('counts failures pg-boss has moved to its archive, and forgets those older than 24 hours', async () => {
    // What pg-boss's archiving does (plans.js archive()), with one failure made a day old.
    const columns =
      'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output';
    await db.query(
      `with moved as (delete from pgboss.job where name = 'test.fails' returning ${columns})
       insert into pgboss.archive (${columns}) select ${columns} from moved`,
    );
    expect(await readQueueHealth(db)).toMatchObject({ failed24h: 2 });
    await db.query(
      `update pgboss.archive set completed_on = now() - interval '25 hours'
       where id = (select id from pgboss.archive where name = 'test.fails' limit 1)`,
    );
    expect(await readQueueHealth(db)).toMatchObject({
      failed24h: 1,
      queues: [
        { name: 'test.fails', queued: 0, failed24h: 1 },
        { name: 'test.later', queued: 3, failed24h: 0 },
      ],
    });
  });
});

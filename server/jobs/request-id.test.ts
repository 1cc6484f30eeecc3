import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { Metrics } from '../metrics/metrics';
import { sendMailJob } from '../modules/mail/mail.public';
import { REQUEST_ID_FIELD, untagRequestId, withRequestId } from '../request-id';
import { TestClient } from '../test/http-client';
import { createTestApp } from '../test/test-context';
import { createTestDatabase } from '../test/test-database';
import { until } from '../test/until';
import { ALL_JOBS } from './all-jobs';
import { JobQueue } from './queue';
import { defineEvent, eventJob } from './registry';

/** A logger writing JSON lines into `lines` (the logger production uses: createLogger). */
function capture(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return createLogger('debug', sink);
}

const contact = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Lima',
  email,
  jobTitle: 'Journaliste',
  topic: 'press',
  message: 'Bonjour, une question.',
  consent: true,
  website: '',
  locale: 'fr',
});

/**
 * One grep follows a request into the jobs it queued: the api node serves the request and queues
 * the jobs; another queue on the same database (the worker; its own process in production) runs them.
 * Nothing but the job's stored data links the two: the worker shares no memory with the request.
 */
describe('request ids from the api into the worker', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let worker: JobQueue<unknown>;
  const apiLines: Record<string, unknown>[] = [];
  const workerLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logger: capture(apiLines) });
    worker = new JobQueue(t.ctx.db, ALL_JOBS, capture(workerLines), { metrics: new Metrics() });
    await worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it("logs a job queued inside a request with that request's id, in the worker", async () => {
    const requestId = 'trace-contact-0001';
    const client = new TestClient(t.app, 'http://localhost:3000', '10.31.0.1');
    const res = await client.request({
      method: 'POST',
      url: '/api/contact',
      payload: contact('trace@example.com'),
      headers: { 'x-request-id': requestId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-request-id']).toBe(requestId);
    // A job queued outside any request carries no id.
    await t.ctx.queue.send(sendMailJob, { to: 'plain@example.com', subject: 's', text: 't', html: 't' });

    await worker.work(t.ctx);
    await expect
      .poll(() => workerLines.filter((l) => l.job === 'mail.send' && l.msg === 'job done').length, {
        timeout: 30_000,
      })
      .toBe(3);
    const done = workerLines.filter((l) => l.job === 'mail.send' && l.msg === 'job done');
    // The support mail and the acknowledgement: both under the request's id; the other under none.
    expect(done.filter((l) => l.requestId === requestId)).toHaveLength(2);
    expect(done.filter((l) => l.requestId === undefined)).toHaveLength(1);
    expect(workerLines.filter((l) => l.requestId === requestId && l.msg === 'job started')).toHaveLength(2);
    // The api's own lines of the request name it too (Fastify's reqId).
    expect(apiLines.some((l) => l.reqId === requestId)).toBe(true);
  });

  it('reads only a well-formed id from a job, and hands the schema the data without it', () => {
    expect(untagRequestId({ to: 'a', [REQUEST_ID_FIELD]: 'trace-0001-abc' })).toEqual({
      data: { to: 'a' },
      requestId: 'trace-0001-abc',
    });
    expect(untagRequestId({ to: 'a', [REQUEST_ID_FIELD]: 'x\n{"level":60}' })).toEqual({
      data: { to: 'a' },
      requestId: undefined,
    });
    expect(untagRequestId({ to: 'a' })).toEqual({ data: { to: 'a' }, requestId: undefined });
    expect(untagRequestId(null)).toEqual({ data: null, requestId: undefined });
  });
});

/**
 * Jobs handled in a batch (handleMany): deliveries queued by different requests are handled
 * together, so no single request's scope covers the batch. Its lines list every request, and what
 * it queues per delivery (an event's reaction jobs) keeps that delivery's request.
 */
describe('request ids through jobs handled in a batch', () => {
  interface Deps {
    queue: JobQueue<Deps>;
    log: Logger;
  }
  const happened = defineEvent('trace.happened', z.object({ n: z.number() }));
  const jobs = eventJob<{ n: number }, Deps>(happened, [
    { name: 'trace.record', handle: async (deps, data) => deps.log.info({ n: data.n }, 'recorded') },
  ]);
  let db: DatabaseHandle;
  let queue: JobQueue<Deps>;
  const lines: Record<string, unknown>[] = [];
  const log = capture(lines);

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue<Deps>(db, jobs, log);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it("lists a batch's requests on its lines, and queues each delivery's jobs under its own request", async () => {
    // Occurrences stored as the event's own job (as older versions queued them), by two requests;
    // sendMany stores that job as it is, where send() would fan out at once.
    const requestOf = (n: number) => (n % 2 ? 'trace-batch-aaaa' : 'trace-batch-bbbb');
    for (const requestId of ['trace-batch-aaaa', 'trace-batch-bbbb'])
      await withRequestId(requestId, () =>
        queue.sendMany(
          jobs[0]!,
          [0, 1, 2, 3, 4, 5, 6, 7]
            .filter((n) => requestOf(n) === requestId)
            .map((n) => ({ data: { n }, dedupKey: `occurrence-${n}` })),
        ),
      );
    await queue.work({ queue, log });

    await until(
      'every reaction recorded',
      async () => lines.filter((l) => l.msg === 'recorded').length,
      (count) => count === 8,
      { timeoutMs: 30_000 },
    );
    const together = lines.filter((l) => l.job === 'trace.happened' && l.msg === 'jobs done together');
    expect(together.length).toBeGreaterThan(0);
    const listed = new Set(together.flatMap((l) => l.requestIds as string[]));
    expect([...listed].sort()).toEqual(['trace-batch-aaaa', 'trace-batch-bbbb']);
    for (const line of lines.filter((l) => l.msg === 'recorded'))
      expect(line.requestId).toBe(requestOf(line.n as number));
  });
});

import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { sendStreamed } from './streamed-response';

const CSV = { 'content-type': 'text/csv; charset=utf-8' };
const logs: { level: number; msg: string }[] = [];
let app: FastifyInstance;
let base: string;

async function* pieces(failAt: number | null, count = 3) {
  for (let i = 0; i < count; i++) {
    if (i === failAt) throw new Error('database went away');
    yield `line ${i}\n`;
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** What a real client sees: the status, the body that arrived, and whether the response was cut. */
function fetchRaw(path: string) {
  return new Promise<{ status: number; type: string; body: string; cut: boolean }>((resolve, reject) => {
    httpGet(`${base}${path}`, (res) => {
      let body = '';
      const done = (cut: boolean) =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body, cut });
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => done(false));
      res.on('aborted', () => done(true));
      res.on('error', () => done(true));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, next) {
      for (const line of String(chunk).trim().split('\n')) logs.push(JSON.parse(line));
      next();
    },
  });
  app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger });
  registerErrorHandler(app);
  app.get('/ok', (req, reply) => sendStreamed(req, reply, CSV, pieces(null)));
  app.get('/fails-first', (req, reply) => sendStreamed(req, reply, CSV, pieces(0)));
  app.get('/fails-later', (req, reply) => sendStreamed(req, reply, CSV, pieces(2, 200)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('sendStreamed', () => {
  it('sends every piece with the given headers', async () => {
    expect(await fetchRaw('/ok')).toEqual({
      status: 200,
      type: CSV['content-type'],
      body: 'line 0\nline 1\nline 2\n',
      cut: false,
    });
  });

  it('answers a failure before the first piece as an ordinary JSON error, not as CSV', async () => {
    const res = await fetchRaw('/fails-first');
    expect(res).toMatchObject({ status: 500, type: expect.stringMatching(/application\/json/), cut: false });
    expect(JSON.parse(res.body).error.code).toBe('internal_error');
  });

  it('logs a failure after the headers as an error and cuts the connection', async () => {
    logs.length = 0;
    const res = await fetchRaw('/fails-later');
    expect(res).toMatchObject({ status: 200, body: 'line 0\nline 1\n', cut: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([
      'streamed response failed after its headers were sent',
    ]);
  });
});

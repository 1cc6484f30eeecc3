import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WEBSOCKET_OPTIONS } from './socket-errors';

const logs: { level: number; msg: string }[] = [];
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, next) {
      for (const line of String(chunk).trim().split('\n')) logs.push(JSON.parse(line));
      next();
    },
  });
  app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger });
  await app.register(websocket, WEBSOCKET_OPTIONS);
  app.get('/ws', { websocket: true }, (socket) => {
    socket.on('message', (m) => socket.send(String(m)));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => app.close());

describe('socket errors', () => {
  it('log a frame over the limit as a client error (warn), not as an error, and close the socket', async () => {
    logs.length = 0;
    const client = new WebSocket(url);
    await new Promise((resolve) => client.once('open', resolve));
    client.send('x'.repeat(16 * 1024 + 1));
    const closed = await new Promise<number>((resolve) => client.once('close', resolve));
    expect(closed).not.toBe(1000);
    const socketLogs = logs.filter((l) => /websocket/.test(l.msg) || l.level >= 50);
    expect(socketLogs.map((l) => [l.level, l.msg])).toEqual([[40, 'websocket client error']]);
  });

  it('echo a message within the limit', async () => {
    const client = new WebSocket(url);
    await new Promise((resolve) => client.once('open', resolve));
    client.send('x'.repeat(16 * 1024));
    const echoed = await new Promise<string>((resolve) => client.once('message', (m) => resolve(String(m))));
    expect(echoed).toHaveLength(16 * 1024);
    client.close();
  });
});

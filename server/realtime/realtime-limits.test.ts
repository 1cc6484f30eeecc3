import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../app';
import { signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { BEATS_PER_MINUTE } from '../modules/videos/beat-limit';
import { insertVideo, userIdOf } from '../modules/videos/videos.test-helpers';
import { TestClient } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';
import { MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_MEMBER } from './realtime.routes';

// Two api nodes on one database: what one node counted, the other must see (issue 23, item 11).
let ctx: TestContext;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  nodeA = await buildApp(ctx, { webDist: null });
  nodeB = await buildApp(ctx, { webDist: null });
  await Promise.all([nodeA.ready(), nodeB.ready()]);
});
afterAll(async () => {
  await Promise.all([nodeA.close(), nodeB.close()]);
  await ctx.close();
});

const hitsOf = async (key: string) =>
  (await ctx.db.query<{ count: number }>('select count from rate_limit_counters where key = $1', [key]))
    .rows[0]?.count ?? 0;

describe('heartbeats per address', () => {
  it('allow one budget over every node, not one per node', async () => {
    const owner = new TestClient(nodeA, origin, '10.7.0.9');
    await signUpConfirmed(ctx, owner, 'owner@example.com', 'owner');
    const videoId = await insertVideo(ctx, await userIdOf(owner));
    const beat = (node: FastifyInstance, ip = '10.7.0.1') =>
      new TestClient(node, origin, ip).post(`/api/videos/${videoId}/heartbeat`, {
        positionS: 1,
        playing: true,
        playbackToken: 'not-a-grant',
      });
    const onA = BEATS_PER_MINUTE - 20;
    for (let i = 0; i < onA; i++) expect((await beat(nodeA)).statusCode).toBe(404);
    // Node A writes its count within a second; node B then learns it at its own next write.
    await expect.poll(() => hitsOf('beats:10.7.0.1'), { timeout: 5000 }).toBe(onA);
    expect((await beat(nodeB)).statusCode).toBe(404);
    await expect.poll(() => hitsOf('beats:10.7.0.1'), { timeout: 5000 }).toBe(onA + 1);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await beat(nodeB)).statusCode);
    // Per node, B would have allowed all 40: over both, 19 more pass and the rest are refused.
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(codes.filter((c) => c === 429)).toHaveLength(21);
    // Another address has its own budget; the next minute starts afresh.
    expect((await beat(nodeB, '10.7.0.2')).statusCode).toBe(404);
    ctx.clock.advance(61_000);
    expect((await beat(nodeB)).statusCode).toBe(404);
  });
});

describe('open sockets', () => {
  const closeCode = (socket: WebSocket) =>
    new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const hello = (socket: WebSocket) =>
    new Promise<void>((resolve) => socket.once('message', () => resolve()));
  const open = async (node: FastifyInstance, headers: Record<string, string>) => {
    let greeted!: Promise<void>;
    const socket = await node.injectWS(
      '/api/realtime',
      { headers },
      { onInit: (ws) => (greeted = hello(ws)) },
    );
    return { socket, greeted: () => greeted };
  };

  it('are capped per member and per address on a node; a closed one frees its place', async () => {
    const member = new TestClient(nodeA, origin, '10.7.1.1');
    await signUpConfirmed(ctx, member, 'tabs@example.com', 'tabs');
    const asMember = { cookie: member.cookieHeader(), origin };
    const tabs = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) {
      const tab = await open(nodeA, asMember);
      await tab.greeted();
      tabs.push(tab.socket);
    }
    const refused = await open(nodeA, asMember);
    expect(await closeCode(refused.socket)).toBe(4429);
    tabs.pop()!.terminate();
    await expect
      .poll(async () => {
        const again = await open(nodeA, asMember);
        const first = await Promise.race([again.greeted().then(() => 'open'), closeCode(again.socket)]);
        if (first === 'open') tabs.push(again.socket);
        return first;
      })
      .toBe('open');
    for (const tab of tabs.splice(0)) tab.terminate();

    // Injected sockets all come from one address: visitors fill it up, then are refused.
    await expect
      .poll(
        async () => {
          const tab = await open(nodeB, { origin });
          const first = await Promise.race([tab.greeted().then(() => 'open'), closeCode(tab.socket)]);
          if (first === 'open') tabs.push(tab.socket);
          return first;
        },
        { timeout: 30_000, interval: 1 },
      )
      .toBe(4429);
    expect(tabs).toHaveLength(MAX_SOCKETS_PER_ADDRESS);
    // The other node holds its own sockets (what is capped is one node's memory).
    const elsewhere = await open(nodeA, { origin });
    await elsewhere.greeted();
    elsewhere.socket.terminate();
    for (const tab of tabs) tab.terminate();
  });
});

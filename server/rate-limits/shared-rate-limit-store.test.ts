import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TestClient } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';

// Two api nodes on one database: the per-address request limits count both nodes' requests (issue 31).
let ctx: TestContext;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
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
const statuses = async (node: FastifyInstance, ip: string, count: number, url = '/api/session') => {
  const client = new TestClient(node, origin, ip);
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await client.get(url)).statusCode);
  return codes;
};

describe('the per-address request limits', () => {
  it('allow 600 requests a minute over every node, not 600 per node', async () => {
    expect(new Set(await statuses(nodeA, '10.8.0.1', 400))).toEqual(new Set([200]));
    // Node A writes its count within a second; node B learns it at its own next write.
    await expect.poll(() => hitsOf('rl:60:10.8.0.1'), { timeout: 5000 }).toBe(400);
    // B's first request of this address passes on B's own count; B's write then adds it and learns A's.
    expect(await statuses(nodeB, '10.8.0.1', 1)).toEqual([200]);
    await expect.poll(() => hitsOf('rl:60:10.8.0.1'), { timeout: 5000 }).toBe(401);
    const onB = await statuses(nodeB, '10.8.0.1', 250);
    // Per node, B would have allowed all 250: over both, 199 more pass and the rest are refused.
    expect(onB.filter((s) => s === 200)).toHaveLength(199);
    expect(onB.filter((s) => s === 429)).toHaveLength(51);
    // Another address has its own budget.
    expect(await statuses(nodeB, '10.8.0.2', 1)).toEqual([200]);
  });

  it("count a route's own limit over every node too", async () => {
    // POST /api/consent: 30 a minute per address (consent.routes.ts).
    const consent = (node: FastifyInstance) =>
      new TestClient(node, origin, '10.8.1.1').post('/api/consent', { categories: ['analytics'] });
    const counted = async () =>
      (
        await ctx.db.query<{ count: number }>(
          "select count from rate_limit_counters where key = 'rl:POST /api/consent:60:10.8.1.1'",
        )
      ).rows[0]?.count;
    for (let i = 0; i < 20; i++) expect((await consent(nodeA)).statusCode).not.toBe(429);
    await expect.poll(counted, { timeout: 5000 }).toBe(20);
    expect((await consent(nodeB)).statusCode).not.toBe(429);
    await expect.poll(counted, { timeout: 5000 }).toBe(21);
    const onB: number[] = [];
    for (let i = 0; i < 14; i++) onB.push((await consent(nodeB)).statusCode);
    // 9 more pass over both nodes (B alone would have allowed all 14).
    expect(onB.filter((s) => s === 429)).toHaveLength(5);
  });
});

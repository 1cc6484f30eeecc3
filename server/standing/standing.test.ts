import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sanction } from '../../domain/standing';
import { buildApp } from '../app';
import { withTransaction } from '../db/with-transaction';
import { signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { setAdmin } from '../modules/accounts/commands/admin-roles';
import { givePremium } from '../modules/billing/billing.test-helpers';
import { insertVideo, userIdOf } from '../modules/videos/videos.test-helpers';
import { TestClient } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';
import { changeStanding, readAccessVersion } from './access-version';
import { inMemorySanctions } from './in-memory-sanctions.test-helpers';

/**
 * One standing per member, enforced by the whole server: any provider's change (here a sanctions
 * provider standing in for moderation's, and the accounts roles) bumps one access version that
 * drops the cached actor and revokes the grants that relied on it, on every node.
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let member: TestClient;
/** The member's browser, its requests answered by the other api node (same session cookie). */
let memberOnOther: Pick<TestClient, 'get' | 'request'>;
let creatorId: string;
let memberId: string;

const sanctions = inMemorySanctions();
const sanction = (userId: string, ...list: Sanction[]) => sanctions.sanction(ctx, userId, ...list);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  const { standing } = sanctions;
  app = await buildApp(ctx, { webDist: null, standing });
  otherNode = await buildApp(ctx, { webDist: null, standing });
  await Promise.all([app.ready(), otherNode.ready()]);
  const creator = new TestClient(app, 'http://localhost:3000', '10.9.0.1');
  member = new TestClient(app, 'http://localhost:3000', '10.9.0.2');
  await signUpConfirmed(ctx, creator, 'creator-standing@example.com', 'creatorstanding');
  await signUpConfirmed(ctx, member, 'member-standing@example.com', 'memberstanding');
  creatorId = await userIdOf(creator);
  memberId = await userIdOf(member);
  const onOther = (options: Parameters<TestClient['request']>[0]) =>
    otherNode.inject({
      remoteAddress: '10.9.0.2',
      ...options,
      headers: {
        ...(options.headers as object),
        origin: 'http://localhost:3000',
        cookie: member.cookieHeader(),
      },
    });
  memberOnOther = { request: onOther, get: (url: string) => onOther({ method: 'GET', url }) };
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

const TUS = { 'tus-resumable': '1.0.0', 'upload-length': '1000' };
/** Opens an upload and cancels it at once (pending uploads are capped): the opening's status. */
async function startUpload(client: Pick<TestClient, 'request'>) {
  const res = await client.request({ method: 'POST', url: '/api/uploads', headers: TUS });
  if (res.statusCode === 201) {
    const url = new URL(String(res.headers.location), 'http://localhost:3000').pathname;
    await client.request({ method: 'DELETE', url, headers: { 'tus-resumable': '1.0.0' } });
  }
  return res;
}
const signedInAs = async (client: Pick<TestClient, 'get'>) =>
  (await client.get('/api/session')).json().user?.id ?? null;

describe('standing', () => {
  it('a feature limit takes that capability away on every node at once, and gives it back when it ends', async () => {
    // Both nodes have the member's actor cached before the decision.
    expect((await startUpload(member)).statusCode).toBe(201);
    expect((await startUpload(memberOnOther)).statusCode).toBe(201);
    const until = new Date(ctx.clock.now().getTime() + 3_600_000);
    await sanction(memberId, { kind: 'feature_limit', scope: 'upload', until });
    for (const client of [member, memberOnOther]) {
      const refused = await startUpload(client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('upload_not_allowed');
      // Only that capability: the member is still signed in.
      expect(await signedInAs(client)).toBe(memberId);
    }
    // The limit runs out by itself: no announcement, the cached standing ends with it.
    ctx.clock.set(until.getTime() + 1000);
    expect((await startUpload(member)).statusCode).toBe(201);
    expect((await startUpload(memberOnOther)).statusCode).toBe(201);
  });

  it('a suspension makes every session of the member act as nobody, and ends', async () => {
    expect(await signedInAs(memberOnOther)).toBe(memberId);
    const until = new Date(ctx.clock.now().getTime() + 86_400_000);
    await sanction(memberId, { kind: 'suspension', scope: 'all', until });
    expect(await signedInAs(member)).toBeNull();
    expect(await signedInAs(memberOnOther)).toBeNull();
    // … and every call it makes is refused (sanctioned-access.test.ts says more).
    expect((await startUpload(member)).statusCode).toBe(403);
    sanctions.forget(memberId);
    ctx.clock.set(until.getTime() + 1000);
    expect(await signedInAs(member)).toBe(memberId);
  });

  it("any provider's change revokes the grants that relied on the old standing (a role here, not the plan)", async () => {
    await givePremium(ctx, memberId);
    const id = await insertVideo(ctx, creatorId, {
      width: 1280,
      height: 720,
      renditions: [
        { width: 854, height: 480, bandwidth: 2_000_000 },
        { width: 1280, height: 720, bandwidth: 4_000_000 },
      ],
    });
    await ctx.storage.put(`videos/${id}/hls/1/720/seg_0000.ts`, Buffer.alloc(2048, 9));
    const playback = (await member.get(`/api/videos/${id}`)).json().playback;
    expect(playback.qualities).toEqual([720, 480]);
    const hd = playback.masterUrl.replace('master.m3u8', '720/seg_0000.ts');
    expect((await member.get(hd)).statusCode).toBe(200);
    expect((await memberOnOther.get(hd)).statusCode).toBe(200);

    const before = await readAccessVersion(ctx.db.db, memberId);
    await setAdmin(ctx, 'member-standing@example.com', true);
    expect(await readAccessVersion(ctx.db.db, memberId)).toBe(before + 1);
    // Announced: both nodes refuse the old grant at once (no TTL to wait for) …
    for (const client of [member, memberOnOther]) {
      const refused = await client.get(hd);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('playback_revoked');
    }
    // … and the new standing is read: the member is an admin now, and still Premium.
    expect((await member.get('/api/session')).json().user).toMatchObject({
      roles: ['admin'],
      plan: 'premium',
    });
    const again = (await memberOnOther.get(`/api/videos/${id}`)).json().playback;
    expect(
      (await memberOnOther.get(again.masterUrl.replace('master.m3u8', '720/seg_0000.ts'))).statusCode,
    ).toBe(200);
  });
});

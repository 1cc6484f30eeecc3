import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileProgress, user, videoLikes, viewerProfiles, watchSessions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { viewerState } from './queries/viewer-state';
import { insertVideo } from './videos.test-helpers';

/**
 * The watch page's per-viewer read (viewer-state.ts): each viewer gets their own like and position,
 * whatever else is read in the same statement; concurrent pages share one statement; a failed
 * statement fails its own pages only.
 */
let ctx: TestContext;
let client: { query: (...args: unknown[]) => Promise<unknown> };
let video: string;
let other: string;
let profile: string;

/** How many statements the database is sent while `run` goes on. */
async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const query = client.query;
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements++;
    return query.apply(client, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    client.query = query;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  client = (ctx.db.db as unknown as { $client: typeof client }).$client;
  await ctx.db.db.insert(user).values(
    ['owner', 'fan', 'stranger'].map((name) => ({
      id: `vs-${name}`,
      name,
      email: `${name}@viewer-state.test`,
      username: `vs_${name}`,
    })),
  );
  video = await insertVideo(ctx, 'vs-owner');
  other = await insertVideo(ctx, 'vs-owner');
  await ctx.db.db.insert(videoLikes).values({ videoId: video, userId: 'vs-fan' });
  const [row] = await ctx.db.db
    .insert(viewerProfiles)
    .values({ userId: 'vs-fan', name: 'Kids', avatar: 'fox' })
    .returning({ id: viewerProfiles.id });
  profile = row!.id;
  await ctx.db.db.insert(profileProgress).values({ profileId: profile, videoId: video, positionS: 42 });
  await ctx.db.db.insert(watchSessions).values([
    { videoId: video, viewerKey: 'anon-1', positionS: 17 },
    { videoId: other, viewerKey: 'vs-fan', userId: 'vs-fan', positionS: 99 },
  ]);
});
afterAll(async () => ctx?.close());

const none = { userId: null, profileId: null, viewerKey: null };

describe('viewer state', () => {
  it("gives each of the pages read together its own viewer's like and position, in one statement", async () => {
    const { result, statements } = await statementsDuring(() =>
      Promise.all([
        viewerState(ctx.db.db, video, { userId: 'vs-fan', profileId: profile, viewerKey: null }),
        viewerState(ctx.db.db, video, { ...none, viewerKey: 'anon-1' }),
        viewerState(ctx.db.db, other, { userId: 'vs-fan', profileId: null, viewerKey: 'vs-fan' }),
        viewerState(ctx.db.db, video, { userId: 'vs-stranger', profileId: null, viewerKey: 'vs-stranger' }),
        viewerState(ctx.db.db, other, none),
      ]),
    );
    expect(result).toEqual([
      { liked: true, positionS: 42 },
      { liked: false, positionS: 17 },
      { liked: false, positionS: 99 },
      { liked: false, positionS: 0 },
      { liked: false, positionS: 0 },
    ]);
    expect(statements).toBe(1);
  });

  it('answers a lone page, and splits a crowd into statements of at most 100', async () => {
    expect(await viewerState(ctx.db.db, video, { ...none, viewerKey: 'anon-1' })).toEqual({
      liked: false,
      positionS: 17,
    });
    const { result, statements } = await statementsDuring(() =>
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          viewerState(ctx.db.db, i % 2 ? video : other, { ...none, userId: 'vs-fan' }),
        ),
      ),
    );
    expect(result.map((s) => s.liked)).toEqual(Array.from({ length: 150 }, (_, i) => i % 2 === 1));
    expect(statements).toBe(2);
  });

  it('fails only the pages of a failed statement', async () => {
    const query = client.query;
    client.query = () => Promise.reject(new Error('connection lost'));
    const failed = Promise.allSettled([
      viewerState(ctx.db.db, video, { ...none, userId: 'vs-fan' }),
      viewerState(ctx.db.db, other, { ...none, userId: 'vs-fan' }),
    ]);
    // The next turn's statement goes to the database again.
    await new Promise((resolve) => setImmediate(resolve));
    client.query = query;
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await viewerState(ctx.db.db, video, { ...none, userId: 'vs-fan' })).toEqual({
      liked: true,
      positionS: 0,
    });
  });
});

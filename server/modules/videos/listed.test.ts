import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, videos } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { isListed } from './listed';
import { insertVideo } from './videos.test-helpers';

/**
 * "Listed" is one stored generated column (docs/decisions/0005-seams.md, "One listed rule"): the
 * database keeps it in step with what it is made of, and the partial indexes are built on it.
 */
describe('the listed rule', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db.db.insert(user).values({ id: 'lister', name: 'Lister', email: 'lister@listed.example' });
  });
  afterAll(() => ctx.close());

  const listedOf = async (id: string) =>
    (await ctx.db.db.select({ listed: videos.listed }).from(videos).where(eq(videos.id, id)))[0]?.listed;

  it('is public and published, kept by the database on every write', async () => {
    const published = await insertVideo(ctx, 'lister');
    const privateOne = await insertVideo(ctx, 'lister', { visibility: 'private' });
    const processing = await insertVideo(ctx, 'lister', { status: 'processing', publishedAt: null });
    expect(await listedOf(published)).toBe(true);
    expect(await listedOf(privateOne)).toBe(false);
    expect(await listedOf(processing)).toBe(false);

    await ctx.db.db.update(videos).set({ visibility: 'private' }).where(eq(videos.id, published));
    await ctx.db.db.update(videos).set({ visibility: 'public' }).where(eq(videos.id, privateOne));
    await ctx.db.db
      .update(videos)
      .set({ status: 'ready', publishedAt: ctx.clock.now() })
      .where(eq(videos.id, processing));
    expect(await listedOf(published)).toBe(false);
    expect(await listedOf(privateOne)).toBe(true);
    expect(await listedOf(processing)).toBe(true);

    const rows = await ctx.db.db
      .select({ id: videos.id })
      .from(videos)
      .where(and(isListed, inArray(videos.id, [published, privateOne, processing])));
    expect(rows.map((r) => r.id).sort()).toEqual([privateOne, processing].sort());
  });

  it('cannot be written by hand', async () => {
    const id = await insertVideo(ctx, 'lister', { visibility: 'private' });
    await expect(ctx.db.exec(`update videos set listed = true where id = '${id}'`)).rejects.toThrow(
      /generated column|can only be updated to DEFAULT/,
    );
  });

  it('is the predicate of every partial listing index, and nothing else is', async () => {
    // Re-defining the column (moderation's "not removed") drops the indexes built on it: this
    // fails if that migration forgets to re-create one.
    const { rows } = await ctx.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'videos' and indexdef like '% WHERE %'
        order by indexname`,
    );
    const onListed = rows.filter((r) => / WHERE \(?listed\b/.test(r.indexdef)).map((r) => r.indexname);
    expect(onListed).toEqual([
      'videos_public_feed_idx',
      'videos_search_document_idx',
      'videos_theme_culture_idx',
      'videos_theme_music_idx',
      'videos_theme_sport_idx',
      'videos_theme_tech_idx',
    ]);
    expect(rows.filter((r) => /visibility|published_at IS/.test(r.indexdef))).toEqual([]);
  });

  it('lets a listing use the partial public feed index', async () => {
    const query = ctx.db.db
      .select({ id: videos.id })
      .from(videos)
      .where(isListed)
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .toSQL();
    expect(query.params).toEqual([]); // the predicate is the bare column, never a bound `= $1`
    // Few rows here: forbid the other ways so the plan shows whether the index's predicate is proved.
    const plan = await ctx.db.db.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_bitmapscan = off');
      await tx.execute('set local enable_sort = off');
      const explained = await tx.execute(`explain (format json) ${query.sql}`);
      return JSON.stringify(explained);
    });
    expect(plan).toContain('videos_public_feed_idx');
  });
});

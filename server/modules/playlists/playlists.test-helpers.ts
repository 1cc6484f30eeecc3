import { asc, eq } from 'drizzle-orm';
import { playlistItems, playlists } from '../../db/schema';
import type { TestContext } from '../../test/test-context';

/** A list's items as stored, in key order. */
export async function storedItems(ctx: TestContext, playlistId: string) {
  return ctx.db.db
    .select({ videoId: playlistItems.videoId, position: playlistItems.position })
    .from(playlistItems)
    .where(eq(playlistItems.playlistId, playlistId))
    .orderBy(asc(playlistItems.position));
}

export async function storedCount(ctx: TestContext, playlistId: string): Promise<number | null> {
  const [row] = await ctx.db.db
    .select({ n: playlists.itemCount })
    .from(playlists)
    .where(eq(playlists.id, playlistId));
  return row?.n ?? null;
}

/** Fills a list with items behind the commands' back (the 5,000 limit without 5,000 requests). */
export async function fillList(ctx: TestContext, playlistId: string, videoIds: string[], keys: string[]) {
  for (let i = 0; i < videoIds.length; i += 500) {
    await ctx.db.db
      .insert(playlistItems)
      .values(
        videoIds.slice(i, i + 500).map((videoId, j) => ({ playlistId, videoId, position: keys[i + j]! })),
      );
  }
}

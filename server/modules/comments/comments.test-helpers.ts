import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PLAIN_STANDING } from '../../../domain/standing';
import { rowsOf } from '../../db/client';
import { comments, videoComments } from '../../db/schema';
import type { Actor } from '../../standing/actor';
import type { TestContext } from '../../test/test-context';

/** An actor as the auth plugin builds it, for calling the commands directly. */
export const actorOf = (userId: string, overrides: Partial<Actor> = {}): Actor => ({
  ...PLAIN_STANDING,
  userId,
  email: `${userId}@members.example`,
  sessionId: randomUUID(),
  ...overrides,
});

/** The stored counts, and what they should be counted from the rows. */
export async function countsOf(ctx: TestContext, videoId: string) {
  const [stored] = await ctx.db.db
    .select({ total: videoComments.total })
    .from(videoComments)
    .where(eq(videoComments.videoId, videoId));
  const [counted] = await ctx.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.videoId, videoId),
        sql`${comments.shown} and (${comments.parentId} is null or exists (select 1 from comments p where p.id = ${comments.parentId} and p.shown))`,
      ),
    );
  return { total: stored?.total ?? 0, counted: counted?.n ?? 0 };
}

export async function replyCountsOf(ctx: TestContext, parentId: string) {
  const result = await ctx.db.db.execute<{ stored: number; counted: number }>(sql`
    select p.reply_count as stored,
      (select count(*)::int from comments r where r.parent_id = p.id and r.shown) as counted
    from comments p where p.id = ${parentId}`);
  return rowsOf<{ stored: number; counted: number }>(result)[0];
}

/** A comment row straight in the database (no rate limit, no counts): permission tables and paging. */
export async function insertComment(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  values: Partial<typeof comments.$inferInsert> & { videoId: string; videoOwnerId: string; authorId: string },
): Promise<string> {
  const [row] = await ctx.db.db
    .insert(comments)
    .values({ text: 'Un commentaire', createdAt: ctx.clock.now(), ...values })
    .returning({ id: comments.id });
  return row!.id;
}
